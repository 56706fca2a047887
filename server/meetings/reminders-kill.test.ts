import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { waitFor } from '../testing/fault-proxy';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { tempDir } from '../testing/test-gateway';
import { MeetingLife } from './meeting-life';
import { RecordStore } from '../tables/record-store';

const MEETINGS = 300;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/**
 * A data folder with `MEETINGS` confirmed meetings starting 3 to 20 hours from now (their
 * day-before reminders are all due at once), written as the gateway would have: records, their
 * decisions and their held slots.
 */
function seed(dataDir: string): string[] {
  const db = openDatabase(dataDir);
  const store = new RecordStore(db, () => undefined);
  const life = new MeetingLife(db);
  const ids = db.transaction(() =>
    Array.from({ length: MEETINGS }, (_, n) => {
      const start = new Date(Date.now() + 3 * 3_600_000 + n * 200_000);
      const { date, time } = nepalDateTime(start);
      const fields = { ...meeting(), Email: `kill-${n}@example.com`, 'Preferred date': date, 'Preferred Time': time };
      const [record] = store.create('Meeting', [fields]);
      life.decide(record.id, 'confirmed', null);
      db.prepare("INSERT INTO booking_slots (id, kind, start_ms, end_ms) VALUES (?, 'meeting', ?, ?)").run(
        record.id,
        start.getTime(),
        start.getTime() + 30 * 60_000,
      );
      return record.id;
    }),
  )();
  db.close();
  return ids;
}

const count = (dataDir: string, sql: string) => {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('reminder scheduler killed mid-run (SIGKILL, real child process)', () => {
  it('after the restart every reminder is queued exactly once, with its row, none lost and none repeated', async () => {
    const dataDir = tempDir('reminders-kill');
    const ids = seed(dataDir);
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      NOTIFY_MEETING_TO: 'office@example.com',
      NOTIFY_RETRY_BASE_MS: '50',
      REMINDER_CHECK_MS: '100',
    };
    const first = await startGateway(env);
    onTestFinished(() => first.stop('SIGKILL'));
    // Kill as soon as the first reminders are committed, while the rest are being queued.
    const rows = "SELECT count(*) AS n FROM meeting_reminders WHERE lead = '24h'";
    await waitFor(() => count(dataDir, rows) > 0, 20_000);
    await first.stop('SIGKILL');
    const atKill = count(dataDir, rows);

    const second = await startGateway(env);
    onTestFinished(() => second.stop());
    await waitFor(() => count(dataDir, rows) === MEETINGS, 30_000);
    await second.stop();

    const db = openDatabase(dataDir, { readonly: true });
    const perMeeting = db
      .prepare(
        `SELECT record_id AS id, sum(kind = 'meeting-reminder') AS visitor, sum(kind = 'staff-meeting-reminder') AS staff
         FROM notifications WHERE kind IN ('meeting-reminder', 'staff-meeting-reminder') GROUP BY record_id ORDER BY record_id`,
      )
      .all();
    db.close();
    expect(perMeeting).toEqual([...ids].sort().map((id) => ({ id, visitor: 1, staff: 1 })));
    // The kill landed while reminders were still being queued (otherwise this test proves little).
    expect(atKill).toBeLessThan(MEETINGS);
  });
});
