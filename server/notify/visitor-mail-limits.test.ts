import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../schemas/company';
import { notificationListAnswer } from '../../schemas/staff-api';
import { waitFor } from '../testing/fault-proxy';
import { uniqueMeeting } from '../testing/unique-submissions';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

const PER_HOUR = 12;
const phishing = 'Your parcel is held: pay the fee at https://evil.example/p';

let sink: SmtpSink;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_VISITOR_PER_HOUR: String(PER_HOUR),
    NOTIFY_RETRY_BASE_MS: '20',
    NOTIFY_RETRY_MAX_MS: '100',
  });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
  gateway.app.database.prepare('DELETE FROM notifications').run();
});

const queued = () =>
  (
    gateway.app.database.prepare("SELECT count(*) AS n FROM notifications WHERE status = 'queued'").get() as {
      n: number;
    }
  ).n;
const textOf = (mail: ReceivedMail) => String(mail.parsed.text);
const htmlOf = (mail: ReceivedMail) => String(mail.parsed.html);

/** Each meeting in a request of its own, as the gateway takes them. */
async function book(records: Record<string, unknown>[]) {
  for (const fields of records) expect((await postJson(gateway.table('Meeting'), { fields })).status).toBe(200);
}

// Each booking on its own free slot (one gateway for the file): 0–199 the first test, 200 on the others.
describe('the visitor confirmation is no open mailer', () => {
  it('sends at most the hourly cap of 200 phishing bookings to 200 addresses; the rest are kept, marked, for staff', async () => {
    for (let post = 0; post < 20; post++)
      await book(
        Array.from({ length: 10 }, (_, n) => ({
          ...uniqueMeeting(post * 10 + n),
          Name: phishing,
          Email: `v${post * 10 + n}@example.org`,
        })),
      );
    await waitFor(() => queued() === 0);
    expect(sink.received).toHaveLength(PER_HOUR);

    const skipped = notificationListAnswer.parse(
      await (await staff.call('GET', '/notifications?status=failed')).json(),
    );
    expect(skipped.items).toHaveLength(50);
    expect(skipped.nextCursor).not.toBeNull();
    expect(skipped.items[0]).toMatchObject({
      kind: 'meeting-received',
      recipient: 'v199@example.org',
      lastError: `skipped: limit: ${PER_HOUR} visitor e-mails in the last hour`,
    });
    const kept = gateway.app.database
      .prepare(
        "SELECT count(*) AS n FROM notifications WHERE kind = 'meeting-received' AND last_error LIKE 'skipped: limit%'",
      )
      .get() as { n: number };
    expect(kept.n).toBe(200 - PER_HOUR);
  });

  it('sends one address at most 3 a day, whatever the case of its letters, and other addresses theirs', async () => {
    await book([
      { ...uniqueMeeting(200), Email: 'bikash@example.com' },
      { ...uniqueMeeting(201), Email: 'Bikash@Example.com' },
      { ...uniqueMeeting(202), Email: 'bikash@example.com' },
      { ...uniqueMeeting(203), Email: 'BIKASH@example.com' },
      { ...uniqueMeeting(204), Email: 'sita@example.com' },
    ]);
    await waitFor(() => queued() === 0);
    const to = sink.received.map((mail) => mail.envelopeTo[0].toLowerCase()).sort();
    expect(to).toEqual(['bikash@example.com', 'bikash@example.com', 'bikash@example.com', 'sita@example.com']);
    const skipped = gateway.app.database
      .prepare("SELECT recipient, last_error AS reason FROM notifications WHERE status = 'failed'")
      .all();
    expect(skipped).toEqual([
      { recipient: 'BIKASH@example.com', reason: 'skipped: limit: 3 to this address in 24 hours' },
    ]);
  });

  it('greets by the first word only, capped, and never carries a link-like value', async () => {
    await book([
      { ...uniqueMeeting(205), Name: phishing, Email: 'a@example.org' },
      { ...uniqueMeeting(206), Name: 'evil.example/pay now', Email: 'b@example.org' },
      { ...uniqueMeeting(207), Name: 'https://evil.example/p', Email: 'c@example.org' },
      { ...uniqueMeeting(208), Name: `${'W'.repeat(60)} Rai`, Email: 'd@example.org' },
    ]);
    await waitFor(() => queued() === 0 && sink.received.length === 4);
    const to = (address: string) => sink.received.find((mail) => mail.envelopeTo[0] === address)!;
    expect(textOf(to('a@example.org'))).toContain('Dear Your,');
    expect(textOf(to('b@example.org'))).toContain('Dear visitor,');
    expect(textOf(to('c@example.org'))).toContain('Dear visitor,');
    expect(textOf(to('d@example.org'))).toContain(`Dear ${'W'.repeat(30)},\n`);
    for (const mail of sink.received) {
      // The company's own addresses are the only links: the visitor's private manage link on its site, and the site.
      const links = (textOf(mail).match(/https?:\/\/[^\s)]+/g) ?? []).map((link) =>
        link.replace(/\?t=[\w.-]+$/, '?t=…'),
      );
      expect(links).toEqual([`${company.website}/meeting/manage?t=…`, company.website]);
      expect(textOf(mail)).not.toMatch(/evil|parcel/);
      expect(htmlOf(mail)).not.toMatch(/evil|parcel/);
    }
  });
});
