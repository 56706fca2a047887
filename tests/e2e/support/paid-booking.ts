import { afterAll, beforeAll, expect } from 'vitest';
import { startGateway, type RunningGateway } from '../../../scripts/gateway-process.mjs';
import { startEsewaDouble, type EsewaDouble } from '../../../server/testing/esewa-double';
import { waitFor } from '../../../server/testing/fault-proxy';
import { startKhaltiDouble, type KhaltiDouble } from '../../../server/testing/khalti-double';
import { meeting } from '../../../server/testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../server/testing/smtp-sink';

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

/** The staff token of a paying gateway, and the eSewa merchant secret its double signs with. */
export const STAFF_TOKEN = 'staff-e2e-token-0123456789abcdef';
export const ESEWA_SECRET = '8gBm/:&EnhH.1/q';

export interface PayingGateway {
  gateway: RunningGateway;
  sink: SmtpSink;
  khalti: KhaltiDouble;
  esewa: EsewaDouble;
  /** The gateway's settings: a test starts another gateway on the same wallets and mail with them. */
  env: Record<string, string>;
}

/**
 * A gateway process of the calling test file's own whose wallets are the Khalti and eSewa doubles
 * and whose e-mails reach a real SMTP server in the test, all started before its tests and stopped
 * after them; `env` adds to its settings. Read the rig's parts inside tests.
 */
export function payingGateway(env: Record<string, string> = {}): PayingGateway {
  const rig = {} as PayingGateway;
  beforeAll(async () => {
    rig.sink = await startSmtpSink();
    rig.khalti = await startKhaltiDouble('e2e-khalti-key');
    rig.esewa = await startEsewaDouble('EPAYTEST', ESEWA_SECRET);
    rig.env = {
      STAFF_TOKEN,
      SMTP_URL: rig.sink.url,
      NOTIFY_RETRY_BASE_MS: '100',
      KHALTI_SECRET_KEY: 'e2e-khalti-key',
      KHALTI_API_URL: rig.khalti.apiUrl,
      ESEWA_MERCHANT_CODE: 'EPAYTEST',
      ESEWA_SECRET_KEY: ESEWA_SECRET,
      ESEWA_FORM_URL: rig.esewa.formUrl,
      ESEWA_STATUS_URL: rig.esewa.statusUrl,
      ...env,
    };
    rig.gateway = await startGateway(rig.env);
  });
  afterAll(async () => {
    await rig.gateway?.stop();
    await rig.khalti?.close();
    await rig.esewa?.close();
    await rig.sink?.close();
  });
  return rig;
}
