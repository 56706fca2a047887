import type { MeetingRecord } from '@schemas/meeting';
import { meetingDurations } from '@schemas/options';
import { nepalInstant } from '@schemas/nepal-time';
import { site } from '@/config/site';

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1) without splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
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

/** An iCalendar file for a booked meeting (start in Nepal time, duration, gateway, our contact). */
export function meetingIcs(record: MeetingRecord, now: Date = new Date()): string {
  const start = nepalInstant(record['Preferred date'], record['Preferred Time']);
  const minutes = meetingDurations.find((d) => d.value === record['Meeting Duration'])?.minutes ?? 15;
  const end = new Date(start.getTime() + minutes * 60_000);
  const domain = new URL(site.url).hostname;
  const description = [
    `Purpose: ${record.Purpose}`,
    `Meeting Gateway: ${record['Meeting Gateway']}`,
    `Duration: ${record['Meeting Duration']}`,
    `Booked by: ${record.Name} <${record.Email}>`,
    `Contact ${site.name}: ${site.phone.display}, ${site.email}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.name)}//Book a Meeting//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stamp(start)}-${Math.random().toString(36).slice(2, 10)}@${domain}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(`${record.Purpose} with ${site.name}`)}`,
    `LOCATION:${escapeText(record['Meeting Gateway'])}`,
    `DESCRIPTION:${escapeText(description)}`,
    `ORGANIZER;CN="${site.name.replace(/"/g, '')}":mailto:${site.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
