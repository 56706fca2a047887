import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { storeConfirmedMeetings } from '../testing/confirmed-meetings';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { tempDir } from '../testing/test-gateway';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

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
async function seed(dataDir: string): Promise<string[]> {
  const db = await openFolderDatabase(dataDir);
  const ids = storeConfirmedMeetings(
    db,
    Array.from({ length: MEETINGS }, (_, n) => {
      const start = new Date(Date.now() + 3 * 3_600_000 + n * 200_000);
      const { date, time } = nepalDateTime(start);
      const fields = { ...meeting(), Email: `kill-${n}@example.com`, 'Preferred date': date, 'Preferred Time': time };
      return { fields, start };
    }),
  );
  db.close();
  return ids;
}

/** How many day-before reminders are queued. */
const dayBeforeRows = (db: Db) =>
  typedDb(db).first((q) =>
    q
      .selectFrom('meeting_reminders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lead', '=', '24h'),
  )!.n;

describe('reminder scheduler killed mid-run (SIGKILL, real child process)', () => {
  it('after the restart every reminder is queued exactly once, with its row, none lost and none repeated', async () => {
    const dataDir = tempDir('reminders-kill');
    const ids = await seed(dataDir);
    const env = {
      ...(await folderEnv(dataDir)),
      SMTP_URL: sink.url,
      NOTIFY_MEETING_TO: 'office@example.com',
      NOTIFY_RETRY_BASE_MS: '50',
      // The first check comes one period after the start: a second, so this test is watching before the
      // first reminder is queued (at 100 ms, all 300 were often queued before the start-up line reached it).
      REMINDER_CHECK_MS: '1000',
    };
    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    const first = await startGateway(env);
    onTestFinished(() => first.stop('SIGKILL'));
    // Kill as soon as the first reminders are committed, while the rest are being queued.
    await waitFor(() => dayBeforeRows(db) > 0, 20_000);
    await first.stop('SIGKILL');
    const atKill = dayBeforeRows(db);

    const second = await startGateway(env);
    onTestFinished(() => second.stop());
    await waitFor(() => dayBeforeRows(db) === MEETINGS, 30_000);
    await second.stop();

    const reminders = typedDb(db).all((q) =>
      q
        .selectFrom('notifications')
        .select(['record_id', 'kind'])
        .where('kind', 'in', ['meeting-reminder', 'staff-meeting-reminder']),
    );
    const perMeeting = [...new Set(reminders.map((row) => row.record_id))].sort().map((id) => {
      const of = (kind: string) => reminders.filter((row) => row.record_id === id && row.kind === kind).length;
      return { id, visitor: of('meeting-reminder'), staff: of('staff-meeting-reminder') };
    });
    expect(perMeeting).toEqual([...ids].sort().map((id) => ({ id, visitor: 1, staff: 1 })));
    // The kill landed while reminders were still being queued (otherwise this test proves little).
    expect(atKill).toBeLessThan(MEETINGS);
  });
});
