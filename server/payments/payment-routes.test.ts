import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meeting } from '../testing/sample-records';
import { startEsewaDouble, type EsewaDouble } from '../testing/esewa-double';
import { startKhaltiDouble, type KhaltiDouble } from '../testing/khalti-double';
import { esewaSignature } from './esewa-signature';
import {
  bookMeeting,
  handoffForm,
  onGateway,
  payAtWallet,
  postForm,
  pressPay,
  visit,
  type BookedAnswer,
} from '../testing/pay-through';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

const KHALTI_KEY = 'test-khalti-secret-key';
const ESEWA_CODE = 'EPAYTEST';
const ESEWA_SECRET = '8gBm/:&EnhH.1/q';

let khalti: KhaltiDouble;
let esewa: EsewaDouble;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  khalti = await startKhaltiDouble(KHALTI_KEY);
  esewa = await startEsewaDouble(ESEWA_CODE, ESEWA_SECRET);
  gateway = await startTestGateway({
    KHALTI_SECRET_KEY: KHALTI_KEY,
    KHALTI_API_URL: khalti.apiUrl,
    ESEWA_MERCHANT_CODE: ESEWA_CODE,
    ESEWA_SECRET_KEY: ESEWA_SECRET,
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    // The lookup job stays out of the way: each test settles by the return, or runs the sweep itself.
    PAYMENT_CHECK_MS: '3600000',
  });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await khalti.close();
  await esewa.close();
});

let slot = 0;
/** A meeting on its own time: a 60-minute one takes two of the sample's 45-minute steps. */
const bookPaid = (duration = '30 Minutes - 49$') => {
  const at = slot;
  slot += duration.startsWith('60') ? 2 : 1;
  return bookMeeting(gateway.table('Meeting'), {
    ...meeting(Math.floor(at / 8), at % 8),
    'Meeting Duration': duration,
  });
};

const linkFor = (booked: BookedAnswer, provider: 'khalti' | 'esewa') =>
  booked.payment!.links.find((link) => link.provider === provider)!.url;

/** The notes staff see on the meeting that say it was paid online. */
async function paidNotes(id: string): Promise<string[]> {
  const detail = (await (await staff.call('GET', `/records/Meeting/${id}`)).json()) as { notes: { body: string }[] };
  return detail.notes.map((note) => note.body).filter((body) => body.startsWith('Paid NPR'));
}

/** Starts a Khalti payment from the visitor's pay button: the double's pay page. */
async function startKhalti(booked: BookedAnswer) {
  const started = await pressPay(gateway.url, linkFor(booked, 'khalti'));
  expect(started.status).toBe(303);
  return started.headers.get('location')!;
}

/** Starts an eSewa payment: the hand-off page's form, posted to the double; the attempt's uuid. */
async function startEsewa(booked: BookedAnswer) {
  const handoff = await pressPay(gateway.url, linkFor(booked, 'esewa'));
  expect(handoff.status).toBe(200);
  const form = handoffForm(await handoff.text());
  expect(form.action).toBe(esewa.formUrl);
  expect((await postForm(form.action, form.fields)).status).toBe(200);
  return form.fields.transaction_uuid;
}

