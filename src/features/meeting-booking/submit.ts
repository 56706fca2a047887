// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
import { meetingCalendar } from '@schemas/meeting-calendar';
import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import { createRecord } from '@/lib/api-client';

export { meetingRecord as schema } from '@schemas/meeting';

/**
 * Books the meeting; the answer is the calendar file for the 'Add to calendar' link, the same event
 * (UID, time, SEQUENCE 0) as the invitation e-mailed for this record, and the slot booked.
 */
export async function send(record: MeetingRecord, honeypot: string) {
  const created = await createRecord(meetingTable, record, honeypot);
  const ics = meetingCalendar({
    recordId: created.id,
    record,
    method: 'PUBLISH',
    status: 'TENTATIVE',
    sequence: 0,
    reader: 'visitor',
    now: new Date(),
  });
  return { ics, date: record['Preferred date'], time: record['Preferred Time'] };
}
