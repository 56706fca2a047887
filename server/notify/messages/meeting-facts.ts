import { dateInWords } from '../../../schemas/date-in-words';
import type { MeetingRecord } from '../../../schemas/meeting';
import { meetingDuration, meetingSpan } from '../../../schemas/meeting-calendar';
import { bookedPrice, priceText, type DurationPrice } from '../../../schemas/meeting-price-text';
import { foreignZone, zoneName } from '../../../schemas/zone-name';
import { zonedDateTime } from '../../../schemas/zoned-time';

const small = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const number = (n: number) => (n <= 20 ? small[n] : `twenty-${small[n - 20]}`);
const minutesWord = (n: number) => `${number(n)} minute${n === 1 ? '' : 's'}`;

function partOfDay(hour: number): string {
  if (hour >= 5 && hour < 12) return 'in the morning';
  if (hour >= 12 && hour < 17) return 'in the afternoon';
  if (hour >= 17 && hour < 21) return 'in the evening';
  return 'at night';
}

/** "half past ten in the morning", "quarter to one in the afternoon", "noon". */
export function timeInWords(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  if (minute === 0 && hour === 12) return 'noon';
  if (minute === 0 && hour === 0) return 'midnight';
  const next = (hour + 1) % 24;
  const clock = (h: number) => number(h % 12);
  if (minute === 0) return `${clock(hour)} o'clock ${partOfDay(hour)}`;
  if (minute <= 30) {
    const lead = minute === 15 ? 'quarter' : minute === 30 ? 'half' : minutesWord(minute);
    return `${lead} past ${clock(hour)} ${partOfDay(hour)}`;
  }
  const lead = minute === 45 ? 'quarter' : minutesWord(60 - minute);
  const to = next === 0 ? 'midnight' : next === 12 ? 'noon' : `${clock(next)} ${partOfDay(hour)}`;
  return `${lead} to ${to}`;
}

/**
 * What the e-mails say about a booked meeting, in Nepal time; `inWords` (and `visitorWhen`) in the visitor's own time
 * when the record has their zone ("quarter past eleven at night on Monday, 30 November 2026, New
 * York time"), so a time in words is never read as theirs when it is Nepal's. `price`: as staff priced
 * the meeting (undefined for a message queued before prices were kept: the duration's default).
 */
export function meetingFacts(
  record: Pick<MeetingRecord, 'Preferred date' | 'Preferred Time' | 'Meeting Duration' | 'Visitor Time Zone'>,
  price?: DurationPrice | null,
) {
  const date = record['Preferred date'];
  const time = record['Preferred Time'];
  const day = dateInWords(date, true);
  const duration = meetingDuration(record['Meeting Duration']);
  const start = meetingSpan(record).start;
  const zone = foreignZone(record['Visitor Time Zone']);
  const visitor = zone && zonedDateTime(start, zone);
  return {
    start,
    minutes: duration.minutes,
    /** What the visitor was asked to pay, as staff priced it: "NPR 6,500 (about USD 49)", "Free". */
    price: priceText(bookedPrice(record['Meeting Duration'], price), 'en'),
    /** "Tuesday, 1 December 2026, 10:30 Nepal time (UTC+05:45)" */
    when: `${day}, ${time} Nepal time (UTC+05:45)`,
    /** "half past ten in the morning on Tuesday, 1 December 2026" */
    inWords: visitor
      ? `${timeInWords(visitor.time)} on ${dateInWords(visitor.date, true)}, ${zoneName(zone)}`
      : `${timeInWords(time)} on ${day}`,
    short: `${day}, ${time}`,
    /** The visitor's own day and time when their zone is not Nepal's: "Monday, 30 November 2026, 23:45 New York time". */
    visitorWhen: visitor ? `${dateInWords(visitor.date, true)}, ${visitor.time} ${zoneName(zone)}` : undefined,
  };
}
