import type { PaymentProvider } from '../../schemas/payment-staff-api';
import type { AttemptState, PaymentAttempt } from './payment-attempts';

/** What the wallet's own server says of an attempt: the only proof of a payment. */
export interface WalletProof {
  state: AttemptState;
  /** The wallet's transaction id, once paid. */
  transactionId: string | null;
}

/** A wallet as the payments need it: asked by the server, never believed from the browser. */
export interface Wallet {
  provider: PaymentProvider;
  /** Asks the wallet about the attempt; paid only for our id and the expected amount. */
  check(attempt: PaymentAttempt): Promise<WalletProof>;
}

/** A wallet that did not answer, or answered something else than its documented shape. */
export class WalletError extends Error {}

/** A call to a wallet's server: JSON answered within 15 seconds, or a WalletError. */
export async function walletCall(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new WalletError(`${new URL(url).host} did not answer: ${String(error)}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok || typeof body !== 'object' || body === null)
    throw new WalletError(`${new URL(url).host} answered ${response.status}: ${text.slice(0, 200)}`);
  return body as Record<string, unknown>;
}
