import type { RecordDetailAnswer } from '../../../schemas/staff-api';
import type { StaffContext } from '../staff-context';
import type { InboxRecord } from './inbox-store';
import { recordAttachments } from './record-attachments';

/** A record as lists show it: without its place in the inbox's order. */
export const recordSummary = ({ seq: _seq, ...record }: InboxRecord) => record;

/** A record's page: the record, its notes, its files and (a Meeting) its life after booking. */
export const recordDetail = (context: StaffContext, record: InboxRecord): RecordDetailAnswer => ({
  record: recordSummary(record),
  notes: context.inbox.notes(record.seq),
  attachments: recordAttachments(record.fields, context.options.uploads),
  ...(record.table === 'Meeting' && context.options.meetingLife
    ? { meetingLife: context.options.meetingLife(record.id) }
    : {}),
});
