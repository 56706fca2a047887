import type { FastifyRequest } from 'fastify';
import {
  recordPatch,
  recordStatusLabels,
  type RecordDetailAnswer,
  type RecordStatus,
} from '../../../schemas/staff-api';
import { parseInput } from '../auth/staff-auth';
import { StaffApiError } from '../staff-api-error';
import type { StaffContext } from '../staff-context';
import type { InboxRecord } from './inbox-store';
import { recordDetail } from './record-detail';
import { typedDb } from '../../storage/typed-db';

/** A room's own step when a record changes status, inside that transaction: a throw undoes the whole change. */
export type StatusStep = (record: InboxRecord, from: RecordStatus, to: RecordStatus) => void;

/** Staff set a record's status and/or assignee, audited, in one transaction; answers the record's page. */
export function patchRecord(
  context: StaffContext,
  request: FastifyRequest,
  where: { table: string; id: string },
  statusStep?: StatusStep,
): RecordDetailAnswer {
  const { inbox, audit } = context;
  const patch = parseInput(recordPatch, request.body);
  const record = inbox.require(where.table, where.id);
  if (patch.assigneeId) {
    const assignee = context.accounts.get(patch.assigneeId);
    if (!assignee || assignee.disabled)
      throw new StaffApiError(422, 'INVALID_REQUEST', 'assigneeId: no active account has this id');
  }
  typedDb(context.db).transaction(() => {
    if (patch.status) {
      inbox.setStatus(record.seq, patch.status);
      if (patch.status !== record.status) statusStep?.(record, record.status, patch.status);
      audit.write(request.staff.actor, {
        action: `set status ${recordStatusLabels[patch.status]}`,
        table: record.table,
        recordId: record.id,
      });
    }
    if (patch.assigneeId !== undefined) {
      inbox.setAssignee(record.seq, patch.assigneeId);
      const name = patch.assigneeId ? context.accounts.get(patch.assigneeId)?.name : undefined;
      audit.write(request.staff.actor, {
        action: name ? 'assigned' : 'unassigned',
        table: record.table,
        recordId: record.id,
        detail: name ?? null,
      });
    }
  });
  const updated = inbox.require(record.table, record.id);
  context.events.emit('record', { table: updated.table, id: updated.id });
  return recordDetail(context, updated);
}
