import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { addDays, nepalDateTime } from '../../schemas/booking-slots';
import { nepalToday } from '../../schemas/nepal-time';
import { clockTime } from '../../schemas/zoned-time';
import { esewaSignature } from '../../server/payments/esewa-signature';
import { bookingAt, slotsOf } from '../../server/testing/free-slots';
import { bookMeeting } from '../../server/testing/pay-through';
import { startTestGateway, tempDir } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser } from './support/browser';
import { dateLabel } from './support/nepal-day';
import { bookPaid, ESEWA_SECRET, mailTo, payingGateway, paymentOf, STAFF_TOKEN } from './support/paid-booking';
import { addAccountWithCli, adminAccount, signIn } from './support/staff-fixtures';

// What proves a payment, tried in the browser against the real gateway and the wallets' doubles:
// a return the wallet did not send, a replayed one, or one for another amount marks nothing (the
// visitor is told so plainly, staff see the meeting unpaid); a gateway killed between the wallet's
// success and our write marks the meeting paid once after a restart; an unpaid hold ends and the
// time is offered again on /book.
const browser = sharedBrowser();
const shots = '/work/shots/46-rest';
const rig = payingGateway({
  // The lookup job stays out of the way: only the wallet's return settles anything here.
  PAYMENT_CHECK_MS: '3600000',
});
beforeAll(() => addAccountWithCli(rig.gateway, { ...adminAccount, admin: true }));

const unconfirmed = 'This payment could not be confirmed';
const receiptsTo = (address: string) =>
  rig.sink.received.filter((m) => m.envelopeTo.includes(address) && /^Paid: /.test(m.parsed.subject ?? '')).length;

/** Presses Pay on a wallet double's page: the address the wallet sent the browser back to, as it left. */
async function payOnWallet(page: Page, returnPath: RegExp) {
  const back = page.waitForRequest((request) => returnPath.test(request.url()));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  return new URL((await back).url());
}

/** Opens `url` in the page: the answer's status. */
const open = async (page: Page, url: string) => (await page.goto(url))!.status();

