import { randomBytes } from 'node:crypto';
import { esewaSignature, esewaSigned } from '../payments/esewa-signature';
import { payPage, walletServer } from './wallet-server';

/** What the double's pay page does with the next payments: `wrong-amount` completes for NPR 1 less, signed. */
export type EsewaOutcome = 'complete' | 'pending' | 'cancel' | 'wrong-amount';

export interface EsewaPayment {
  uuid: string;
  productCode: string;
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: 'INITIATED' | 'PENDING' | 'COMPLETE' | 'CANCELED';
  /** The amount the payment completed for, as eSewa writes amounts ("4900.0"). */
  paidAmount: string;
  refId: string | null;
}

const formFields = [
  'amount',
  'tax_amount',
  'product_service_charge',
  'product_delivery_charge',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

const rupees = (value: number) => value.toFixed(1);

/**
 * eSewa's ePay v2 as developer.esewa.com.np documents it, on a loopback port: the form POST
 * (`/api/epay/main/v2/form`, its signature checked with the merchant secret), a pay page whose
 * success sends the browser to `success_url?data=<Base64 JSON>` signed as documented, and the status
 * check (`GET /api/epay/transaction/status/`). `onStatus` runs before each status check is answered.
 */
export async function startEsewaDouble(productCode: string, secret: string) {
  const payments = new Map<string, EsewaPayment>();
  const checks: string[] = [];
  const state = { outcome: 'complete' as EsewaOutcome, onStatus: undefined as undefined | ((uuid: string) => void) };

  const server = await walletServer(async (request) => {
    if (request.method === 'POST' && request.path === '/api/epay/main/v2/form') {
      const form = request.body as Record<string, string>;
      const missing = formFields.filter((name) => typeof form[name] !== 'string' || form[name] === '');
      const sum = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].reduce(
        (total, name) => total + Number(form[name]),
        0,
      );
      const problem = missing.length
        ? `Missing: ${missing.join(', ')}`
        : form.product_code !== productCode
          ? 'Unknown merchant'
          : !/^[A-Za-z0-9-]+$/.test(form.transaction_uuid)
            ? 'Invalid transaction_uuid'
            : Math.abs(sum - Number(form.total_amount)) > 1e-9
              ? 'total_amount is not the sum of the amounts'
              : form.signed_field_names !== 'total_amount,transaction_uuid,product_code' || !esewaSigned(secret, form)
                ? 'Invalid signature'
                : payments.has(form.transaction_uuid)
                  ? 'Duplicate transaction_uuid'
                  : undefined;
      if (problem) return { status: 400, html: `<p>${problem}</p>` };
      const payment: EsewaPayment = {
        uuid: form.transaction_uuid,
        productCode: form.product_code,
        totalAmount: form.total_amount,
        successUrl: form.success_url,
        failureUrl: form.failure_url,
        status: 'INITIATED',
        paidAmount: rupees(Number(form.total_amount)),
        refId: null,
      };
      payments.set(payment.uuid, payment);
      return { status: 200, html: payPage('eSewa', `Rs. ${payment.totalAmount}`, `/pay/${payment.uuid}`) };
    }
    if (request.method === 'GET' && request.path === '/api/epay/transaction/status/') {
      const uuid = request.query.get('transaction_uuid') ?? '';
      checks.push(uuid);
      state.onStatus?.(uuid);
      const payment = payments.get(uuid);
      const found =
        payment &&
        payment.productCode === request.query.get('product_code') &&
        Number(payment.totalAmount) === Number(request.query.get('total_amount'));
      return {
        status: 200,
        json: {
          product_code: request.query.get('product_code'),
          transaction_uuid: uuid,
          total_amount: found ? Number(payment.paidAmount) : Number(request.query.get('total_amount')),
          status: found ? payment.status : 'NOT_FOUND',
          ref_id: found ? payment.refId : null,
        },
      };
    }
    const paying = /^\/pay\/([\w-]+)$/.exec(request.path);
    const payment = paying && payments.get(paying[1]);
    if (payment && request.method === 'POST') {
      const outcome: EsewaOutcome = request.body.choice === 'cancel' ? 'cancel' : state.outcome;
      if (outcome === 'cancel' || outcome === 'pending') {
        payment.status = outcome === 'cancel' ? 'CANCELED' : 'PENDING';
        return { status: 302, location: payment.failureUrl };
      }
      payment.status = 'COMPLETE';
      payment.refId = randomBytes(5).toString('hex').toUpperCase();
      if (outcome === 'wrong-amount') payment.paidAmount = rupees(Number(payment.totalAmount) - 1);
      return { status: 302, location: successUrl(payment) };
    }
    return { status: 404, json: { error_message: 'Not found' } };
  });

  /** The success redirect eSewa sends the browser to, with the payment as it completed. */
  function successUrl(payment: EsewaPayment) {
    const data: Record<string, string> = {
      transaction_code: payment.refId ?? '',
      status: payment.status,
      total_amount: payment.paidAmount,
      transaction_uuid: payment.uuid,
      product_code: payment.productCode,
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    data.signature = esewaSignature(secret, data, data.signed_field_names);
    const back = new URL(payment.successUrl);
    back.searchParams.set('data', Buffer.from(JSON.stringify(data)).toString('base64'));
    return back.href;
  }

  return {
    url: server.url,
    /** ESEWA_FORM_URL and ESEWA_STATUS_URL for a gateway using this double. */
    formUrl: `${server.url}/api/epay/main/v2/form`,
    statusUrl: `${server.url}/api/epay/transaction/status/`,
    payments,
    /** The transaction_uuid of every status check answered, in order. */
    checks,
    setOutcome: (outcome: EsewaOutcome) => (state.outcome = outcome),
    onStatus: (hook: ((uuid: string) => void) | undefined) => (state.onStatus = hook),
    /** The success URL of a payment (a test replays or forges it). */
    successUrl: (uuid: string) => successUrl(payments.get(uuid)!),
    close: server.close,
  };
}

export type EsewaDouble = Awaited<ReturnType<typeof startEsewaDouble>>;
