// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
import { meetingCalendar } from '@schemas/meeting-calendar';
import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import type { MeetingPayment } from '@schemas/meeting-payment';
import { createRecord } from '@/lib/api-client';

export { meetingRecordFor } from '@schemas/meeting';

/** What the gateway's book answer may carry beyond the record: a paid meeting's payment, while a wallet is configured. */
export interface BookAnswer {
  payment?: MeetingPayment;
}

/**
 * Books the meeting; the answer is the calendar file for the 'Add to calendar' link, the same event
 * (UID, time, SEQUENCE 0) as the invitation e-mailed for this record, the record as booked (the
 * confirmation shows it), the page's language, and the ways to pay the gateway offered, if any.
 */
export async function send(record: MeetingRecord, honeypot: string, purposeNe?: string) {
  // The page's language reaches the gateway beside the record (its e-mails), not in the spec's fields.
  const language: 'en' | 'ne' = document.documentElement.lang.startsWith('ne') ? 'ne' : 'en';
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
  return { ics, record, lang: language, payment: (created as BookAnswer).payment };
}
