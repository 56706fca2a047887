import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../database';
import { waitFor } from '../testing/fault-proxy';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { startTestGateway } from '../testing/test-gateway';
import { databaseAtVersion } from '../testing/database-at-version';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const staffMail = (n: number) =>
  JSON.stringify({
    from: '"Digital Bridge Nepal" <info@digitalbridge.com.np>',
    to: 'office@example.com',
    messageId: `<old${n}@www.digitalbridge.com.np>`,
    date: '2026-11-28T10:00:00.000Z',
    mail: {
      template: 'staff-new-record',
      table: 'Request-Callback',
      record: {
        id: `rec${n}`,
        createdTime: '2026-11-28T10:00:00.000Z',
        fields: { 'First Name': 'Old', 'Last Name': `Row ${n}`, 'Phone No': `+977 98000000${n}` },
      },
    },
  });

/** A data folder at schema version 5 with notifications as the version before jobs sent them left them. */
function versionFiveFolder() {
  const { dataDir, db } = databaseAtVersion('queued-before-jobs', 5);
  // NotificationQueue.add and markRetry of that version, word for word: one never tried, one
  // waiting for its third attempt, one sent and one refused for good (neither goes again).
  const insert = db.prepare(
    'INSERT INTO notifications (kind, channel, recipient, subject, payload, record_table, record_id, created_at, status, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [n, status] of [
    [1, 'queued'],
    [2, 'queued'],
    [3, 'sent'],
    [4, 'failed'],
  ] as const)
    insert.run(
      'staff-new-record',
      'email',
      'office@example.com',
      `Callback request: Old Row ${n}, +977 98000000${n}`,
      staffMail(n),
      'Request-Callback',
      `rec${n}`,
      '2026-11-28T10:00:00.000Z',
      status,
      status === 'failed' ? '550 no such user' : null,
    );
  db.prepare('UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?').run(
    Date.now(),
    'connect ECONNREFUSED 127.0.0.1:25',
    2,
  );
  db.prepare('UPDATE notifications SET attempts = attempts + 1 WHERE id = 2').run();
  db.close();
  return dataDir;
}

describe('notifications left queued by the version before the job runner sent them', () => {
  it('are each sent once after the upgrade, and the sent and refused ones are not', async () => {
    const dataDir = versionFiveFolder();
    const gateway = await startTestGateway({ DATA_DIR: dataDir, SMTP_URL: sink.url });
    onTestFinished(() => gateway.close());
    await waitFor(() => sink.received.length >= 2, 20_000);
    // A second start (as after any restart) finds them sent and queues nothing more.
    await gateway.close();
    const again = await startTestGateway({ DATA_DIR: dataDir, SMTP_URL: sink.url });
    await again.close();

    expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      'Callback request: Old Row 1, +977 980000001',
      'Callback request: Old Row 2, +977 980000002',
    ]);
    const db = openDatabase(dataDir, { readonly: true });
    onTestFinished(() => void db.close());
    expect(db.prepare('SELECT id, status, attempts, last_error AS lastError FROM notifications').all()).toEqual([
      { id: 1, status: 'sent', attempts: 1, lastError: null },
      { id: 2, status: 'sent', attempts: 3, lastError: null },
      { id: 3, status: 'sent', attempts: 0, lastError: null },
      { id: 4, status: 'failed', attempts: 0, lastError: '550 no such user' },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM jobs WHERE every_ms IS NULL').get()).toEqual({ n: 0 });
  });
});
