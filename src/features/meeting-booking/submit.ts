// What only a submit needs (zod, axios, the .ics writer): loaded after the page renders, so
// it stays off the page's first load.
import { meetingCalendar } from '@schemas/meeting-calendar';
import { meetingTable, type MeetingRecord } from '@schemas/meeting';
import type { MeetingPayment } from '@schemas/meeting-payment';
import { durationPrice, type DurationPrices } from '@schemas/meeting-price-text';
import { createRecord } from '@/lib/api-client';

export { meetingRecordFor } from '@schemas/meeting';

/** What the gateway's book answer may carry beyond the record: a paid meeting's payment, while a wallet is configured. */
export interface BookAnswer {
  payment?: MeetingPayment;
}

/**
 * Books the meeting; the answer is the calendar file for the 'Add to calendar' link, the same event
 * (UID, time, SEQUENCE 0) as the invitation e-mailed for this record, the record as booked (the
 * confirmation shows it), the page's language, the ways to pay the gateway offered, if any, and the
 * price the visitor is asked: what the gateway says is due, else the page's price for the duration.
 */
export async function send(record: MeetingRecord, honeypot: string, prices: DurationPrices, purposeNe?: string) {
  // The page's language reaches the gateway beside the record (its e-mails), not in the spec's fields.
  const language: 'en' | 'ne' = document.documentElement.lang.startsWith('ne') ? 'ne' : 'en';
  const created = await createRecord(meetingTable, record, honeypot, language);
  const { payment } = created as BookAnswer;
  const price = payment
    ? { paisa: payment.amount, usd: payment.usd }
    : durationPrice(record['Meeting Duration'], prices);
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
    price,
  });
  return { ics, record, lang: language, payment, price };
}
