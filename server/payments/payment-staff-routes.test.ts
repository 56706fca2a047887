import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMeetingPrices } from '../../schemas/meeting-price-text';
import type { MeetingPaymentAnswer, PaymentSummary } from '../../schemas/payment-staff-api';
import type { RecordListAnswer } from '../../schemas/staff-api';
import { startKhaltiDouble, type KhaltiDouble } from '../testing/khalti-double';
import { bookMeeting, payAtWallet, pressPay, visit } from '../testing/pay-through';
import { meeting } from '../testing/sample-records';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

const KEY = 'test-khalti-secret-key';
let khalti: KhaltiDouble;
let gateway: TestGateway;
let staff: StaffClient;
let admin: StaffClient;

beforeAll(async () => {
  khalti = await startKhaltiDouble(KEY);
  gateway = await startTestGateway({
    KHALTI_SECRET_KEY: KEY,
    KHALTI_API_URL: khalti.apiUrl,
    PAYMENT_CHECK_MS: '3600000',
  });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
  admin = await signInAs(gateway, 'ram@example.com', 'admin');
});
afterAll(async () => {
  await gateway.close();
  await khalti.close();
});

let slot = 0;
const book = (fields = {}) =>
  bookMeeting(gateway.table('Meeting'), { ...meeting(Math.floor(slot / 8), slot++ % 8), ...fields });

/** Books a paid meeting and pays it with Khalti, as the visitor would. */
async function bookAndPay() {
  const booked = await book();
  khalti.setOutcome('complete');
  const payPage = (await pressPay(gateway.url, booked.payment!.links[0].url)).headers.get('location')!;
  expect((await visit(await payAtWallet(payPage))).location).toMatch(/paid=paid/);
  return booked;
}

const paymentOf = async (id: string) =>
  (await (await staff.call('GET', `/records/Meeting/${id}/payment`)).json()) as MeetingPaymentAnswer;
const listed = async (query: string) =>
  ((await (await staff.call('GET', `/records?table=Meeting&${query}`)).json()) as RecordListAnswer).items;
const summaryOf = async (id: string): Promise<PaymentSummary | undefined> =>
  (await listed('limit=100')).find((item) => item.id === id)?.payment;

