// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
import { meetingCalendar, meetingSpan } from '@schemas/meeting-calendar';
import { zonedDateTime } from '@schemas/zoned-time';
import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import { createRecord } from '@/lib/api-client';

export { meetingRecordFor } from '@schemas/meeting';

/**
 * Books the meeting; the answer is the calendar file for the 'Add to calendar' link, the same event
 * (UID, time, SEQUENCE 0) as the invitation e-mailed for this record, and the slot requested.
 */
export async function send(record: MeetingRecord, honeypot: string, purposeNe?: string) {
  // The page's language reaches the gateway beside the record (its e-mails), not in the spec's fields.
  const language = document.documentElement.lang.startsWith('ne') ? 'ne' : 'en';
  const created = await createRecord(meetingTable, record, honeypot, language);
  const ics = meetingCalendar({
    recordId: created.id,
    record,
    method: 'PUBLISH',
    status: 'TENTATIVE',
    sequence: 0,
    reader: 'visitor',
    now: new Date(),
    lang: language,
    purposeNe,
  });
  // The requested time as the visitor's own clock reads it, beside Nepal's (none for a visitor in Nepal).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local =
    zone && zone !== 'Asia/Kathmandu' ? { ...zonedDateTime(meetingSpan(record).start, zone), zone } : undefined;
  return { ics, date: record['Preferred date'], time: record['Preferred Time'], local };
}
