import { describe, expect, it } from 'vitest';
import type { MeetingRecord } from '@schemas/meeting';
import { site } from '@/config/site';
import { nepalInstant } from '@schemas/rules';
import { meetingIcs } from './meeting-ics';

const record: MeetingRecord = {
  Name: 'सीता शर्मा',
  Email: 'sita@example.com',
  Phone: '',
  Country: 'Nepal',
  'Preferred date': '2026-12-01',
  'Preferred Time': '10:30',
  'Organisation Type': 'Government',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Google Meet',
  'Additional Notes': '',
};

describe('meeting .ics', () => {
  it('reads the chosen date and time as Nepal time (UTC+05:45)', () => {
    expect(nepalInstant(record['Preferred date'], record['Preferred Time']).toISOString()).toBe(
      '2026-12-01T04:45:00.000Z',
    );
  });

  it('is a valid calendar with the start, the duration, the gateway and our contact', () => {
    const ics = meetingIcs(record, new Date('2026-11-22T00:00:00Z'));
    const unfolded = ics.replace(/\r\n /g, '');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTAMP:20261122T000000Z');
    expect(lines).toContain('DTSTART:20261201T044500Z');
    expect(lines).toContain('DTEND:20261201T051500Z');
    expect(lines).toContain('LOCATION:Google Meet');
    expect(lines).toContain(`SUMMARY:Data Analysis with ${site.name}`);
    expect(lines).toContain(`ORGANIZER;CN="${site.name}":mailto:${site.email}`);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Meeting Gateway: Google Meet\\n');
    expect(description).toContain(`Booked by: सीता शर्मा <sita@example.com>`);
    expect(description).toContain(`${site.phone.display}\\, ${site.email}`);
    expect(lines.filter((line) => /^(BEGIN|END):VEVENT$/.test(line))).toEqual(['BEGIN:VEVENT', 'END:VEVENT']);
  });
});
