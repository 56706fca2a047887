import { randomBytes } from 'node:crypto';
import { payPage, walletServer } from './wallet-server';

/** What the double's pay page does with the next payments: `wrong-amount` completes for 1 paisa less. */
export type KhaltiOutcome = 'complete' | 'pending' | 'cancel' | 'wrong-amount';

export interface KhaltiPayment {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: 'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired';
  totalAmount: number;
  transactionId: string | null;
}

const statusOf: Record<KhaltiOutcome, KhaltiPayment['status']> = {
  complete: 'Completed',
  'wrong-amount': 'Completed',
  pending: 'Pending',
  cancel: 'User canceled',
};

/**
 * Khalti's ePayment API (KPG-2) as docs.khalti.com documents it, on a loopback port:
 * `POST /api/v2/epayment/initiate/` and `POST /api/v2/epayment/lookup/` with `Authorization: Key
 * <secret>`, and a pay page that sends the browser back to `return_url` with the documented query.
 * `onLookup` runs before each lookup is answered (a test kills the gateway there).
 */
export async function startKhaltiDouble(secretKey: string) {
  const payments = new Map<string, KhaltiPayment>();
  const lookups: string[] = [];
  const state = { outcome: 'complete' as KhaltiOutcome, onLookup: undefined as undefined | ((pidx: string) => void) };

  const server = await walletServer(async (request) => {
    const api = request.path.startsWith('/api/v2/');
    if (api && request.headers.authorization !== `Key ${secretKey}`)
      return { status: 401, json: { detail: 'Invalid token.', status_code: 401 } };
    if (request.method === 'POST' && request.path === '/api/v2/epayment/initiate/') {
      const { return_url, website_url, amount, purchase_order_id, purchase_order_name } = request.body;
      const problems: Record<string, string[]> = {};
      for (const [name, value] of Object.entries({ return_url, website_url, purchase_order_id, purchase_order_name }))
        if (typeof value !== 'string' || !value) problems[name] = ['This field is required.'];
      if (!Number.isInteger(amount) || (amount as number) < 1000)
        problems.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
      if (Object.keys(problems).length) return { status: 400, json: { ...problems, error_key: 'validation_error' } };
      const pidx = randomBytes(11).toString('base64url');
      payments.set(pidx, {
        pidx,
        amount: amount as number,
        purchaseOrderId: purchase_order_id as string,
        purchaseOrderName: purchase_order_name as string,
        returnUrl: return_url as string,
        status: 'Initiated',
        totalAmount: amount as number,
        transactionId: null,
      });
      const expires = new Date(Date.now() + 30 * 60_000);
      return {
        status: 200,
        json: { pidx, payment_url: `${server.url}/pay/${pidx}`, expires_at: expires.toISOString(), expires_in: 1800 },
      };
    }
    if (request.method === 'POST' && request.path === '/api/v2/epayment/lookup/') {
      const payment = payments.get(String(request.body.pidx));
      if (!payment) return { status: 404, json: { detail: 'Not found.', error_key: 'validation_error' } };
      lookups.push(payment.pidx);
      state.onLookup?.(payment.pidx);
      return {
        status: 200,
        json: {
          pidx: payment.pidx,
          total_amount: payment.totalAmount,
          status: payment.status,
          transaction_id: payment.transactionId,
          fee: 0,
          refunded: false,
        },
      };
    }
    const paying = /^\/pay\/([\w-]+)$/.exec(request.path);
    const payment = paying && payments.get(paying[1]);
    if (payment && request.method === 'GET')
      return {
        status: 200,
        html: payPage('Khalti', `${payment.purchaseOrderName}: Rs. ${payment.amount / 100}`, request.path),
      };
    if (payment && request.method === 'POST') {
      const outcome: KhaltiOutcome = request.body.choice === 'cancel' ? 'cancel' : state.outcome;
      payment.status = statusOf[outcome];
      if (outcome === 'wrong-amount') payment.totalAmount = payment.amount - 1;
      if (outcome !== 'cancel') payment.transactionId = randomBytes(8).toString('hex');
      const back = new URL(payment.returnUrl);
      const query = {
        pidx: payment.pidx,
        status: payment.status,
        transaction_id: payment.transactionId ?? '',
        tidx: payment.transactionId ?? '',
        txnId: payment.transactionId ?? '',
        amount: String(payment.totalAmount),
        total_amount: String(payment.totalAmount),
        mobile: '98XXXXX000',
        purchase_order_id: payment.purchaseOrderId,
        purchase_order_name: payment.purchaseOrderName,
      };
      for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value);
      return { status: 302, location: back.href };
    }
    return { status: 404, json: { detail: 'Not found.' } };
  });

  return {
    url: server.url,
    /** KHALTI_API_URL for a gateway using this double. */
    apiUrl: `${server.url}/api/v2/`,
    payments,
    /** The pidx of every lookup answered, in order. */
    lookups,
    /** How the next payments end when the visitor presses Pay. */
    setOutcome: (outcome: KhaltiOutcome) => (state.outcome = outcome),
    onLookup: (hook: ((pidx: string) => void) | undefined) => (state.onLookup = hook),
    /** The wallet settles a payment by itself (a Pending one completing later). */
    settle: (pidx: string, status: KhaltiPayment['status']) => {
      const payment = payments.get(pidx)!;
      payment.status = status;
      payment.transactionId ??= randomBytes(8).toString('hex');
    },
    close: server.close,
  };
}

export type KhaltiDouble = Awaited<ReturnType<typeof startKhaltiDouble>>;
