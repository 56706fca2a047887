import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { waitFor } from '../../server/testing/fault-proxy';
import { startEsewaDouble, type EsewaDouble } from '../../server/testing/esewa-double';
import { startKhaltiDouble, type KhaltiDouble } from '../../server/testing/khalti-double';
import { meeting } from '../../server/testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/testing/smtp-sink';
import { openPage, sharedBrowser } from './support/browser';

// A paid meeting paid online, through the real pages and the wallets' doubles: the visitor opens
// the manage link from the booking e-mail, pays with Khalti (or eSewa, from /ne/book in Nepali),
// comes back to a page that says Paid, and gets the receipt by e-mail; staff see it paid.
const browser = sharedBrowser();
const shots = '/work/shots/46-pay';
const STAFF_TOKEN = 'staff-e2e-token-0123456789abcdef';
let sink: SmtpSink;
let khalti: KhaltiDouble;
let esewa: EsewaDouble;
let gateway: RunningGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  khalti = await startKhaltiDouble('e2e-khalti-key');
  esewa = await startEsewaDouble('EPAYTEST', '8gBm/:&EnhH.1/q');
  gateway = await startGateway({
    STAFF_TOKEN,
    SMTP_URL: sink.url,
    NOTIFY_RETRY_BASE_MS: '100',
    KHALTI_SECRET_KEY: 'e2e-khalti-key',
    KHALTI_API_URL: khalti.apiUrl,
    ESEWA_MERCHANT_CODE: 'EPAYTEST',
    ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
  });
});
afterAll(async () => {
  await gateway?.stop();
  await khalti?.close();
  await esewa?.close();
  await sink?.close();
});

const mail = (address: string, n: number) =>
  waitFor(() => sink.received.filter((m) => m.envelopeTo.includes(address))[n - 1], 20_000) as Promise<ReceivedMail>;

/** Books a paid meeting as the site's form sends it, in the page's language; its id and manage path. */
async function bookPaid(slot: number, lang: 'en' | 'ne') {
  const email = `payer-${lang}-${Date.now()}@example.com`;
  const response = await fetch(`${gateway.url}/v0/appLocalGateway01/Meeting`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': lang },
    body: JSON.stringify({ fields: { ...meeting(slot, 2), Email: email } }),
  });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const received = await mail(email, 1);
  const manage = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(
    received.parsed.text ?? '',
  )![1];
  return { id, email, manage, received };
}

const paymentOf = async (id: string) =>
  (await fetch(`${gateway.url}/staff/api/records/Meeting/${id}/payment`, {
    headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
  }).then((r) => r.json())) as { paid: boolean; payments: { provider: string; state: string }[] };

describe('paying a meeting online', () => {
  it('with Khalti: the manage page offers both wallets, Khalti sends the visitor back, the page and the e-mail say Paid', async () => {
    const { id, email, manage, received } = await bookPaid(3, 'en');
    expect(received.parsed.text).toContain('Payment is due: NPR 6,500');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${gateway.url}${manage}`);
    const pay = visitor.page.getByRole('region', { name: /Pay for your meeting/ });
    await pay.getByText('NPR 6,500 (about USD 49)').waitFor();
    await pay.getByRole('button', { name: 'Pay with eSewa' }).waitFor();
    await pay.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${shots}/pay-step-en-375.png`, fullPage: true });
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.screenshot({ path: `${shots}/pay-step-en-1280.png`, fullPage: true });

    await pay.getByRole('button', { name: 'Pay with Khalti' }).click();
    await visitor.page.getByRole('heading', { name: 'Khalti (test double)' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.page.getByText('Paid. Thank you: we have your payment.').waitFor();
    await visitor.page.getByText('Paid with Khalti. Thank you.').waitFor();
    await visitor.page.screenshot({ path: `${shots}/paid-en-1280.png`, fullPage: true });
    expect(visitor.errors).toEqual([]);

    const receipt = await mail(email, 2);
    expect(receipt.parsed.subject).toMatch(/^Paid: your meeting on /);
    expect(receipt.parsed.text).toContain('we have received NPR 6,500 with Khalti');
    const payment = await paymentOf(id);
    expect(payment.paid).toBe(true);
    expect(payment.payments).toEqual([expect.objectContaining({ provider: 'khalti', state: 'paid' })]);
  });

  it('with eSewa, in Nepali: the hand-off page posts the signed form, eSewa sends the visitor back, Paid', async () => {
    const { id, email, manage } = await bookPaid(4, 'ne');
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${gateway.url}${manage}`);
    const pay = visitor.page.getByRole('region', { name: /बैठकको भुक्तानी गर्नुहोस्/ });
    await pay.getByRole('button', { name: 'Khalti बाट भुक्तानी गर्नुहोस्' }).waitFor();
    await pay.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${shots}/pay-step-ne-375.png`, fullPage: true });
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.screenshot({ path: `${shots}/pay-step-ne-1280.png`, fullPage: true });

    await pay.getByRole('button', { name: 'eSewa बाट भुक्तानी गर्नुहोस्' }).click();
    await visitor.page.getByRole('button', { name: 'eSewa मा जानुहोस्' }).click();
    await visitor.page.getByRole('heading', { name: 'eSewa (test double)' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await visitor.page.getByText('भुक्तानी भयो। धन्यवाद: तपाईंको भुक्तानी हामीले पायौं।').waitFor();
    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await visitor.page.screenshot({ path: `${shots}/paid-ne-375.png`, fullPage: true });
    expect(visitor.errors).toEqual([]);

    const receipt = await mail(email, 2);
    expect(receipt.parsed.subject).toMatch(/^भुक्तानी भयो: /);
    expect((await paymentOf(id)).payments).toEqual([expect.objectContaining({ provider: 'esewa', state: 'paid' })]);
  });
});
