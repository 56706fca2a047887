import type { PaymentProvider } from './payment-staff-api';

/**
 * A paid meeting's payment as the visitor is told of it: the booking's answer carries it under
 * `payment` (the confirmation panel shows it), and the manage page and the e-mails say the same.
 * Present only for a paid meeting while a wallet (Khalti, eSewa) is configured.
 */
export interface MeetingPayment {
  /** Paisa (NPR 1 = 100). */
  amount: number;
  currency: 'NPR';
  /** "NPR 6,500". */
  amountText: string;
  /** The USD figure staff show beside it (informative; never charged), or null. */
  usd: number | null;
  /** Until when the unpaid booking holds its time (ISO); null once paid or when nothing is held. */
  payBy: string | null;
  /** Paid: by which wallet (null: marked paid by staff) and when. */
  paid: { provider: PaymentProvider | null; at: string } | null;
  /** While payment is due: one link per wallet, each starting a fresh attempt. Empty once paid. */
  links: { provider: PaymentProvider; label: string; url: string }[];
}
