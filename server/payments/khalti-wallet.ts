import type { PaymentAttempt } from './payment-attempts';
import { walletCall, WalletError, type Wallet, type WalletProof } from './wallet';

/** Khalti's lookup statuses (KPG-2) as our attempt's states: only Completed can be a payment. */
const states: Record<string, WalletProof['state']> = {
  Completed: 'paid',
  Pending: 'pending',
  Initiated: 'started',
  Expired: 'failed',
  'User canceled': 'failed',
  Refunded: 'failed',
  'Partially Refunded': 'failed',
};

export interface KhaltiStart {
  returnUrl: string;
  websiteUrl: string;
  name: string;
  customer: { name: string; email: string; phone?: string };
}

/**
 * Khalti ePayment (KPG-2): `epayment/initiate/` gives the pay page's address, `epayment/lookup/` is
 * the proof. Every call carries the merchant's secret key, which never leaves the server.
 */
export class KhaltiWallet implements Wallet {
  readonly provider = 'khalti' as const;

  constructor(
    private readonly apiUrl: string,
    private readonly secretKey: string,
  ) {}

  private call(path: string, body: unknown) {
    return walletCall(new URL(path, this.apiUrl).href, {
      method: 'POST',
      headers: { Authorization: `Key ${this.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Asks Khalti for a pay page for the attempt: its pidx and the page to send the visitor to. */
  async initiate(attempt: PaymentAttempt, start: KhaltiStart): Promise<{ pidx: string; paymentUrl: string }> {
    const answer = await this.call('epayment/initiate/', {
      return_url: start.returnUrl,
      website_url: start.websiteUrl,
      amount: attempt.amount,
      purchase_order_id: attempt.id,
      purchase_order_name: start.name,
      customer_info: start.customer,
    });
    if (typeof answer.pidx !== 'string' || typeof answer.payment_url !== 'string')
      throw new WalletError('Khalti answered initiate without pidx and payment_url');
    return { pidx: answer.pidx, paymentUrl: answer.payment_url };
  }

  async check(attempt: PaymentAttempt): Promise<WalletProof> {
    if (!attempt.provider_ref) return { state: 'failed', transactionId: null };
    const answer = await this.call('epayment/lookup/', { pidx: attempt.provider_ref });
    const state = states[String(answer.status)] ?? 'pending';
    const ours = answer.pidx === attempt.provider_ref && answer.total_amount === attempt.amount;
    if (state === 'paid' && !ours) return { state: 'failed', transactionId: null };
    return { state, transactionId: state === 'paid' ? String(answer.transaction_id ?? '') || null : null };
  }
}
