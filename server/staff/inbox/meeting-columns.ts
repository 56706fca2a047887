import { addDays, nepalDateTime, weekday } from '../../../schemas/booking-slots';
import { meetingState, meetingStateLabels } from '../../../schemas/meeting-states';
import { nepalInstant, nepalToday } from '../../../schemas/nepal-time';
import { paymentProviderNames, paymentStateLabels } from '../../../schemas/payment-staff-api';
import type { RecordListQuery } from '../../../schemas/staff-api';
import type { InboxFilter, InboxRecord } from './inbox-store';

/** The span of meeting start times a `when` filter keeps, as of `now` (Nepal days, weeks Sunday to Saturday). */
export function meetingsWhen(
  when: NonNullable<RecordListQuery['when']>,
  now: Date,
): Pick<InboxFilter, 'table' | 'slotFrom' | 'slotTo'> {
  const today = nepalToday(now);
  const dayStart = (date: string) => nepalInstant(date, '00:00').getTime();
  const week = addDays(today, -weekday(today));
  const spans = {
    today: { slotFrom: dayStart(today), slotTo: dayStart(addDays(today, 1)) },
    tomorrow: { slotFrom: dayStart(addDays(today, 1)), slotTo: dayStart(addDays(today, 2)) },
    week: { slotFrom: dayStart(week), slotTo: dayStart(addDays(week, 7)) },
    upcoming: { slotFrom: now.getTime() },
    past: { slotTo: now.getTime() },
  };
  return { table: 'Meeting', ...spans[when] };
}

/** A meeting's state and booked time (Nepal), for the CSV; empty for other records. */
export function meetingCells(record: InboxRecord): string[] {
  if (record.table !== 'Meeting') return ['', ''];
  const start = record.slot && nepalDateTime(new Date(record.slot.start));
  const end = record.slot && nepalDateTime(new Date(record.slot.end));
  return [
    meetingStateLabels[meetingState(record.decision)],
    start && end ? `${start.date} ${start.time}–${end.time}` : '',
  ];
}

/** The CSV's payment columns for meetings, after the record's own fields. */
export const paymentHeadings = ['Payment', 'Amount (NPR)', 'Paid with', 'Transaction ID', 'Paid at'];

/** A paid meeting's payment, for the CSV; empty for other records and free meetings. */
export function paymentCells(record: InboxRecord): string[] {
  const payment = record.payment;
  if (!payment) return paymentHeadings.map(() => '');
  return [
    paymentStateLabels[payment.state],
    String(payment.owed / 100),
    payment.provider ? paymentProviderNames[payment.provider] : '',
    payment.transactionId ?? '',
    payment.paidAt ?? '',
  ];
}