describe('prices per duration', () => {
  it('admins set them (checked, audited); a new booking owes the new price, one booked before keeps its own', async () => {
    expect(await (await staff.call('GET', '/meeting-prices')).json()).toEqual({
      '30': { paisa: 650_000, usd: 49 },
      '60': { paisa: 1_300_000, usd: 99 },
    });
    const before = await book();
    const prices = { '30': { paisa: 500_000, usd: null }, '60': { paisa: 900_050, usd: 70 } };
    expect((await staff.call('PUT', '/meeting-prices', prices)).status).toBe(403);
    const refused = await admin.call('PUT', '/meeting-prices', { ...prices, '30': { paisa: 999, usd: null } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toContain('at least NPR 10');
    expect((await admin.call('PUT', '/meeting-prices', prices)).status).toBe(200);
    const audit = await (await admin.call('GET', '/audit?limit=1')).json();
    expect(audit.items[0]).toMatchObject({ action: 'changed meeting prices' });

    const after = await book({ 'Meeting Duration': '60 Minutes - 99$' });
    slot++;
    expect(after.payment).toMatchObject({ amount: 900_050, amountText: 'NPR 9,000.5', usd: 70 });
    expect((await paymentOf(before.id)).owed).toBe(650_000);
    expect((await paymentOf(after.id)).owed).toBe(900_050);
    expect(
      (
        await admin.call('PUT', '/meeting-prices', {
          '30': { paisa: 650_000, usd: 49 },
          '60': { paisa: 1_300_000, usd: 99 },
        })
      ).status,
    ).toBe(200);
  });

  it('the visitor reads the price staff set, in NPR, with the USD figure only when one is set', async () => {
    const prices = { '30': { paisa: 500_000, usd: null }, '60': { paisa: 900_000, usd: 70 } };
    expect((await admin.call('PUT', '/meeting-prices', prices)).status).toBe(200);
    const manageOf = async (booked: Awaited<ReturnType<typeof book>>) => {
      const token = new URL(booked.payment!.links[0].url).searchParams.get('t')!;
      return (await visit(`${gateway.url}/meeting/manage?t=${token}`)).text;
    };
    const half = await book();
    expect(await manageOf(half)).toContain('<dd>30 minutes · NPR 5,000</dd>');
    const hour = await book({ 'Meeting Duration': '60 Minutes - 99$' });
    slot++;
    const page = await manageOf(hour);
    expect(page).toContain('<dd>60 minutes · NPR 9,000 (about USD 70)</dd>');
    // The stored duration stays the spec's option text.
    expect(page).not.toContain('USD 99');
    expect((await admin.call('PUT', '/meeting-prices', defaultMeetingPrices)).status).toBe(200);
  });

  it('staff read the price the visitor was asked, in NPR, in the meeting’s payment and its calendar file', async () => {
    const prices = { '30': { paisa: 800_000, usd: 60 }, '60': { paisa: 1_300_000, usd: null } };
    expect((await admin.call('PUT', '/meeting-prices', prices)).status).toBe(200);
    const half = await book();
    const hour = await book({ 'Meeting Duration': '60 Minutes - 99$' });
    slot++;
    expect(await paymentOf(half.id)).toMatchObject({ owed: 800_000, usd: 60 });
    expect(await paymentOf(hour.id)).toMatchObject({ owed: 1_300_000, usd: null });
    const description = async (id: string) => {
      const ics = await (await staff.call('GET', `/records/Meeting/${id}/ics`)).text();
      const line = ics
        .replace(/\r\n /g, '')
        .split('\r\n')
        .find((row) => row.startsWith('DESCRIPTION:'))!;
      return line.replace(/\\([,;\\])/g, '$1');
    };
    expect(await description(half.id)).toContain('Duration: 30 minutes, NPR 8,000 (about USD 60)\\n');
    expect(await description(hour.id)).toContain('Duration: 60 minutes, NPR 13,000\\n');
    expect(await description(hour.id)).not.toContain('USD');
    expect((await admin.call('PUT', '/meeting-prices', defaultMeetingPrices)).status).toBe(200);
  });
});

describe('staff see the payment', () => {
  it('on the meeting, in the list (with an unpaid filter) and in the CSV', async () => {
    const paid = await bookAndPay();
    const unpaid = await book();
    const free = await book({ 'Meeting Duration': '15 Minutes - Free' });

    const detail = await paymentOf(paid.id);
    expect(detail).toMatchObject({ owed: 650_000, paid: true, wallets: ['khalti'], refundDue: false, refunded: null });
    expect(detail.payments).toEqual([
      expect.objectContaining({
        provider: 'khalti',
        amount: 650_000,
        currency: 'NPR',
        state: 'paid',
        transactionId: expect.any(String),
      }),
    ]);
    expect(await summaryOf(paid.id)).toEqual({
      state: 'paid',
      owed: 650_000,
      provider: 'khalti',
      transactionId: detail.payments[0].transactionId,
      paidAt: detail.payments[0].paidAt,
    });
    expect(await summaryOf(unpaid.id)).toMatchObject({ state: 'unpaid', provider: null });
    expect(await summaryOf(free.id)).toBeUndefined();

    const unpaidIds = (await listed('payment=unpaid&limit=100')).map((item) => item.id);
    expect(unpaidIds).toContain(unpaid.id);
    expect(unpaidIds).not.toContain(paid.id);
    expect(unpaidIds).not.toContain(free.id);

    const csv = await (await staff.call('GET', '/export.csv?table=Meeting')).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header.endsWith(',Payment,Amount (NPR),Paid with,Transaction ID,Paid at')).toBe(true);
    const row = rows.find((line) => line.includes(paid.id))!;
    expect(row).toContain(`,Paid,6500,Khalti,${detail.payments[0].transactionId},${detail.payments[0].paidAt}`);
    expect(rows.find((line) => line.includes(unpaid.id))).toMatch(/,Unpaid,6500,,,$/);
  });

  it('a paid meeting cancelled or declined is "refund due" until staff mark it refunded (audited)', async () => {
    const paid = await bookAndPay();
    const unpaid = await book();
    for (const { id } of [paid, unpaid])
      expect((await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'cancelled' })).status).toBe(200);
    expect(await summaryOf(paid.id)).toMatchObject({ state: 'refund-due' });
    expect((await listed('payment=refund-due&limit=100')).map((item) => item.id)).toEqual([paid.id]);
    expect((await paymentOf(paid.id)).refundDue).toBe(true);
    // A cancelled unpaid meeting is neither owing nor due a refund.
    expect((await listed('payment=unpaid&limit=100')).map((item) => item.id)).not.toContain(unpaid.id);
    expect((await staff.call('POST', `/records/Meeting/${unpaid.id}/refunded`, { refunded: true })).status).toBe(409);

    const marked = await staff.call('POST', `/records/Meeting/${paid.id}/refunded`, { refunded: true });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ refundDue: false, refunded: { by: 'gita' } });
    const audit = await (await admin.call('GET', '/audit?limit=1')).json();
    expect(audit.items[0]).toMatchObject({ action: 'marked meeting refunded', recordId: paid.id });
    expect(await summaryOf(paid.id)).toMatchObject({ state: 'refunded' });
    expect(await listed('payment=refund-due&limit=100')).toEqual([]);
  });
});
