import { expect } from 'vitest';
import type { EsewaDouble } from '../../../server/testing/esewa-double';
import { waitFor } from '../../../server/testing/fault-proxy';
import type { KhaltiDouble } from '../../../server/testing/khalti-double';
import { meeting } from '../../../server/testing/sample-records';
import type { ReceivedMail, SmtpSink } from '../../../server/testing/smtp-sink';

/** The `n`th e-mail (from 1) the sink received for `address`, waited for. */
export const mailTo = (sink: SmtpSink, address: string, n: number) =>
  waitFor(() => sink.received.filter((m) => m.envelopeTo.includes(address))[n - 1], 20_000) as Promise<ReceivedMail>;

/**
 * Books a paid meeting (30 minutes) on the sample's `day` as the site's form sends it, in the
 * page's language: its id, the visitor's address, the manage link's path and the booking e-mail.
 */
export async function bookPaid(gatewayUrl: string, sink: SmtpSink, day: number, lang: 'en' | 'ne') {
  const email = `payer-${lang}-${day}-${Date.now()}@example.com`;
  const response = await fetch(`${gatewayUrl}/v0/appLocalGateway01/Meeting`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': lang },
    body: JSON.stringify({ fields: { ...meeting(day, 2), Email: email } }),
  });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const received = await mailTo(sink, email, 1);
  const manage = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(
    received.parsed.text ?? '',
  )![1];
  return { id, email, manage, received };
}

/** The meeting's payment as staff's API answers it. */
export const paymentOf = async (gatewayUrl: string, staffToken: string, id: string) =>
  (await fetch(`${gatewayUrl}/staff/api/records/Meeting/${id}/payment`, {
    headers: { Authorization: `Bearer ${staffToken}` },
  }).then((r) => r.json())) as {
    paid: boolean;
    payments: { provider: string; state: string; transactionId: string | null }[];
  };

/** A gateway's settings for Khalti and eSewa through their doubles. */
export const walletEnv = (
  khalti: KhaltiDouble,
  khaltiKey: string,
  esewa: EsewaDouble,
  esewaCode: string,
  esewaSecret: string,
) => ({
  KHALTI_SECRET_KEY: khaltiKey,
  KHALTI_API_URL: khalti.apiUrl,
  ESEWA_MERCHANT_CODE: esewaCode,
  ESEWA_SECRET_KEY: esewaSecret,
  ESEWA_FORM_URL: esewa.formUrl,
  ESEWA_STATUS_URL: esewa.statusUrl,
});
