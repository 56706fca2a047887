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
 * The wall time of `instant` in `timeZone` on `locale`'s own clock: '5:15 AM' for en-US, '5:15' for
 * en-GB, '५:१५' for ne-NP.
 */
export function clockTime(instant: Date, timeZone: string, locale: string): string {
  return dateFormatter(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
}
