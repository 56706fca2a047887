import type { MeetingRecord } from '../../schemas/meeting';
import {
  meetingPrices,
  refundedRequest,
  type MeetingPaymentAnswer,
  type MeetingPrices,
} from '../../schemas/payment-staff-api';
import { adminsOnly, parseInput } from '../staff/auth/staff-auth';
import { StaffApiError } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import { typedDb } from '../storage/typed-db';
import type { MeetingPayments } from './meeting-payments';
import type { MeetingPriceList } from './meeting-prices';

/**
 * The back office's part of payments: the prices per duration (admins edit them; audited), a
 * meeting's payments, and marking a refund made (audited) once a paid meeting was cancelled or declined.
 */
export const paymentStaffRoutes =
  (payments: MeetingPayments, prices: MeetingPriceList): StaffPlugin =>
  async (app, { context }) => {
    const tdb = typedDb(context.db);
    const answer = (id: string): MeetingPaymentAnswer => {
      const record = context.inbox.require('Meeting', id);
      return payments.staffView(record.id, record.fields as unknown as MeetingRecord, record.decision?.value ?? null);
    };

    app.get('/meeting-prices', async (): Promise<MeetingPrices> => prices.current());

    app.put('/meeting-prices', adminsOnly, async (request): Promise<MeetingPrices> => {
      const next = parseInput(meetingPrices, request.body);
      tdb.transaction(() => {
        prices.save(next);
        context.audit.write(request.staff.actor, { action: 'changed meeting prices' });
      });
      return prices.current();
    });

    app.get<{ Params: { id: string } }>('/records/Meeting/:id/payment', async (request) => answer(request.params.id));

    app.post<{ Params: { id: string } }>('/records/Meeting/:id/refunded', async (request) => {
      const { refunded } = parseInput(refundedRequest, request.body);
      const before = answer(request.params.id);
      if (refunded && !before.refundDue)
        throw new StaffApiError(
          409,
          'NO_REFUND_DUE',
          'Only a paid meeting that was cancelled or declined is refunded.',
        );
      tdb.transaction(() => {
        payments.setRefunded(request.params.id, refunded, request.staff.actor.name);
        context.audit.write(request.staff.actor, {
          action: refunded ? 'marked meeting refunded' : 'marked meeting not refunded',
          table: 'Meeting',
          recordId: request.params.id,
        });
      });
      context.events.emit('record', { table: 'Meeting', id: request.params.id });
      return answer(request.params.id);
    });
  };
