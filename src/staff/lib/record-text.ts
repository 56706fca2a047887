import { nepalDateTime } from '@schemas/booking-slots';
import type { RecordSummary } from '@schemas/staff-api';
import { meetingTimes } from './format-time';
import { phoneLinks } from './phone-links';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The person a submission is from, as the list and the record page title show it. */
export function submitterName(record: Pick<RecordSummary, 'table' | 'fields'>) {
  const { fields } = record;
  const name =
    record.table === 'Meeting'
      ? text(fields.Name)
      : `${text(fields['First Name'])} ${text(fields['Last Name'])}`.trim();
  return name || '(no name)';
}

/** The number to call back, with its links. */
export function recordPhone(record: Pick<RecordSummary, 'table' | 'fields'>) {
  const { fields } = record;
  if (record.table === 'Request-Callback') return phoneLinks(fields['Phone No']);
  if (record.table === 'Meeting') return phoneLinks(fields.Phone);
  return phoneLinks(fields['Phone Number'], '+977');
}

/** One line telling submissions apart in a list. */
export function recordSummaryLine(record: Pick<RecordSummary, 'table' | 'fields' | 'slot'>) {
  const { fields } = record;
  if (record.table === 'Meeting') {
    // The booked time as the ledger holds it (a reschedule moves it), else as the visitor asked.
    const booked = record.slot && nepalDateTime(new Date(record.slot.start));
    const when = booked
      ? meetingTimes(booked.date, booked.time)
      : meetingTimes(fields['Preferred date'], fields['Preferred Time']);
    return [when && `${when.nepal}`, text(fields['Meeting Duration'])].filter(Boolean).join(' · ');
  }
  if (record.table === 'Career')
    return [text(fields['Highest Education']), text(fields['Name of School/University'])].filter(Boolean).join(' · ');
  return recordPhone(record)?.display ?? '';
}
