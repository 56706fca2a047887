import { dateInWords } from './date-in-words';
import { nepalInstant } from './nepal-time';
import { formatDateNe } from './nepali-dates';
import { nepaliDigits } from './nepali-digits';
import { foreignZone, zoneName } from './zone-name';
import { clockTime, isLocaleTag, readsTwentyFourHours, zonedDateTime } from './zoned-time';

/**
 * The wall time of `instant` in the visitor's zone on the clock they read: '5:15 AM', '05:15', '०५:१५'.
 * English takes the 12-hour clock with AM/PM unless the visitor's browser language (the Meeting's
 * `Visitor Locale`) reads a 24-hour one: 'en-GB', 'de-DE' get '05:15'; without it, AM/PM, read the
 * same way by those used to either clock, where a 24-hour '17:15' is misread by many used to 12.
 * Only the locale's clock is taken, never its words or digits, so an English message stays English.
 * Nepali keeps the 24-hour clock its pages write.
 */
export const visitorClock = (instant: Date, zone: string, lang: 'en' | 'ne', locale?: string) =>
  lang === 'ne'
    ? nepaliDigits(zonedDateTime(instant, zone).time)
    : clockTime(instant, zone, locale && isLocaleTag(locale) && readsTwentyFourHours(locale) ? 'en-GB' : 'en-US');

/**
 * When a meeting is, told to its visitor: in their own zone first (the Meeting's `Visitor Time
 * Zone`), Nepal time second; without a zone, or in Nepal, in Nepal time alone as it always was.
 * English gives the visitor's time on their clock ('11:15 PM', or '23:15' for en-GB), Nepali on the
 * 24-hour one in Devanagari digits. `full` for a message's body and the manage page, `short` for
 * subjects and lists of times. `locale`: the Meeting's `Visitor Locale`, whose clock English reads.
 */
export function meetingWhen(
  nepal: { date: string; time: string },
  zone: string | undefined,
  lang: 'en' | 'ne',
  form: 'full' | 'short',
  locale?: string,
): string {
  const { date, time } = nepal;
  const visitor = foreignZone(zone);
  if (lang === 'ne') {
    const nepalFull = `${formatDateNe(date, true)}, ${nepaliDigits(time)} बजे (नेपाल समय, UTC+05:45)`;
    if (!visitor) return form === 'full' ? nepalFull : `${formatDateNe(date)}, ${nepaliDigits(time)} बजे`;
    const start = nepalInstant(date, time);
    const local = zonedDateTime(start, visitor);
    const theirs = `${visitorClock(start, visitor, 'ne')} बजे (${zoneName(visitor, 'ne')})`;
    if (form === 'full') return `${formatDateNe(local.date, true)}, ${theirs}; ${nepalFull}`;
    const nepalDay = local.date === date ? '' : `${formatDateNe(date)}, `;
    return `${formatDateNe(local.date)}, ${theirs}; नेपाल समय ${nepalDay}${nepaliDigits(time)} बजे`;
  }
  const nepalFull = `${dateInWords(date, true)}, ${time} Nepal time (UTC+05:45)`;
  if (!visitor) return form === 'full' ? nepalFull : `${dateInWords(date, true)}, ${time} Nepal time`;
  const start = nepalInstant(date, time);
  const local = zonedDateTime(start, visitor);
  const theirs = `${dateInWords(local.date, true)}, ${visitorClock(start, visitor, 'en', locale)} ${zoneName(visitor)}`;
  if (form === 'full') return `${theirs}; ${nepalFull}`;
  const nepalDay = local.date === date ? '' : `${dateInWords(date, true).split(',')[0]} `;
  return `${theirs} (${nepalDay}${time} Nepal time)`;
}
