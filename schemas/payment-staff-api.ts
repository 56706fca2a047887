import { meetingDurations } from './options';
import { paymentProviders, paymentStates } from './payment-names';
import { z } from './zod';

/**
 * Paid meetings paid online: the prices staff set and what staff see of a meeting's payment (under
 * /staff/api, with its session, CSRF and role rules).
 *
 * `GET /meeting-prices` (staff) → meetingPrices. `PUT /meeting-prices` (admins; audited) with
 * meetingPrices → meetingPrices; 422 naming the first wrong field.
 */

/** The durations that cost something, by minutes (30 and 60). */
export const paidMinutes = meetingDurations.filter((option) => option.price !== 'Free').map((option) => option.minutes);

/** The largest price a meeting may have: NPR 10,00,000 (the wallets' own limits are lower). */
const MAX_PAISA = 100_000_000;

const price = z.strictObject({
  /** What the visitor pays, in paisa (NPR 1 = 100 paisa): what the wallets are asked for. */
  paisa: z
    .number({ error: 'Enter the price in NPR' })
    .int({ error: 'Enter the price in whole paisa' })
    .min(1000, { error: 'A price is at least NPR 10 (the wallets’ smallest payment)' })
    .max(MAX_PAISA, { error: 'A price is at most NPR 10,00,000' }),
  /** A figure in US dollars shown beside it, for visitors abroad: informative only, never charged. */
  usd: z.number({ error: 'Enter the USD figure as a number' }).min(0).max(100_000).nullable(),
});

export const meetingPrices = z.strictObject({
  '30': price,
  '60': price,
});
export type MeetingPrices = z.infer<typeof meetingPrices>;

export { paymentProviderNames, paymentProviders, paymentStateLabels, type PaymentProvider } from './payment-names';

/** An attempt to pay a meeting online, as staff see it on the meeting. */
export const paymentView = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  /** Paisa. */
  amount: z.number().int(),
  currency: z.literal('NPR'),
  state: z.enum(['started', 'pending', 'paid', 'failed']),
  /** The wallet's transaction id once paid (Khalti transaction_id, eSewa ref_id). */
  transactionId: z.string().nullable(),
  startedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/**
 * `GET /records/Meeting/:id/payment` (staff): a meeting's money as staff see it: what it owes, its
 * payments, whether a refund is due or made, and the ways a visitor can pay at all.
 */
export const meetingPaymentAnswer = z.object({
  /** Paisa owed as booked; null for a free meeting. */
  owed: z.number().int().nullable(),
  /** The USD figure the visitor was shown beside it (schemas/meeting-price-text.ts), or null. */
  usd: z.number().nullable(),
  /** Paid online, or marked paid by staff. */
  paid: z.boolean(),
  /** The wallets configured; none and no payment instructions: the visitor has no way to pay. */
  wallets: z.array(z.enum(paymentProviders)),
  instructions: z.boolean(),
  payments: z.array(paymentView),
  /** Paid (online or marked by staff), then cancelled or declined, and not yet refunded. */
  refundDue: z.boolean(),
  refunded: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type MeetingPaymentAnswer = z.infer<typeof meetingPaymentAnswer>;

/** `POST /records/Meeting/:id/refunded` (staff; audited) → meetingPaymentAnswer. */
export const refundedRequest = z.object({ refunded: z.boolean({ error: 'refunded must be true or false' }) });

/** The inbox's payment filters: paid meetings still owing, and paid ones cancelled or declined not yet refunded. */
export const paymentFilters = ['unpaid', 'refund-due'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

/** A paid meeting's payment in the inbox's list and CSV. */
export const paymentSummary = z.object({
  state: z.enum(paymentStates),
  /** Paisa owed as booked. */
  owed: z.number().int(),
  /** The wallet it was paid with; null when unpaid or marked paid by staff. */
  provider: z.enum(paymentProviders).nullable(),
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;
