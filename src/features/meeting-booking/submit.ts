// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import { createRecord } from '@/lib/api-client';
import { meetingIcs } from './meeting-ics';

export { meetingRecord as schema } from '@schemas/meeting';

/** Books the meeting; the answer is the calendar file for the 'Add to calendar' link and the slot booked. */
export async function send(record: MeetingRecord, honeypot: string) {
  await createRecord(meetingTable, record, honeypot);
  return { ics: meetingIcs(record), date: record['Preferred date'], time: record['Preferred Time'] };
}
