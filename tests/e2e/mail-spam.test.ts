import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { meetingTable } from '../../schemas/meeting';
import { waitFor } from '../../server/testing/fault-proxy';
import { callback, meeting } from '../../server/testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { addStaffUsers } from '../../server/testing/staff-users-table';
import { postJson, startTestGateway, type TestGateway } from '../../server/testing/test-gateway';

// The e-mails name the public site, as they do in production.
const PUBLIC_URL = 'https://www.digitalbridge.com.np';
let sink: SmtpSink;
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({ SMTP_URL: sink.url, PUBLIC_URL });
  addStaffUsers(gateway.app.database, [{ email: 'front-desk@example.com', notifyTables: [callbackTable] }]);
});
afterAll(async () => {
  await gateway?.close();
  await sink?.close();
});

const mailTo = (address: string) =>
  waitFor(() => sink.received.find((mail) => mail.envelopeTo.includes(address)), 20_000);

/** SpamAssassin's verdict on a message, offline (`-L`) with the rules Debian's package ships. */
function spamReport(raw: string): Promise<{ score: number; rules: string[] }> {
  return new Promise((done, failed) => {
    const child = execFile('spamassassin', ['-L', '-t'], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return failed(error);
      const status = /^X-Spam-Status: \w+, score=(-?[\d.]+) required=[\d.]+ tests=([\s\S]*?) autolearn=/m.exec(stdout);
      if (!status) return failed(new Error(`no X-Spam-Status in:\n${stdout.slice(0, 2000)}`));
      done({ score: Number(status[1]), rules: status[2].split(/[\s,]+/).filter(Boolean) });
    });
    child.stdin!.end(raw);
  });
}

describe('the e-mails the site sends, scored by SpamAssassin', () => {
  it('a visitor’s booking confirmation, a callback notice to staff and a follow confirmation each score under 5', async () => {
    const booked = await postJson(gateway.table(meetingTable), { fields: { ...meeting(), Email: 'maya@example.com' } });
    expect(booked.status).toBe(200);
    expect((await postJson(gateway.table(callbackTable), { fields: callback(1) })).status).toBe(200);
    const followed = await fetch(`${gateway.url}/follow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PUBLIC_URL },
      body: new URLSearchParams({ email: 'reader@example.com' }),
    });
    expect(followed.status).toBe(200);

    const mails = await Promise.all(['maya@example.com', 'front-desk@example.com', 'reader@example.com'].map(mailTo));
    const scored = await Promise.all(
      mails.map(async (mail) => ({ subject: mail.parsed.subject, ...(await spamReport(mail.raw)) })),
    );
    for (const { subject, score, rules } of scored)
      console.log(`SpamAssassin: ${score} for “${subject}” (${rules.join(', ')})`);
    expect(scored.filter(({ score }) => score >= 5)).toEqual([]);
  });

  it('is what notices a message without its Date and Message-ID, so the first test cannot pass on a scorer that reads nothing', async () => {
    const { raw } = await mailTo('reader@example.com');
    const stripped = raw.replace(/^(Date|Message-ID): .*\r\n/gim, '');
    expect((await spamReport(stripped)).rules).toEqual(expect.arrayContaining(['MISSING_DATE', 'MISSING_MID']));
  });
});
