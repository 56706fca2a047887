import { company as defaultCompany, type Company } from './company';
import { bookedPrice, priceText, type DurationPrice } from './meeting-price-text';
import { purposeNe } from './meeting-purposes-ne';
import { nepaliDigits } from './nepali-digits';
import { meetingDurations } from './options';
import type { MeetingRecord } from './meeting';
import { nepalInstant } from './nepal-time';

/**
 * The one writer of a booked meeting as iCalendar (RFC 5545/5546), for the visitor's "Add to
 * calendar" file, the e-mailed invitations and the back office's download, so a calendar that sees
 * more than one of them keeps a single event: the same UID, start and end in each, and a SEQUENCE
 * that only grows (0 for the booking as made, one more for every later message about it).
 */

/** The chosen duration's option; a value outside the list counts as the free first option. */
export const meetingDuration = (value: string) =>
  meetingDurations.find((option) => option.value === value) ?? meetingDurations[0];

/** One UID per meeting record, on the company's own host, which stays the same whatever address serves the site. */
const meetingUid = (recordId: string) => `meeting-${recordId}@${new URL(defaultCompany.website).hostname}`;

/** Where the meeting starts and ends, from the date and time the visitor picked in Nepal time. */
export function meetingSpan(record: MeetingTimes): { start: Date; end: Date } {
  const start = nepalInstant(record['Preferred date'], record['Preferred Time']);
  return { start, end: new Date(start.getTime() + meetingDuration(record['Meeting Duration']).minutes * 60_000) };
}

type MeetingTimes = Pick<MeetingRecord, 'Preferred date' | 'Preferred Time' | 'Meeting Duration'>;

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';
export type MeetingStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface MeetingEvent {
  recordId: string;
  record: MeetingRecord;
  method: CalendarMethod;
  status: MeetingStatus;
  sequence: number;
  /** Whose calendar it is for: the visitor's (what was booked, how to reach us) or a staff member's (who booked it). */
  reader: 'visitor' | 'staff';
  /** The message's own time (DTSTAMP). */
  now: Date;
  /** The company's facts as the settings held them when the message was queued (default: schemas/company.ts). */
  company?: Company;
  /** Once staff confirm: the gateway's join link, the event's LOCATION and URL. */
  joinUrl?: string;
  /** The visitor's language (the page they booked on): their calendar's title and notes are in it. */
  lang?: 'en' | 'ne';
  /** A purpose the company added, as a Nepali reader sees it (the spec's have their names in schemas/meeting-purposes-ne.ts). */
  purposeNe?: string;
  /** What the visitor was asked to pay, as staff priced it (null: free); without it, its duration's default price. */
  price?: DurationPrice | null;
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped; CRLF, a bare LF or a bare
 * CR become \n; any other control character but tab (TEXT cannot hold one) is dropped.
 */
export const calendarText = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');

/**
 * A parameter value such as a CN (RFC 5545 3.2): always quoted, never backslash-escaped, which a
 * parameter does not know; a double quote or a control character cannot stand inside quotes, so
 * each becomes a space.
 */
export const calendarParameter = (value: string) =>
  `"${value
    .replace(/["\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()}"`;

/** A calendar address: an e-mail as a mailto URI, with nothing in it that could end the line or the value. */
const mailto = (email: string) => `mailto:${email.replace(/[\s"\p{Cc}]/gu, '')}`;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 3.1) without splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventText({ record, reader, joinUrl, lang, company = defaultCompany, purposeNe: added, price }: MeetingEvent) {
  const duration = meetingDuration(record['Meeting Duration']);
  const cost = (language: 'en' | 'ne') => priceText(bookedPrice(record['Meeting Duration'], price), language);
  if (reader === 'staff')
    return {
      summary: `Meeting with ${record.Name}`,
      description: [
        `Purpose: ${record.Purpose}`,
        `Organisation: ${record['Organisation Type']}`,
        `Gateway: ${record['Meeting Gateway']}`,
        ...(joinUrl ? [`Join: ${joinUrl}`] : []),
        `Duration: ${duration.minutes} minutes, ${cost('en')}`,
        `Phone: ${record.Phone ?? ''}`,
        `Country: ${record.Country ?? ''}`,
        `Notes: ${record['Additional Notes'] ?? ''}`,
      ],
    };
  const purposeInNepali = added ?? purposeNe(record.Purpose);
  if (lang === 'ne')
    return {
      summary: `${company.name}सँग ${purposeInNepali}`,
      description: [
        `उद्देश्य: ${purposeInNepali}`,
        joinUrl
          ? `${record['Meeting Gateway']} मा जोडिनुहोस्: ${joinUrl}`
          : `माध्यम: ${record['Meeting Gateway']} (पुष्टि गर्दा हामी लिङ्क पठाउँछौँ)`,
        `अवधि: ${nepaliDigits(duration.minutes)} मिनेट, ${cost('ne')}`,
        `${company.name}लाई सम्पर्क: ${company.phone.display}, ${company.email}`,
      ],
    };
  return {
    summary: `${record.Purpose} with ${company.name}`,
    description: [
      `Purpose: ${record.Purpose}`,
      joinUrl
        ? `Join on ${record['Meeting Gateway']}: ${joinUrl}`
        : `Meeting gateway: ${record['Meeting Gateway']} (we send the link when we confirm)`,
      `Duration: ${duration.minutes} minutes, ${cost('en')}`,
      `Contact ${company.name}: ${company.phone.display}, ${company.email}`,
    ],
  };
}

/**
 * The meeting as an iCalendar object with one event, the company as organiser and, in an invitation
 * (REQUEST, CANCEL), the visitor as attendee: a published file (PUBLISH: the download, the staff
 * feed) names no attendee (RFC 5546 3.2.1).
 */
export function meetingCalendar(event: MeetingEvent): string {
  const { start, end } = meetingSpan(event.record);
  const company = event.company ?? defaultCompany;
  const { summary, description } = eventText(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendarText(company.name)}//Meetings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${meetingUid(event.recordId)}`,
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY${event.lang === 'ne' && event.reader === 'visitor' ? ';LANGUAGE=ne' : ''}:${calendarText(summary)}`,
    `LOCATION:${calendarText(event.joinUrl ?? event.record['Meeting Gateway'])}`,
    // A URI value (RFC 5545 3.3.13) is not escaped; a checked https link has no line break in it.
    ...(event.joinUrl ? [`URL:${event.joinUrl.replace(/[\s\p{Cc}]/gu, '')}`] : []),
    `DESCRIPTION:${calendarText(description.join('\n'))}`,
    `ORGANIZER;CN=${calendarParameter(company.name)}:${mailto(company.email)}`,
    ...(event.method === 'PUBLISH'
      ? []
      : [
          `ATTENDEE;CN=${calendarParameter(event.record.Name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.status === 'CONFIRMED' ? 'ACCEPTED' : 'NEEDS-ACTION'}:${mailto(event.record.Email)}`,
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
