/**
 * The visitor's controls past the booking form, for bench:first-tap: "Add to calendar" on the
 * confirmation panel that takes the form's place once a meeting is booked, and on the meeting's own
 * page (the manage link its e-mail carries) the move picker and "Pay with Khalti"/"Pay with eSewa".
 * The manage page is the gateway's HTML with no script: its date list is the phone's own picker, and
 * the day's times come with the page "Show times" asks for. Each of these taps leaves the page or
 * downloads a file, so it answers when its navigation starts; the bench holds it there, so no wallet
 * is reached and nothing is downloaded.
 */
import type { Page } from 'playwright-core';
import { nepalDateTime } from '../schemas/booking-slots';
import { nepalToday } from '../schemas/nepal-time';
import { paymentProviderNames, type PaymentProvider } from '../schemas/payment-names';
import { waitFor } from '../server/testing/fault-proxy';
import { meeting } from '../server/testing/sample-records';
import type { SmtpSink } from '../server/testing/smtp-sink';
import { BENCH_BASE } from './bench-gateway';
import type { TapControl } from './first-tap-controls';

/** The gateway's settings for them: its e-mails reach `sink`, and both wallets are configured (on a port nothing answers). */
export const bookingEnv = (sink: SmtpSink): Record<string, string> => ({
  SMTP_URL: sink.url,
  KHALTI_SECRET_KEY: 'bench-khalti-key',
  KHALTI_API_URL: 'http://127.0.0.1:9/',
  ESEWA_MERCHANT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: 'bench-esewa-secret',
  ESEWA_FORM_URL: 'http://127.0.0.1:9/form',
  ESEWA_STATUS_URL: 'http://127.0.0.1:9/status',
});

/** A paid meeting booked as the site's form sends it: the manage page's URL from its e-mail, on the gateway at `url`. */
export async function managePage(url: string, sink: SmtpSink): Promise<string> {
  const email = `first-tap-${Date.now()}@example.com`;
  const answer = await fetch(`${url}/v0/${BENCH_BASE}/Meeting`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': 'en' },
    body: JSON.stringify({ fields: { ...meeting(), Email: email } }),
  });
  if (!answer.ok) throw new Error(`booking: ${answer.status} ${await answer.text()}`);
  const mail = await waitFor(() => sink.received.find((received) => received.envelopeTo.includes(email)), 20_000);
  return `${url}${/\/meeting\/manage\?t=[\w.-]+/.exec(mail.parsed.text ?? '')![0]}`;
}

const confirmation = 'a[download="meeting.ics"]';

/** Books the first free 30-minute time through /book's form as a visitor fills it, until the confirmation panel shows. */
async function bookThroughForm(page: Page): Promise<void> {
  const { origin } = new URL(page.url());
  const free = await fetch(`${origin}/api/booking/slots?from=${nepalToday()}&days=30&duration=30`);
  const { slots } = (await free.json()) as { slots: { start: string }[] };
  const { date, time } = nepalDateTime(new Date(slots[0].start));
  await page.getByRole('textbox', { name: 'Name' }).fill('Nirmala Shrestha');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(`first-tap-${Date.now()}@example.com`);
  await page.getByLabel('Preferred Date').fill(date);
  await page.getByLabel('Preferred Time').fill(time);
  await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Non Profit');
  await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
  await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
  await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
  await page.getByRole('button', { name: 'Book Meeting' }).click();
  await page.locator(confirmation).waitFor();
}

/** /book's confirmation panel, once the form has booked a meeting. */
export const confirmationControl: TapControl = {
  name: 'booked: Add to calendar',
  tap: confirmation,
  putBack: 'none',
  navigates: true,
  prepare: bookThroughForm,
};

const payWith = (wallet: PaymentProvider): TapControl => ({
  name: `manage: Pay with ${paymentProviderNames[wallet]}`,
  tap: `form[action="/meeting/pay"]:has(input[value="${wallet}"]) button`,
  putBack: 'none',
  navigates: true,
});

/** The manage page's: a day picked in the move picker, then "Show times"; each wallet's button. */
export const manageControls: TapControl[] = [
  {
    name: 'manage: move, Show times',
    tap: 'form[method=get] button',
    putBack: 'none',
    navigates: true,
    prepare: async (page) => {
      await page.selectOption('#date', { index: 1 });
    },
  },
  payWith('khalti'),
  payWith('esewa'),
];