describe('a hostile press of "Pay"', () => {
  it('starts no payment for a press from another site, or one whose body passes the form limit', async () => {
    const booked = await bookPaid();
    const token = new URL(linkFor(booked, 'khalti')).searchParams.get('t')!;
    const press = (origin: string, body: string) =>
      fetch(`${gateway.url}/meeting/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body,
        redirect: 'manual',
      });
    const form = new URLSearchParams({ t: token, with: 'khalti' }).toString();
    expect((await press('https://evil.example', form)).status).toBe(403);
    expect((await press(gateway.url, `${form}&pad=${'a'.repeat(8_000)}`)).status).toBe(413);
    const answer = (await (await staff.call('GET', `/records/Meeting/${booked.id}/payment`)).json()) as {
      payments: unknown[];
    };
    expect(answer.payments).toEqual([]);
  });
});

describe('the booking answer', () => {
  it('carries a paid meeting’s amount in paisa and a "Pay with" link per wallet; a free meeting carries none', async () => {
    const booked = await bookPaid();
    expect(booked.payment).toMatchObject({
      amount: 650_000,
      currency: 'NPR',
      amountText: 'NPR 6,500',
      usd: 49,
      paid: null,
    });
    expect(Date.parse(booked.payment!.payBy!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(booked.payment!.links.map((link) => [link.provider, link.label])).toEqual([
      ['khalti', 'Pay with Khalti'],
      ['esewa', 'Pay with eSewa'],
    ]);
    const page = await visit(onGateway(gateway.url, linkFor(booked, 'khalti')));
    expect(page.status).toBe(200);
    expect(page.text).toContain('NPR 6,500 (about USD 49)');
    const free = await bookPaid('15 Minutes - Free');
    expect(free.payment).toBeUndefined();
  });
});

describe('Khalti', () => {
  it('writes the attempt before sending the visitor away, and marks the meeting paid once, after its own lookup', async () => {
    const booked = await bookPaid();
    khalti.setOutcome('complete');
    const payPage = await startKhalti(booked);
    const [payment] = [...khalti.payments.values()].filter((p) => payPage.endsWith(p.pidx));
    expect(payment).toMatchObject({ amount: 650_000, status: 'Initiated' });
    expect(payment.purchaseOrderId).toMatch(/^pay-[0-9a-f]{32}$/);
    const back = await payAtWallet(payPage);
    const lookupsBefore = khalti.lookups.length;
    const landed = await visit(back);
    expect(landed.status).toBe(303);
    expect(khalti.lookups.length).toBe(lookupsBefore + 1);
    expect(landed.location).toMatch(/^\/meeting\/manage\?t=[\w.-]+&paid=paid#pay$/);
    const manage = await visit(`${gateway.url}${landed.location}`);
    expect(manage.text).toContain('Paid. Thank you: we have your payment.');
    expect(manage.text).toContain('Paid with Khalti. Thank you.');
    expect(manage.text).not.toContain('Pay with eSewa');
    expect(await paidNotes(booked.id)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Paid NPR 6,500 with Khalti \\(transaction ${payment.transactionId}; our id ${payment.purchaseOrderId}\\)`,
        ),
      ),
    ]);

    // The same return again (a reload, a replayed URL): nothing is recorded twice.
    expect((await visit(back)).location).toMatch(/&paid=paid#pay$/);
    expect(await paidNotes(booked.id)).toHaveLength(1);
    // Paid: no new attempt can start.
    expect((await pressPay(gateway.url, linkFor(booked, 'khalti'))).status).toBe(409);
  });

  it('marks nothing for a forged return: another pidx, another id, a Pending lookup, or a completion for another amount', async () => {
    const booked = await bookPaid();
    khalti.setOutcome('pending');
    const back = new URL(await payAtWallet(await startKhalti(booked)));
    // The browser's query says Completed; only the lookup counts.
    back.searchParams.set('status', 'Completed');
    expect((await visit(back.href)).location).toMatch(/&paid=pending#pay$/);
    const other = await bookPaid();
    const otherPage = await startKhalti(other);
    const forged = new URL(back);
    forged.searchParams.set('pidx', otherPage.split('/').pop()!);
    expect((await visit(forged.href)).status).toBe(400);
    forged.searchParams.set('pidx', back.searchParams.get('pidx')!);
    forged.searchParams.set('purchase_order_id', 'pay-00000000000000000000000000000000');
    expect((await visit(forged.href)).status).toBe(400);
    khalti.setOutcome('wrong-amount');
    const short = await payAtWallet(otherPage);
    expect((await visit(short)).location).toMatch(/&paid=failed#pay$/);
    expect(await paidNotes(booked.id)).toEqual([]);
    expect(await paidNotes(other.id)).toEqual([]);
  });

  it('a payment Pending at the return is marked paid by the lookup job once Khalti completes it', async () => {
    const booked = await bookPaid();
    khalti.setOutcome('pending');
    const back = new URL(await payAtWallet(await startKhalti(booked)));
    expect((await visit(back.href)).location).toMatch(/&paid=pending#pay$/);
    khalti.settle(back.searchParams.get('pidx')!, 'Completed');
    gateway.app.jobs.runBy('payment-lookups', Date.now());
    await expect.poll(() => paidNotes(booked.id), { timeout: 10_000 }).toHaveLength(1);
  });
});

describe('eSewa', () => {
  it('takes the signed success only after the status check says COMPLETE, once', async () => {
    const booked = await bookPaid('60 Minutes - 99$');
    esewa.setOutcome('complete');
    const uuid = await startEsewa(booked);
    expect(esewa.payments.get(uuid)).toMatchObject({ totalAmount: '13000', status: 'INITIATED' });
    const back = await payAtWallet(`${esewa.url}/pay/${uuid}`);
    const checksBefore = esewa.checks.length;
    const landed = await visit(back);
    expect(esewa.checks.length).toBe(checksBefore + 1);
    expect(landed.location).toMatch(/&paid=paid#pay$/);
    expect(await paidNotes(booked.id)).toEqual([
      expect.stringMatching(/^Paid NPR 13,000 with eSewa \(transaction [0-9A-F]{10}; /),
    ]);
    expect((await visit(back)).location).toMatch(/&paid=paid#pay$/);
    expect(await paidNotes(booked.id)).toHaveLength(1);
  });

  it('marks nothing for a bad signature, a changed amount, another uuid, or a pending or cancelled payment', async () => {
    const booked = await bookPaid();
    esewa.setOutcome('pending');
    const pendingUuid = await startEsewa(booked);
    const failed = await payAtWallet(`${esewa.url}/pay/${pendingUuid}`);
    expect((await visit(failed)).location).toMatch(/&paid=pending#pay$/);

    const sign = (data: Record<string, string>, secret = ESEWA_SECRET) => {
      const signed = {
        ...data,
        signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      };
      return { ...signed, signature: esewaSignature(secret, signed, signed.signed_field_names) };
    };
    const success = (data: Record<string, string>) =>
      visit(
        `${gateway.url}/payments/esewa/success?data=${encodeURIComponent(Buffer.from(JSON.stringify(data)).toString('base64'))}`,
      );
    const claim = {
      transaction_code: '0007ABC',
      status: 'COMPLETE',
      total_amount: '6500.0',
      transaction_uuid: pendingUuid,
      product_code: ESEWA_CODE,
    };
    // Signed with another key, signed then changed, another amount, another id: refused before asking.
    expect((await success(sign(claim, 'not-the-merchant-secret'))).status).toBe(400);
    expect((await success({ ...sign(claim), total_amount: '65.0' })).status).toBe(400);
    expect((await success(sign({ ...claim, total_amount: '65.0' }))).status).toBe(400);
    expect((await success(sign({ ...claim, transaction_uuid: 'pay-00000000000000000000000000000000' }))).status).toBe(
      400,
    );
    expect((await visit(`${gateway.url}/payments/esewa/success?data=not-base64-json`)).status).toBe(400);
    // Correctly signed (a leaked secret, a replay of what eSewa sent) but the status check says PENDING.
    expect((await success(sign(claim))).location).toMatch(/&paid=pending#pay$/);

    esewa.setOutcome('wrong-amount');
    const shortUuid = await startEsewa(booked);
    expect((await visit(await payAtWallet(`${esewa.url}/pay/${shortUuid}`))).status).toBe(400);
    const cancelled = await startEsewa(booked);
    expect((await visit(await payAtWallet(`${esewa.url}/pay/${cancelled}`, 'cancel'))).location).toMatch(
      /&paid=failed#pay$/,
    );
    expect(await paidNotes(booked.id)).toEqual([]);
  });
});
