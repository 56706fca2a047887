import { nepalToday } from '@schemas/nepal-time';
import type { Locale } from '@/i18n/locale';
import { formatDateNe } from '@/i18n/nepali-dates';

/** The day (in Nepal) an article was published, as its page's language writes dates. */
export function postDate(iso: string, locale: Locale): { text: string; dateTime: string } {
  const day = nepalToday(new Date(iso));
  const text =
    locale === 'ne'
      ? formatDateNe(day)
      : new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
  return { text, dateTime: day };
}
