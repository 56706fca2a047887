import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { typedDb } from '../storage/typed-db';
import { waitFor } from '../testing/fault-proxy';
import { openFolderDatabase } from '../testing/folder-database';
import { callback } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { postJson, startTestGateway } from '../testing/test-gateway';
import { NotificationQueue } from './notification-queue';

const SUBMISSIONS = 30;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('two gateways on one data folder', () => {
  it('send each notification exactly once, whichever of them queued it', async () => {
    const env = { SMTP_URL: sink.url, NOTIFY_CALLBACK_TO: 'office@example.com' };
    const first = await startTestGateway(env);
    onTestFinished(() => first.close());
    const second = await startTestGateway({ ...env, DATA_DIR: first.dataDir });
    onTestFinished(() => second.close());

    const expected: string[] = [];
    const answers = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, n) => {
        const fields = callback(700 + n);
        expected.push(`Callback request: ${fields['First Name']} ${fields['Last Name']}, ${fields['Phone No']}`);
        return postJson((n % 2 ? first : second).table('Request-Callback'), { fields });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const queue = new NotificationQueue(first.app.database);
    await waitFor(() => queue.list({ status: 'sent', limit: 100 }).length === SUBMISSIONS, 30_000);
    // Each gateway's sends end before it closes: a second copy of any message would be in the sink by now.
    await Promise.all([first.close(), second.close()]);

    const subjects = sink.received.map((mail) => mail.parsed.subject ?? '');
    expect(subjects.sort()).toEqual(expected.sort());
    const db = await openFolderDatabase(first.dataDir);
    onTestFinished(() => void db.close());
    const statuses = typedDb(db).all(
      () => sql`SELECT status, attempts, count(*) AS n FROM notifications GROUP BY status, attempts`,
    );
    expect(statuses).toEqual([{ status: 'sent', attempts: 1, n: SUBMISSIONS }]);
  });
});