describe('a return the wallet did not send, or not for this amount, marks nothing', () => {
  it('Khalti: another amount, a Pending lookup, another id or pidx mark nothing; the page says so, staff see it unpaid; a replayed return adds nothing', async () => {
    const { gateway, sink, khalti } = rig;
    const unpaid = await bookPaid(gateway.url, sink, 5, 'en');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${gateway.url}${unpaid.manage}`);
    const pay = visitor.page.getByRole('region', { name: /Pay for your meeting/ });

    // Khalti completes it for 1 paisa less than asked: not paid, and the visitor may try again.
    khalti.setOutcome('wrong-amount');
    await pay.getByRole('button', { name: 'Pay with Khalti' }).click();
    await visitor.page.getByRole('heading', { name: 'Khalti (test double)' }).waitFor();
    const short = await payOnWallet(visitor.page, /\/payments\/khalti\/return/);
    await visitor.page
      .getByRole('alert')
      .getByText('Not paid: the payment was cancelled or not completed. You can try again.')
      .waitFor();
    await pay.getByRole('button', { name: 'Pay with Khalti' }).waitFor();
    await visitor.page.screenshot({ path: `${shots}/khalti-short-en-375.png`, fullPage: true });

    // The browser's query says Completed; the lookup says Pending: nothing is marked.
    khalti.setOutcome('pending');
    await pay.getByRole('button', { name: 'Pay with Khalti' }).click();
    const pending = await payOnWallet(visitor.page, /\/payments\/khalti\/return/);
    pending.searchParams.set('status', 'Completed');
    expect(await open(visitor.page, pending.href)).toBe(200);
    await visitor.page.getByText('The wallet has not confirmed your payment yet.', { exact: false }).waitFor();

    // Our id changed, or another payment's pidx: no attempt of ours, told in both languages.
    const otherId = new URL(short);
    otherId.searchParams.set('purchase_order_id', 'pay-00000000000000000000000000000000');
    expect(await open(visitor.page, otherId.href)).toBe(400);
    await visitor.page.getByRole('heading', { name: unconfirmed }).waitFor();
    await visitor.page.getByText('Nothing was recorded.', { exact: false }).waitFor();
    await visitor.page.screenshot({ path: `${shots}/forged-return-375.png`, fullPage: true });
    const otherPidx = new URL(short);
    otherPidx.searchParams.set('pidx', pending.searchParams.get('pidx')!);
    expect(await open(visitor.page, otherPidx.href)).toBe(400);
    await visitor.page.getByRole('heading', { name: unconfirmed }).waitFor();

    // The same returns again, and the meeting is still unpaid.
    expect(await open(visitor.page, short.href)).toBe(200);
    await visitor.page.getByText('Not paid: the payment was cancelled or not completed.', { exact: false }).waitFor();
    const stillDue = await paymentOf(gateway.url, STAFF_TOKEN, unpaid.id);
    expect(stillDue.paid).toBe(false);
    expect(stillDue.payments.map((p) => p.state).sort()).toEqual(['failed', 'pending']);

    // A payment that did complete: its return replayed shows Paid again and records nothing twice.
    const paid = await bookPaid(gateway.url, sink, 6, 'en');
    khalti.setOutcome('complete');
    await visitor.page.goto(`${gateway.url}${paid.manage}`);
    await pay.getByRole('button', { name: 'Pay with Khalti' }).click();
    const done = await payOnWallet(visitor.page, /\/payments\/khalti\/return/);
    await visitor.page.getByText('Paid. Thank you: we have your payment.').waitFor();
    await mailTo(sink, paid.email, 2);
    for (let replay = 0; replay < 2; replay++) {
      await open(visitor.page, done.href);
      await visitor.page.getByText('Paid with Khalti. Thank you.').waitFor();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiptsTo(paid.email)).toBe(1);
    expect((await paymentOf(gateway.url, STAFF_TOKEN, paid.id)).payments).toEqual([
      expect.objectContaining({ provider: 'khalti', state: 'paid' }),
    ]);
    expect(receiptsTo(unpaid.email)).toBe(0);

    // Staff, on the meeting: owed, not paid yet, each attempt as it ended.
    const staff = await openPage(browser(), 1280, 900);
    await signIn(staff, gateway.url, adminAccount.email, adminAccount.password);
    await staff.page.goto(`${gateway.url}/staff/records/Meeting/${unpaid.id}`);
    const panel = staff.page.getByRole('region', { name: 'Payment' });
    await panel.getByText('Owes NPR 6,500: not paid yet.').waitFor();
    await panel.getByText(/^Khalti, NPR 6,500: not completed/).waitFor();
    await panel.getByText(/^Khalti, NPR 6,500: pending at the wallet/).waitFor();
    await staff.page.screenshot({ path: `${shots}/staff-unpaid-1280.png`, fullPage: true });
    expect(visitor.errors.filter((error) => !error.includes('400 (Bad Request)'))).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('eSewa, from a Nepali booking: a bad signature, another amount or id, and a completion for less mark nothing', async () => {
    const { gateway, sink, esewa } = rig;
    const booked = await bookPaid(gateway.url, sink, 7, 'ne');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${gateway.url}${booked.manage}`);
    const pay = visitor.page.getByRole('region', { name: /बैठकको भुक्तानी गर्नुहोस्/ });
    esewa.setOutcome('wrong-amount');
    await pay.getByRole('button', { name: 'eSewa बाट भुक्तानी गर्नुहोस्' }).click();
    await visitor.page.getByRole('button', { name: 'eSewa मा जानुहोस्' }).click();
    await visitor.page.getByRole('heading', { name: 'eSewa (test double)' }).waitFor();
    // eSewa signs a success for NPR 1 less than we asked: refused before asking, in both languages.
    const short = await payOnWallet(visitor.page, /\/payments\/esewa\/success/);
    await visitor.page.getByRole('heading', { name: unconfirmed }).waitFor();
    await visitor.page.getByRole('heading', { name: 'यो भुक्तानी पक्का गर्न सकिएन' }).waitFor();
    await visitor.page.screenshot({ path: `${shots}/esewa-short-ne-375.png`, fullPage: true });

    const claim = JSON.parse(Buffer.from(short.searchParams.get('data')!, 'base64').toString()) as Record<
      string,
      string
    >;
    const signed = (data: Record<string, string>, secret = ESEWA_SECRET) => ({
      ...data,
      signature: esewaSignature(secret, data, data.signed_field_names),
    });
    const success = (data: Record<string, string>) =>
      `${gateway.url}/payments/esewa/success?data=${encodeURIComponent(Buffer.from(JSON.stringify(data)).toString('base64'))}`;
    const asked = `${Number(claim.total_amount) + 1}.0`;
    for (const forged of [
      signed({ ...claim, total_amount: asked }, 'not-the-merchant-secret'),
      { ...signed(claim), total_amount: asked },
      signed({ ...claim, total_amount: asked, transaction_uuid: 'pay-00000000000000000000000000000000' }),
    ]) {
      expect(await open(visitor.page, success(forged))).toBe(400);
      await visitor.page.getByRole('heading', { name: unconfirmed }).waitFor();
    }
    const payment = await paymentOf(gateway.url, STAFF_TOKEN, booked.id);
    expect(payment.paid).toBe(false);
    expect(payment.payments.filter((p) => p.state === 'paid')).toEqual([]);
    // The manage page still asks for the payment.
    await visitor.page.goto(`${gateway.url}${booked.manage}`);
    await pay.getByRole('button', { name: 'eSewa बाट भुक्तानी गर्नुहोस्' }).waitFor();
    expect(receiptsTo(booked.email)).toBe(0);
    expect(visitor.errors.filter((error) => !error.includes('400 (Bad Request)'))).toEqual([]);
  });
});

