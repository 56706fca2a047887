import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { startKhaltiDouble, type KhaltiDouble } from '../testing/khalti-double';
import { onGateway, payAtWallet, pressPay, visit } from '../testing/pay-through';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { signInAs } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

const KEY = 'test-khalti-secret-key';
let sink: SmtpSink;
let khalti: KhaltiDouble;
let gateway: TestGateway;
let plain: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  khalti = await startKhaltiDouble(KEY);
  const mail = { SMTP_URL: sink.url, NOTIFY_RETRY_BASE_MS: '20', PAYMENT_CHECK_MS: '3600000' };
  gateway = await startTestGateway({ ...mail, KHALTI_SECRET_KEY: KEY, KHALTI_API_URL: khalti.apiUrl });
  // No wallet and no payment instructions: nothing is paid online.
  plain = await startTestGateway(mail);
});
afterAll(async () => {
  await gateway.close();
  await plain.close();
  await khalti.close();
  await sink.close();
});

let n = 0;
async function book(on: TestGateway, lang = 'en') {
  const address = `payer-${++n}@example.com`;
  const response = await postJson(
    on.table('Meeting'),
    { fields: { ...meeting(n, 1), Email: address } },
    { 'Content-Language': lang },
  );
  expect(response.status).toBe(200);
  return { address, ...((await response.json()) as { id: string }) };
}
const mailNumber = async (address: string, number: number): Promise<ReceivedMail> =>
  (await waitFor(() => sink.received.filter((mail) => mail.envelopeTo.includes(address))[number - 1], 20_000))!;
/** The "Pay with Khalti" link an e-mail carries, as the gateway's own path. */
const payLinkIn = (mail: ReceivedMail) => {
  const link = /https:\/\/www\.digitalbridge\.com\.np\/meeting\/pay\?t=[\w.-]+&with=khalti/.exec(
    mail.parsed.text ?? '',
  );
  expect(link, 'the e-mail carries a Pay with Khalti link').not.toBeNull();
  return link![0];
};

describe('the visitor’s e-mails while payment is due, and once paid', () => {
  it('the booking e-mail carries "Pay now" with a link per wallet; paying sends a receipt; the confirmation asks nothing more', async () => {
    const { id, address } = await book(gateway);
    const received = await mailNumber(address, 1);
    expect(received.parsed.text).toContain('Payment is due: NPR 6,500. Pay now to keep your time');
    const link = payLinkIn(received);
    // Staff reading the Mail page never see the token in it (it is the visitor's manage link too).
    const staff = await signInAs(gateway, 'gita@example.com', 'staff');
    const listed = (await (await staff.call('GET', '/notifications')).json()) as {
      items: { id: number; recipient: string }[];
    };
    const item = listed.items.find((entry) => entry.recipient === address)!;
    const parts = await (await staff.call('GET', `/notifications/${item.id}/parts`)).json();
    expect(parts.text).toContain('/meeting/pay?t=hidden&with=khalti');
    expect(JSON.stringify(parts)).not.toContain(new URL(link).searchParams.get('t'));
    // The e-mail's link opens a page with one button (a mail scanner opening it starts nothing).
    expect((await visit(onGateway(gateway.url, link))).text).toContain('Pay with Khalti');
    khalti.setOutcome('complete');
    const payPage = (await pressPay(gateway.url, link)).headers.get('location')!;
    await visit(await payAtWallet(payPage));
    const receipt = await mailNumber(address, 2);
    expect(receipt.parsed.subject).toMatch(/^Paid: your meeting on /);
    expect(receipt.parsed.text).toContain('we have received NPR 6,500 with Khalti');
    expect(receipt.parsed.text).toContain(`Transaction ID: ${[...khalti.payments.values()].at(-1)!.transactionId}`);

    const decided = await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://zoom.us/j/1',
    });
    expect(decided.status).toBe(200);
    const confirmed = await mailNumber(address, 3);
    expect(confirmed.parsed.subject).toMatch(/^Confirmed:/);
    expect(confirmed.parsed.text).not.toContain('Payment is due');
    expect(confirmed.parsed.text).not.toContain('how to pay');
  });

  it('a Nepali booking gets "Pay now" and the receipt in Nepali', async () => {
    const { address } = await book(gateway, 'ne');
    const received = await mailNumber(address, 1);
    // Amounts as Nepali pages write them, Devanagari digits after रु., never "NPR 6,500".
    expect(received.parsed.text).toContain('भुक्तानी बाँकी: रु. ६,५००।');
    expect(received.parsed.text).toContain('रु. ६,५०० (करिब ४९ अमेरिकी डलर)');
    expect(received.parsed.text).not.toMatch(/NPR|6,500/);
    expect(received.parsed.text).toContain('Khalti बाट भुक्तानी गर्नुहोस्');
    khalti.setOutcome('complete');
    const payPage = (await pressPay(gateway.url, payLinkIn(received))).headers.get('location')!;
    await visit(await payAtWallet(payPage));
    const receipt = await mailNumber(address, 2);
    expect(receipt.parsed.subject).toMatch(/^भुक्तानी भयो: तपाईंको बैठक /);
    expect(receipt.parsed.text).toContain('Khalti बाट रु. ६,५०० प्राप्त भयो');
    expect(receipt.parsed.text).not.toMatch(/NPR|6,500/);
  });

  it('with no wallet and no instructions, a paid meeting’s confirmation says how the visitor will learn to pay', async () => {
    const { id, address } = await book(plain);
    const received = await mailNumber(address, 1);
    expect(received.parsed.text).not.toContain('Payment is due');
    const staff = await signInAs(plain, 'hari@example.com', 'staff');
    const payment = await (await staff.call('GET', `/records/Meeting/${id}/payment`)).json();
    // What the back office warns with: owed, unpaid, and no way to pay set up.
    expect(payment).toMatchObject({ owed: 650_000, paid: false, wallets: [], instructions: false });
    await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://zoom.us/j/2',
    });
    const confirmed = await mailNumber(address, 2);
    expect(confirmed.parsed.text).toContain(
      'This meeting costs NPR 6,500 (about USD 49). We will tell you how to pay before the meeting',
    );
  });
});
