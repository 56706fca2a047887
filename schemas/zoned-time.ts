/**
 * An instant's calendar date and wall time in any IANA time zone, through Intl (the browser's and
 * Node's own time zone data), so the booking page can show a Nepal slot in the visitor's zone
 * without a time zone library.
 */
import { dateFormatter } from './date-formatter';

const formatter = (timeZone: string) =>
  dateFormatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The date (YYYY-MM-DD) and time (HH:MM) `instant` reads as in `timeZone`. */
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (Adelaide in summer: 630; New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = zonedDateTime(instant, timeZone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** Whether the runtime knows a time zone name (what a visitor picks or the browser reports). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall time of `instant` in `timeZone` on `locale`'s own clock: '5:15 AM' for en-US, '05:15' for
 * en-GB, '०५:१५' for ne-NP (a 24-hour clock's hour has two digits, as those who read one write it).
 */
export function clockTime(instant: Date, timeZone: string, locale: string): string {
  const hour = readsTwentyFourHours(locale) ? '2-digit' : 'numeric';
  // Some ICU versions put a narrow no-break space before AM/PM, which plain-text mail and tests read as another character.
  return dateFormatter(locale, { timeZone, hour, minute: '2-digit' })
    .format(instant)
    .replace(/\u202f/g, ' ');
}

/** Whether `locale` reads the time on a 24-hour clock (en-GB, de, ne), not a 12-hour one with AM/PM (en-US, hi). */
export function readsTwentyFourHours(locale: string): boolean {
  const { hourCycle } = dateFormatter(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24';
}

/**
 * Whether a browser's language (`navigator.language`) is a well-formed BCP-47 tag of at most 35
 * characters (the length RFC 5646 asks every reader to accept): anything else is not a language.
 */
export function isLocaleTag(tag: string): boolean {
  if (tag.length > 35 || !/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