describe('the gateway killed (SIGKILL) between the wallet taking the money and our write', () => {
  it('after a restart the lookup job marks the meeting paid once: one receipt, the page says Paid, a replayed return adds nothing', async () => {
    const { sink, khalti } = rig;
    const env = { ...rig.env, DATA_DIR: tempDir('e2e-payment-kill') };
    let dying = await startGateway(env);
    onTestFinished(() => dying.stop('SIGKILL'));
    const booked = await bookPaid(dying.url, sink, 8, 'en');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${dying.url}${booked.manage}`);
    khalti.setOutcome('complete');
    await visitor.page.getByRole('button', { name: 'Pay with Khalti' }).click();
    await visitor.page.getByRole('heading', { name: 'Khalti (test double)' }).waitFor();
    // Khalti has the money; the gateway dies as it asks Khalti, before it writes anything.
    const killed = new Promise((done) => dying.process.once('exit', done));
    khalti.onLookup(() => dying.process.kill('SIGKILL'));
    const back = await payOnWallet(visitor.page, /\/payments\/khalti\/return/);
    await killed;
    khalti.onLookup(undefined);
    const lookups = khalti.lookups.length;

    // Restarted on its data: the job's first round asks Khalti once and records the payment.
    dying = await startGateway(env);
    expect(khalti.lookups.length).toBe(lookups + 1);
    await mailTo(sink, booked.email, 2);
    await visitor.page.goto(`${dying.url}${booked.manage}`);
    await visitor.page.getByText('Paid with Khalti. Thank you.').waitFor();
    await visitor.page.screenshot({ path: `${shots}/paid-after-restart-en-375.png`, fullPage: true });
    // The visitor's browser retries the return it never got an answer to: Paid, nothing twice.
    const replayed = new URL(back);
    replayed.host = new URL(dying.url).host;
    expect(await open(visitor.page, replayed.href)).toBe(200);
    await visitor.page.getByText('Paid. Thank you: we have your payment.').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiptsTo(booked.email)).toBe(1);
    expect((await paymentOf(dying.url, STAFF_TOKEN, booked.id)).payments).toEqual([
      expect.objectContaining({ provider: 'khalti', state: 'paid' }),
    ]);
  });
});

describe('an unpaid booking holds its time for 30 minutes only', () => {
  it('the held time leaves /book, and is offered there again once the hold ends unpaid (clock moved)', async () => {
    let ahead = 0;
    const clocked = await startTestGateway(
      {
        DIST_DIR: resolve('dist'),
        SERVER_BUNDLE: resolve('dist-ssr/entry-server.js'),
        ...rig.env,
      },
      { clock: () => new Date(Date.now() + ahead) },
    );
    onTestFinished(() => clocked.close());
    const { slots } = await slotsOf(clocked.url, addDays(nepalToday(), 3), 4, 30);
    const start = slots[3].start;
    const { date, time } = nepalDateTime(new Date(start));
    await bookMeeting(clocked.table('Meeting'), bookingAt(start));

    const visitor = await openPage(browser(), 375, 800, { timezoneId: 'Asia/Kathmandu' });
    // The time as /book offers it before any script: a radio button the form's plain POST sends.
    const offered = async () => {
      await visitor.page.goto(`${clocked.url}/book`);
      return visitor.page.locator(`input[name="slot"][value="${date} ${time}"]`).count();
    };
    expect(await offered()).toBe(0);
    ahead = 29 * 60_000;
    clocked.app.jobs.runBy('payment-lookups', Date.now());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await offered()).toBe(0);
    ahead = 31 * 60_000;
    clocked.app.jobs.runBy('payment-lookups', Date.now());
    await expect.poll(offered, { timeout: 15_000 }).toBe(1);
    // And in the woken picker: the date's tiles, then the time itself.
    await visitor.page.locator('input[name="Name"]').fill('Ram');
    await visitor.page.getByText('Dates and times in Nepal time').waitFor();
    await visitor.page
      .getByRole('group', { name: 'Dates' })
      .getByRole('button', { name: new RegExp(`^${dateLabel(date)}`) })
      .click();
    const clock = clockTime(new Date(start), 'Asia/Kathmandu', await visitor.page.evaluate(() => navigator.language));
    await visitor.page
      .getByRole('group', { name: /^Start times/ })
      .getByRole('button', { name: clock, exact: true })
      .waitFor();
    await visitor.page.screenshot({ path: `${shots}/hold-ended-offered-again-en-375.png`, fullPage: true });
    expect(visitor.errors).toEqual([]);
  });
});
