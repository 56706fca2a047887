// What the inbox's list and the booking confirmation name (no zod here: the back office's phone
// inbox and the public site's confirmation load this without the schemas' validation code).

export const paymentProviders = ['khalti', 'esewa'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentProviderNames: Record<PaymentProvider, string> = { khalti: 'Khalti', esewa: 'eSewa' };

/** A paid meeting's payment as the inbox lists it. */
export const paymentStates = ['unpaid', 'paid', 'refund-due', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'refund-due': 'Refund due',
  refunded: 'Refunded',
};
