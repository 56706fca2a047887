import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKhaltiDouble, type KhaltiDouble } from './khalti-double';

const KEY = 'test-khalti-secret';
let khalti: KhaltiDouble;
beforeAll(async () => {
  khalti = await startKhaltiDouble(KEY);
});
afterAll(() => khalti.close());

const call = (path: string, body: unknown, key = KEY) =>
  fetch(`${khalti.apiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Key ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const initiate = async (amount = 490_000) => {
  const response = await call('epayment/initiate/', {
    return_url: 'https://site.test/payments/khalti/return',
    website_url: 'https://site.test',
    amount,
    purchase_order_id: 'pay_1',
    purchase_order_name: 'Meeting',
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
};

const pay = async (paymentUrl: string) => {
  const answer = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'choice=pay',
    redirect: 'manual',
  });
  return new URL(answer.headers.get('location')!);
};

describe('the Khalti double (KPG-2 as documented)', () => {
  it('refuses a call without the merchant secret key', async () => {
    expect((await call('epayment/lookup/', { pidx: 'x' }, 'wrong')).status).toBe(401);
  });

  it('answers initiate with pidx, payment_url and a 30-minute expiry, and refuses an amount below Rs. 10', async () => {
    const { body } = await initiate();
    expect(body).toMatchObject({ pidx: expect.any(String), payment_url: expect.any(String), expires_in: 1800 });
    expect((await initiate(999)).response.status).toBe(400);
  });

  it('sends the browser back to return_url with the documented query, and lookup says Completed for the amount', async () => {
    khalti.setOutcome('complete');
    const { body } = await initiate();
    const back = await pay(body.payment_url as string);
    expect(back.origin + back.pathname).toBe('https://site.test/payments/khalti/return');
    for (const name of [
      'pidx',
      'status',
      'transaction_id',
      'tidx',
      'amount',
      'total_amount',
      'mobile',
      'purchase_order_id',
      'purchase_order_name',
    ])
      expect(back.searchParams.has(name)).toBe(true);
    expect(back.searchParams.get('status')).toBe('Completed');
    const lookup = await (await call('epayment/lookup/', { pidx: body.pidx })).json();
    expect(lookup).toMatchObject({ pidx: body.pidx, status: 'Completed', total_amount: 490_000, refunded: false });
    expect(lookup.transaction_id).toBe(back.searchParams.get('transaction_id'));
  });

  it('can leave a payment Pending, cancelled, or completed for another amount', async () => {
    for (const [outcome, status, amount] of [
      ['pending', 'Pending', 490_000],
      ['cancel', 'User canceled', 490_000],
      ['wrong-amount', 'Completed', 489_999],
    ] as const) {
      khalti.setOutcome(outcome);
      const { body } = await initiate();
      await pay(body.payment_url as string);
      expect(await (await call('epayment/lookup/', { pidx: body.pidx })).json()).toMatchObject({
        status,
        total_amount: amount,
      });
    }
  });
});
