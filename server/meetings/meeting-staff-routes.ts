import {
  decisionRequest,
  paidRequest,
  paymentInstructions,
  type MeetingLifeView,
  type RecordDetailAnswer,
} from '../../schemas/staff-api';
import type { MediaStore } from '../content/media/media-store';
import { adminsOnly, parseInput } from '../staff/auth/staff-auth';
import { StaffApiError } from '../staff/staff-api-error';
import { patchRecord } from '../staff/inbox/patch-record';
import { recordDetail } from '../staff/inbox/record-detail';
import type { StaffPlugin } from '../staff/staff-context';
import { asDecidedMeeting, type MeetingCommands } from './meeting-commands';
import type { MeetingLife } from './meeting-life';
import { typedDb } from '../storage/typed-db';

/**
 * The back office's part of meetings: a meeting's decision (Confirm, Decline, Cancel, Done,
 * No-show) and status, the payment instructions every paid meeting's confirmation carries (admins edit them),
 * and marking a meeting paid. All audited.
 */
export const meetingStaffRoutes =
  (commands: MeetingCommands, life: MeetingLife, media: MediaStore): StaffPlugin =>
  async (app, { context }) => {
    const tdb = typedDb(context.db);
    app.post<{ Params: { id: string } }>(
      '/records/Meeting/:id/decision',
      async (request): Promise<RecordDetailAnswer> => {
        const { decision, ...details } = parseInput(decisionRequest, request.body);
        const record = context.inbox.require('Meeting', request.params.id);
        commands.decide(record, decision, details, {
          actor: request.staff.actor,
          userId: request.staff.user?.id ?? null,
        });
        const updated = context.inbox.require('Meeting', record.id);
        context.events.emit('record', { table: 'Meeting', id: record.id });
        return recordDetail(context, updated);
      },
    );

    // Spam frees a meeting's time; leaving Spam takes it back.
    app.patch<{ Params: { id: string } }>('/records/Meeting/:id', async (request) =>
      patchRecord(context, request, { table: 'Meeting', id: request.params.id }, (record, from, to) =>
        commands.statusChanged(asDecidedMeeting(record), from, to),
      ),
    );

    app.get('/payment-instructions', async () => {
      return life.paymentInstructions();
    });

    app.put('/payment-instructions', adminsOnly, async (request) => {
      const instructions = parseInput(paymentInstructions, request.body);
      // The QR image must be one the media pipeline made (checked by its bytes, re-encoded) and still keeps.
      if (instructions.qr && !(await media.has(instructions.qr)))
        throw new StaffApiError(422, 'INVALID_QR', 'The QR image is not on this site any more: upload it again');
      tdb.transaction(() => {
        life.savePaymentInstructions(instructions);
        context.audit.write(request.staff.actor, { action: 'changed payment instructions' });
      });
      return instructions;
    });

    app.post<{ Params: { id: string } }>('/records/Meeting/:id/paid', async (request): Promise<MeetingLifeView> => {
      const { paid } = parseInput(paidRequest, request.body);
      const record = context.inbox.require('Meeting', request.params.id);
      tdb.transaction(() => {
        life.setPaid(record.id, paid, request.staff.actor.name);
        context.audit.write(request.staff.actor, {
          action: paid ? 'marked meeting paid' : 'marked meeting not paid',
          table: 'Meeting',
          recordId: record.id,
        });
      });
      context.events.emit('record', { table: 'Meeting', id: record.id });
      return life.view(record.id);
    });
  };
