import { esewaSignature, esewaSigned } from './esewa-signature';
import type { PaymentAttempt } from './payment-attempts';
import { walletCall, type Wallet, type WalletProof } from './wallet';

/** eSewa's status-check answers as our attempt's states: only COMPLETE can be a payment. */
const states: Record<string, WalletProof['state']> = {
  COMPLETE: 'paid',
  PENDING: 'pending',
  AMBIGUOUS: 'pending',
  // Not at eSewa yet: the visitor may still be on the form.
  NOT_FOUND: 'started',
  CANCELED: 'failed',
  FULL_REFUND: 'failed',
  PARTIAL_REFUND: 'failed',
};

/** eSewa writes rupees ("6500", "6500.0"); we keep paisa. */
const rupees = (paisa: number) => String(paisa / 100);
const paisaOf = (value: unknown) => Math.round(Number(value) * 100);

/** What eSewa's success redirect says, once its signature is ours. A hint: the status check decides. */
export interface EsewaSuccess {
  uuid: string;
  amount: number;
  status: string;
}

/**
 * eSewa ePay v2: the visitor's browser posts a form signed with the merchant secret; the success
 * redirect's data is signed the same way; the status check is the proof.
 */
export class EsewaWallet implements Wallet {
  readonly provider = 'esewa' as const;

  constructor(
    private readonly merchantCode: string,
    private readonly secret: string,
    readonly formUrl: string,
    private readonly statusUrl: string,
  ) {}

  /** The form the visitor's browser posts to eSewa for the attempt. */
  form(attempt: PaymentAttempt, successUrl: string, failureUrl: string): Record<string, string> {
    const fields: Record<string, string> = {
      amount: rupees(attempt.amount),
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: rupees(attempt.amount),
      transaction_uuid: attempt.id,
      product_code: this.merchantCode,
      success_url: successUrl,
      failure_url: failureUrl,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    };
    return { ...fields, signature: esewaSignature(this.secret, fields, fields.signed_field_names) };
  }

  /** The success redirect's `data` (Base64 JSON), if eSewa signed it for our merchant code; undefined for anything else. */
  readSuccess(data: unknown): EsewaSuccess | undefined {
    if (typeof data !== 'string' || data.length > 4096) return undefined;
    let values: unknown;
    try {
      values = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    } catch {
      return undefined;
    }
    if (typeof values !== 'object' || values === null) return undefined;
    const fields = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
    if (!esewaSigned(this.secret, fields) || fields.product_code !== this.merchantCode) return undefined;
    return { uuid: fields.transaction_uuid, amount: paisaOf(fields.total_amount), status: fields.status };
  }

  async check(attempt: PaymentAttempt): Promise<WalletProof> {
    const query = new URLSearchParams({
      product_code: this.merchantCode,
      total_amount: rupees(attempt.amount),
      transaction_uuid: attempt.id,
    });
    const answer = await walletCall(`${this.statusUrl}?${query}`);
    const state = states[String(answer.status)] ?? 'pending';
    const ours = answer.transaction_uuid === attempt.id && paisaOf(answer.total_amount) === attempt.amount;
    if (state === 'paid' && !ours) return { state: 'failed', transactionId: null };
    return { state, transactionId: state === 'paid' ? String(answer.ref_id ?? '') || null : null };
  }
}
