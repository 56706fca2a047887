import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { company } from './company';
import type { MeetingRecord } from './meeting';
import {
  calendarParameter,
  calendarText,
  meetingCalendar,
  meetingDuration,
  type MeetingEvent,
} from './meeting-calendar';

const record: MeetingRecord = {
  Name: 'सीता "Sita" शर्मा',
  Email: 'sita@example.com',
  Phone: '9800000000',
  Country: 'Nepal',
  'Preferred date': '2026-12-01',
  'Preferred Time': '10:30',
  'Organisation Type': 'Government',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Google Meet',
  'Additional Notes': 'First line\nsecond; third, fourth\rfifth\r\nsixth \\ end',
};

const write = (overrides: Partial<MeetingEvent> = {}) =>
  meetingCalendar({
    recordId: 'recAbcdefghijklmn',
    record,
    method: 'REQUEST',
    status: 'TENTATIVE',
    sequence: 0,
    reader: 'staff',
    now: new Date('2026-11-22T00:00:00Z'),
    ...overrides,
  });

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
};

describe('the meeting calendar writer', () => {
  it('reads the chosen date and time as Nepal time (UTC+05:45) and the duration from the option list', () => {
    const { event } = parse(write());
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T04:45:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T05:15:00.000Z');
    expect(event.uid).toBe(`meeting-recAbcdefghijklmn@${new URL(company.website).hostname}`);
  });

  it('counts a duration outside the option list as the free 15 minutes, as every writer does', () => {
    expect(meetingDuration('45 Minutes').minutes).toBe(15);
    const { event } = parse(write({ record: { ...record, 'Meeting Duration': '45 Minutes' as never } }));
    expect(event.duration.toSeconds()).toBe(15 * 60);
  });

  it('keeps every line break, semicolon, comma and backslash of a value, and folds lines at 75 octets', () => {
    const ics = write();
    expect(ics.endsWith('\r\n')).toBe(true);
    // No bare CR or LF: every line ends in CRLF, so a visitor's note cannot start a property of its own.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { event } = parse(ics);
    expect(event.description).toContain('Notes: First line\nsecond; third, fourth\nfifth\nsixth \\ end');
    expect(calendarText('a\rb\nc\r\nd')).toBe('a\\nb\\nc\\nd');
  });

  it('drops control characters other than tab from a value, which TEXT cannot hold', () => {
    expect(calendarText('Sita\u000b Sharma\u0000\u0085\u007f\tnotes\nnext')).toBe('Sita Sharma\tnotes\\nnext');
    const { event } = parse(
      write({ record: { ...record, Name: 'Sita\u000b Sharma', 'Additional Notes': 'a\u0008b' } }),
    );
    expect(event.summary).toBe('Meeting with Sita Sharma');
    expect(event.description).toContain('Notes: ab');
  });

  it('quotes a parameter such as the CN and never backslash-escapes it', () => {
    expect(calendarParameter('Rai, Bikash; "B"\r\nX-INJECT:1')).toBe('"Rai, Bikash; B X-INJECT:1"');
    const { event } = parse(
      write({ record: { ...record, Name: 'Rai, Bikash; \\ "B"\nATTENDEE:mailto:x@evil.example' } }),
    );
    const attendees = event.attendees;
    expect(attendees).toHaveLength(1);
    expect(attendees[0].getParameter('cn')).toBe('Rai, Bikash; \\ B ATTENDEE:mailto:x@evil.example');
    expect(attendees[0].getFirstValue()).toBe('mailto:sita@example.com');
  });

  it('adds no parameter for a name like C;ROLE=CHAIR;RSVP=TRUE, nor a line for a bare CR in it', () => {
    for (const reader of ['staff', 'visitor'] as const) {
      const ics = write({ reader, record: { ...record, Name: 'C;ROLE=CHAIR;RSVP=TRUE\rX-INJECTED:1' } });
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const [attendee] = parse(ics).event.attendees;
      expect(attendee.getParameter('cn')).toBe('C;ROLE=CHAIR;RSVP=TRUE X-INJECTED:1');
      expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
      expect(attendee.getParameter('rsvp')).toBeUndefined();
      expect(parse(ics).event.component.getFirstProperty('x-injected')).toBeNull();
    }
  });

  it('writes the method, status and sequence it is given, for the visitor or for staff', () => {
    const visitor = parse(write({ method: 'CANCEL', status: 'CANCELLED', sequence: 2, reader: 'visitor' }));
    expect(visitor.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(visitor.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(visitor.event.sequence).toBe(2);
    expect(visitor.event.summary).toBe(`Data Analysis with ${company.name}`);
    expect(visitor.event.description).toContain(`Contact ${company.name}: ${company.phone.display}, ${company.email}`);
    const staff = parse(write());
    expect(staff.event.summary).toBe('Meeting with सीता "Sita" शर्मा');
    expect(staff.event.location).toBe('Google Meet');
  });

  it('names the visitor as attendee in an invitation only: a published file has none (RFC 5546)', () => {
    for (const method of ['REQUEST', 'CANCEL'] as const)
      expect(parse(write({ method })).event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
        'mailto:sita@example.com',
      ]);
    for (const reader of ['visitor', 'staff'] as const) {
      const published = parse(write({ method: 'PUBLISH', reader }));
      expect(published.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(published.event.attendees).toEqual([]);
      expect(published.event.organizer).toBe(`mailto:${company.email}`);
    }
  });

  it('says what the visitor was asked to pay, in NPR as staff priced it, never the spec option’s USD', () => {
    const priced = { price: { paisa: 800_000, usd: null } };
    expect(parse(write(priced)).event.description).toContain('Duration: 30 minutes, NPR 8,000');
    expect(parse(write({ ...priced, reader: 'visitor' })).event.description).toContain(
      'Duration: 30 minutes, NPR 8,000\n',
    );
    expect(parse(write({ ...priced, reader: 'visitor', lang: 'ne' })).event.description).toContain(
      'अवधि: ३० मिनेट, रु. ८,०००',
    );
    // Booked before prices were kept: the duration's default price, in NPR.
    expect(parse(write()).event.description).toContain('Duration: 30 minutes, NPR 6,500 (about USD 49)');
    for (const reader of ['staff', 'visitor'] as const)
      expect(parse(write({ reader, price: { paisa: 650_000, usd: 49 } })).event.description).not.toMatch(
        /USD 49(?!\))/,
      );
  });

  it("titles and describes a Nepali visitor's meeting in Nepali, marked as such", () => {
    const { event } = parse(write({ reader: 'visitor', lang: 'ne' }));
    expect(event.summary).toBe(`${company.name}सँग डाटा विश्लेषण`);
    expect(event.component.getFirstProperty('summary')!.getParameter('language')).toBe('ne');
    expect(event.description.split('\n')).toEqual([
      'उद्देश्य: डाटा विश्लेषण',
      'माध्यम: Google Meet (पुष्टि गर्दा हामी लिङ्क पठाउँछौँ)',
      'अवधि: ३० मिनेट, रु. ६,५०० (करिब ४९ अमेरिकी डलर)',
      `${company.name}लाई सम्पर्क: ${company.phone.display}, ${company.email}`,
    ]);
    // Staff read their own calendar in English, whatever the visitor's language.
    expect(parse(write({ lang: 'ne' })).event.summary).toBe('Meeting with सीता "Sita" शर्मा');
  });
});
