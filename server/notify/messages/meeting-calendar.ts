import ICAL from 'ical.js';
import { company } from '../../../schemas/company';
import type { MeetingRecord } from '../../../schemas/meeting';
import { oneLine } from './mail-layout';
import { meetingFacts } from './meeting-facts';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarInvite {
  recordId: string;
  record: MeetingRecord;
  method: CalendarMethod;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Raised with every new message about the same booking (RFC 5546). */
  sequence: number;
  now?: Date;
}

/** One UID per booking, so a calendar replaces the tentative invite with the confirmed or cancelled one. */
export const meetingUid = (recordId: string) => `meeting-${recordId}@${new URL(company.website).hostname}`;

/** The iCalendar invite (RFC 5545/5546) for a booking, the company as organiser and the visitor as attendee. */
export function meetingCalendar(invite: CalendarInvite): string {
  const { record } = invite;
  const facts = meetingFacts(record);
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${company.name}//Meetings//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', invite.method);

  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', meetingUid(invite.recordId));
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(invite.now ?? new Date(), true));
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromJSDate(facts.start, true));
  event.updatePropertyWithValue('duration', ICAL.Duration.fromSeconds(facts.minutes * 60));
  event.updatePropertyWithValue('sequence', invite.sequence);
  event.updatePropertyWithValue('status', invite.status);
  event.updatePropertyWithValue('summary', `${record.Purpose} with ${company.name}`);
  event.updatePropertyWithValue('location', record['Meeting Gateway']);
  event.updatePropertyWithValue(
    'description',
    [
      `Purpose: ${record.Purpose}`,
      `Meeting gateway: ${record['Meeting Gateway']} (we send the link before the meeting)`,
      `Duration: ${facts.minutes} minutes, ${facts.price}`,
      `Contact ${company.name}: ${company.phone.display}, ${company.email}`,
    ].join('\n'),
  );
  const organizer = event.updatePropertyWithValue('organizer', `mailto:${company.email}`);
  organizer.setParameter('cn', company.name);
  const attendee = event.addPropertyWithValue('attendee', `mailto:${record.Email}`);
  attendee.setParameter('cn', oneLine(record.Name));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', invite.status === 'CONFIRMED' ? 'ACCEPTED' : 'NEEDS-ACTION');
  calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}
