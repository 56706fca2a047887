import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEsewaDouble, type EsewaDouble } from './esewa-double';

const CODE = 'EPAYTEST';
const SECRET = '8gBm/:&EnhH.1/q';
let esewa: EsewaDouble;
beforeAll(async () => {
  esewa = await startEsewaDouble(CODE, SECRET);
});
afterAll(() => esewa.close());

/** The signature exactly as the eSewa page writes it out: HMAC-SHA256, Base64. */
const sign = (message: string) => createHmac('sha256', SECRET).update(message).digest('base64');

const form = (uuid: string, total = '4900') => ({
  amount: total,
  tax_amount: '0',
  product_service_charge: '0',
  product_delivery_charge: '0',
  total_amount: total,
  transaction_uuid: uuid,
  product_code: CODE,
  success_url: 'https://site.test/payments/esewa/success',
  failure_url: 'https://site.test/payments/esewa/failure',
  signed_field_names: 'total_amount,transaction_uuid,product_code',
  signature: sign(`total_amount=${total},transaction_uuid=${uuid},product_code=${CODE}`),
});

const post = (fields: Record<string, string>) =>
  fetch(esewa.formUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const pay = async (uuid: string) =>
  new URL(
    (
      await fetch(`${esewa.url}/pay/${uuid}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'choice=pay',
        redirect: 'manual',
      })
    ).headers.get('location')!,
  );

const status = async (uuid: string, total = '4900') =>
  (await fetch(`${esewa.statusUrl}?product_code=${CODE}&total_amount=${total}&transaction_uuid=${uuid}`)).json();

describe('the eSewa double (ePay v2 as documented)', () => {
  it('takes a correctly signed form and refuses a bad signature or a changed amount', async () => {
    expect((await post(form('t-1'))).status).toBe(200);
    expect(
      (await post({ ...form('t-2'), signature: sign('total_amount=1,transaction_uuid=t-2,product_code=EPAYTEST') }))
        .status,
    ).toBe(400);
    expect((await post({ ...form('t-3'), total_amount: '100', amount: '100' })).status).toBe(400);
  });

  it('sends the browser to success_url with Base64 JSON signed over signed_field_names, and the status check says COMPLETE', async () => {
    esewa.setOutcome('complete');
    await post(form('t-4'));
    const back = await pay('t-4');
    expect(back.origin + back.pathname).toBe('https://site.test/payments/esewa/success');
    const data = JSON.parse(Buffer.from(back.searchParams.get('data')!, 'base64').toString('utf8'));
    expect(data).toMatchObject({
      status: 'COMPLETE',
      total_amount: '4900.0',
      transaction_uuid: 't-4',
      product_code: CODE,
    });
    const message = (data.signed_field_names as string)
      .split(',')
      .map((name) => `${name}=${data[name]}`)
      .join(',');
    expect(data.signature).toBe(sign(message));
    expect(await status('t-4')).toMatchObject({
      status: 'COMPLETE',
      total_amount: 4900,
      ref_id: data.transaction_code,
    });
    expect(await status('t-4', '100')).toMatchObject({ status: 'NOT_FOUND' });
    expect(await status('nobody')).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('can leave a payment pending, cancelled, or completed for another amount', async () => {
    esewa.setOutcome('pending');
    await post(form('t-5'));
    expect((await pay('t-5')).pathname).toBe('/payments/esewa/failure');
    expect(await status('t-5')).toMatchObject({ status: 'PENDING' });
    esewa.setOutcome('wrong-amount');
    await post(form('t-6'));
    await pay('t-6');
    expect(await status('t-6')).toMatchObject({ status: 'COMPLETE', total_amount: 4899 });
  });
});
