import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { callback, meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { postJson, tempDir, TEST_BASE } from '../testing/test-gateway';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('gateway killed mid-send (SIGKILL, real child process)', () => {
  it('sends every queued notification after the restart, the one in flight included', async () => {
    const env = {
      SMTP_URL: sink.url,
      NOTIFY_CALLBACK_TO: 'office@example.com',
      NOTIFY_MEETING_TO: 'office@example.com',
      NOTIFY_RETRY_BASE_MS: '50',
      NOTIFY_RETRY_MAX_MS: '200',
    };
    sink.mode = 'hold';
    const first = await startGateway({ ...env, ...(await folderEnv(tempDir('kill-mid-send'))) });
    onTestFinished(() => first.stop('SIGKILL'));
    const post = (url: string, table: string, fields: unknown) =>
      postJson(`${url}/v0/${TEST_BASE}/${encodeURIComponent(table)}`, { fields });
    const expected: string[] = [];
    for (let n = 0; n < 3; n++) {
      const fields = callback(500 + n);
      expect((await post(first.url, 'Request-Callback', fields)).status).toBe(200);
      expected.push(`Callback request: ${fields['First Name']} ${fields['Last Name']}, ${fields['Phone No']}`);
    }
    expect((await post(first.url, 'Meeting', meeting())).status).toBe(200);

    // The mail server has the first message's data and has not answered: kill the gateway now.
    await sink.held;
    await first.stop('SIGKILL');
    sink.mode = 'accept';

    const second = await startGateway({ ...env, ...(await folderEnv(first.dataDir)) });
    onTestFinished(() => second.stop());
    await waitFor(() => sink.received.length >= 5, 20_000);
    await second.stop();

    const subjects = sink.received.map((mail) => mail.parsed.subject ?? '');
    for (const subject of expected) expect(subjects.filter((s) => s === subject)).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Meeting request: Bikash Rai'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Requested: your meeting on'))).toHaveLength(1);
    const db = await openFolderDatabase(first.dataDir);
    const statuses = typedDb(db).all(() => sql`SELECT status, count(*) AS n FROM notifications GROUP BY status`);
    db.close();
    expect(statuses).toEqual([{ status: 'sent', n: 5 }]);
  });
});
