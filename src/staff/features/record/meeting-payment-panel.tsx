import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nprText } from '@schemas/meeting-price-text';
import { paymentProviderNames, type MeetingPaymentAnswer } from '@schemas/payment-staff-api';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-error';
import { formatInstant } from '../../lib/format-time';
import { recordsKey } from '../../lib/query-keys';
import { fetchMeetingPayment, markRefunded } from './record-api';

/** The panel's query: a decision (a cancel, a decline) changes whether a refund is due. */
export const meetingPaymentKey = (recordId: string) => ['meeting-payment', recordId] as const;

/** A paid meeting's money as staff see it; shared by the panel and the meeting's price line. */
export const useMeetingPayment = (recordId: string, enabled = true) =>
  useQuery<MeetingPaymentAnswer, ApiError>({
    queryKey: meetingPaymentKey(recordId),
    queryFn: () => fetchMeetingPayment(recordId),
    enabled,
  });

const stateText = { started: 'started', pending: 'pending at the wallet', paid: 'paid', failed: 'not completed' };

/**
 * A paid meeting's money: what it owes, each online attempt (wallet, amount, transaction id, time),
 * a warning when the visitor has no way to pay, and a refund due once a paid meeting is off.
 */
export function MeetingPaymentPanel({ recordId }: { recordId: string }) {
  const queryClient = useQueryClient();
  const key = meetingPaymentKey(recordId);
  const payment = useMeetingPayment(recordId);
  const refund = useMutation<MeetingPaymentAnswer, ApiError, boolean>({
    mutationFn: (value) => markRefunded(recordId, value),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
    },
  });
  const data = payment.data;
  if (!data || data.owed === null) return null;
  const noWayToPay = !data.paid && data.wallets.length === 0 && !data.instructions;
  return (
    <section aria-label="Payment" className="mt-3 flex flex-col gap-2 text-sm">
      <p>
        Owes {nprText(data.owed)}: <strong>{data.paid ? 'paid' : 'not paid yet'}</strong>.
      </p>
      {noWayToPay && (
        <p role="alert" className="rounded-lg bg-amber-50 p-2 text-amber-900">
          No way to pay is set up: no Khalti or eSewa, and no payment instructions. A confirmation will only tell the
          visitor that we will say how to pay. Write the instructions under Settings, Payment, before confirming.
        </p>
      )}
      {data.payments.length > 0 && (
        <ul className="flex flex-col gap-1">
          {data.payments.map((attempt) => (
            <li key={attempt.id}>
              {paymentProviderNames[attempt.provider]}, {nprText(attempt.amount)}: {stateText[attempt.state]}
              {attempt.transactionId ? `, transaction ${attempt.transactionId}` : ''},{' '}
              {formatInstant(attempt.paidAt ?? attempt.startedAt)}
            </li>
          ))}
        </ul>
      )}
      {data.refundDue && (
        <p role="status" className="font-semibold text-red-800">
          Refund due: refund it from the wallet’s merchant dashboard, then mark it refunded.
        </p>
      )}
      {data.refunded && (
        <p>
          Refunded, marked {formatInstant(data.refunded.at)}
          {data.refunded.by ? ` by ${data.refunded.by}` : ''}.
        </p>
      )}
      {(data.refundDue || data.refunded) && (
        <div>
          <Button size="sm" variant="outline" onClick={() => refund.mutate(!data.refunded)} disabled={refund.isPending}>
            {data.refunded ? 'Undo refunded' : 'Mark refunded'}
          </Button>
          {refund.isError && <span className="ml-2 text-red-700">Not saved: {refund.error.message}</span>}
        </div>
      )}
    </section>
  );
}
