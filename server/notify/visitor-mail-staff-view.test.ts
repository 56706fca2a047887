import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { folderDatabaseUrl } from '../testing/folder-database';
import { tempDir } from '../testing/test-gateway';
import { openCalendarRetention, writeOpenAvailability } from '../testing/open-calendar';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let sink: SmtpSink;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Open round the clock for a century: a meeting can be booked at a date the Nepali calendar converter does not know.
  const dataDir = tempDir('visitor-mail-view');
  writeOpenAvailability(dataDir, await folderDatabaseUrl(dataDir));
  gateway = await startTestGateway({
    DATA_DIR: dataDir,
    ...openCalendarRetention,
    SMTP_URL: sink.url,
    NOTIFY_MEETING_TO: 'meetings@example.com',
    NOTIFY_RETRY_BASE_MS: '20',
  });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});

interface Listed {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
}
const listed = async (): Promise<Listed[]> => (await (await staff.call('GET', '/notifications')).json()).items;
const mailsTo = (address: string) => sink.received.filter((mail) => mail.envelopeTo.includes(address));

describe('a message that cannot be built', () => {
  it('costs only itself: the staff e-mail goes, and the visitor’s is kept failed with the fault, for staff to see and resend', async () => {
    // The Nepali e-mail gives the date in Bikram Sambat, which the converter knows up to 2090 BS (2034 AD).
    const booked = {
      ...meeting(),
      Email: 'far-future@example.com',
      'Preferred date': '2045-01-10',
      'Preferred Time': '10:00',
    };
    const response = await postJson(gateway.table('Meeting'), { fields: booked }, { 'Content-Language': 'ne' });
    expect(response.status).toBe(200);
    const staffMail = await waitFor(() => mailsTo('meetings@example.com')[0], 20_000);
    expect(staffMail.parsed.subject).toMatch(/^Meeting request: Bikash Rai/);
    const failed = (await listed()).find((item) => item.recipient === 'far-future@example.com');
    expect(failed).toMatchObject({ kind: 'meeting-received', status: 'failed' });
    expect(failed!.lastError).toMatch(/^The message could not be built: .*2090/);
    // Resent, it is tried once more: still listed, never lost, and failed again at once with the fault,
    // not retried forever (the same data builds the same fault every time).
    expect((await staff.call('POST', `/notifications/${failed!.id}/resend`)).status).toBe(204);
    const again = await waitFor(async () => {
      const item = (await listed()).find((entry) => entry.id === failed!.id);
      return item?.status === 'failed' ? item : undefined;
    }, 20_000);
    expect(again).toMatchObject({ kind: 'meeting-received', attempts: 1 });
    expect(again!.lastError).toMatch(/^The message could not be built: .*2090/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listed()).find((entry) => entry.id === failed!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mailsTo('far-future@example.com')).toHaveLength(0);
  });
});

describe('a visitor’s signed links on the Mail page', () => {
  it('are hidden from staff; the visitor’s own e-mail carries them', async () => {
    const address = 'links-visitor@example.com';
    expect((await postJson(gateway.table('Meeting'), { fields: { ...meeting(), Email: address } })).status).toBe(200);
    const received = await waitFor(() => mailsTo(address)[0], 20_000);
    const token = /\/meeting\/manage\?t=([\w.-]+)/.exec(received.parsed.text ?? '')![1];
    expect(token).not.toBe('hidden');
    const item = (await listed()).find((entry) => entry.recipient === address)!;
    const parts = await (await staff.call('GET', `/notifications/${item.id}/parts`)).json();
    expect(parts.text).toContain('/meeting/manage?t=hidden');
    expect(parts.html).toContain('/meeting/manage?t=hidden');
    const raw = await (await staff.call('GET', `/notifications/${item.id}/message`)).text();
    expect(raw).not.toContain(token);
    expect(JSON.stringify(parts)).not.toContain(token);
  });
});
