import { paymentProviderNames, paymentStateLabels, type PaymentState } from '@schemas/payment-names';
import type { RecordSummary } from '@schemas/staff-api';

const tones: Record<PaymentState, string> = {
  unpaid: 'bg-slate-100 text-slate-800',
  paid: 'bg-green-100 text-green-900',
  'refund-due': 'bg-red-100 text-red-900',
  refunded: 'bg-slate-100 text-slate-700',
};

/** A paid meeting's payment in the list: Unpaid, Paid (with the wallet), Refund due or Refunded. */
export function PaymentBadge({ record }: { record: RecordSummary }) {
  const payment = record.payment;
  if (!payment) return null;
  const wallet = payment.state === 'paid' && payment.provider ? ` · ${paymentProviderNames[payment.provider]}` : '';
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[payment.state]}`}>
      {paymentStateLabels[payment.state]}
      {wallet}
    </span>
  );
}
