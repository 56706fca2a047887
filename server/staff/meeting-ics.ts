import { meetingDurations } from '../../schemas/options';
import { nepalInstant } from '../../schemas/nepal-time';
import type { Fields } from '../tables/record-store';

/** iCalendar text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: unknown) =>
  String(value ?? '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  while (rest.length > 75) {
    let cut = parts.length ? 74 : 75;
    while ((rest[cut] & 0xc0) === 0x80) cut--;
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
}

/**
 * The booked meeting as an .ics event for staff calendars. Written here rather than with a
 * calendar library: one event with a handful of properties, and no such library is a runtime
 * dependency of the gateway.
 */
export function meetingIcs(record: { id: string; fields: Fields }, host: string): string {
  const { fields } = record;
  const start = nepalInstant(String(fields['Preferred date']), String(fields['Preferred Time']));
  const minutes = meetingDurations.find((d) => d.value === fields['Meeting Duration'])?.minutes ?? 30;
  const description = [
    `Purpose: ${String(fields.Purpose ?? '')}`,
    `Organisation: ${String(fields['Organisation Type'] ?? '')}`,
    `Gateway: ${String(fields['Meeting Gateway'] ?? '')}`,
    `Phone: ${String(fields.Phone ?? '')}`,
    `Country: ${String(fields.Country ?? '')}`,
    `Notes: ${String(fields['Additional Notes'] ?? '')}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//IMS//Back office//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${record.id}@${host}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + minutes * 60_000))}`,
    `SUMMARY:${text(`Meeting with ${String(fields.Name ?? '')}`)}`,
    `DESCRIPTION:${text(description)}`,
    `ATTENDEE;CN=${text(fields.Name).replace(/[":]/g, '')}:mailto:${String(fields.Email ?? '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
