import { PAGE_SLOT_DAYS, type BookingPageSlots } from '../../schemas/free-slots';
import type { DurationPrices } from '../../schemas/meeting-price-text';
import { nepalToday } from '../../schemas/nepal-time';
import { bilingualPage } from '../static/bilingual-page';
import type { PageRenderer } from '../static/page-renderer';
import type { BookingLedger } from './booking-ledger';
import type { BookingOptionsStore } from './booking-options-store';

/** The shortest meeting's free slots of the coming days, as /book carries them in its HTML. */
export function pageSlots(booking: BookingLedger, clockLocale?: string): BookingPageSlots {
  const minutes = 15;
  const days = booking.days(nepalToday(), PAGE_SLOT_DAYS, minutes);
  return {
    minutes,
    days: days.map((day) => ({ date: day.date, status: day.status })),
    slots: days.flatMap((day) => day.slots.map((slot) => ({ start: slot.start.toISOString() }))),
    ...(clockLocale && { clockLocale }),
  };
}

/**
 * /book and /ne/book with the free slots of the coming days in the page (Nepal time, until the
 * visitor's zone is known: the picker's code converts, or the visitor chooses one without script)
 * the purposes and gateways staff offer once they differ from the spec's lists, and the prices
 * staff set, each page kept while these stay the same: no rebuild after a change.
 */
export const bookPages = (
  renderer: PageRenderer,
  booking: BookingLedger,
  options: BookingOptionsStore,
  prices: () => DurationPrices,
) =>
  bilingualPage(renderer, 'book', () => {
    const bookingOptions = options.changed();
    return { bookingSlots: pageSlots(booking), meetingPrices: prices(), ...(bookingOptions && { bookingOptions }) };
  });

/**
 * The clock the visitor's browser reads (its Accept-Language's first locale, if Intl knows it): a
 * page answering their form shows times on it; pages kept for everyone use the 24-hour one.
 */
export function clockLocaleOf(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}
