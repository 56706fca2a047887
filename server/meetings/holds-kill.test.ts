import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { MeetingLife } from './meeting-life';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { integrityCheck } from '../testing/integrity-check';
import { killAfterAcks } from '../testing/kill-after-acks';
import { meeting } from '../testing/sample-records';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { RecordStore } from '../tables/record-store';
import { typedDb } from '../storage/typed-db';

const MEETINGS = 200;
const WRITERS = 4;
const KILL_AFTER_ACKS = 40;

/** Meetings as the gateway stores them: the record, its held time and its meeting_life row. */
async function seed(dataDir: string): Promise<string[]> {
  const db = await openFolderDatabase(dataDir);
  const life = new MeetingLife(db);
  const store = new RecordStore(db, (_table, records) => {
    for (const [n, record] of records.entries()) {
      const start = Date.now() + 7 * 86_400_000 + n * 3_600_000;
      typedDb(db).run((q) =>
        q
          .insertInto('booking_slots')
          .values({ id: record.id, kind: 'meeting', start_ms: start, end_ms: start + 30 * 60_000 }),
      );
      life.created(record.id);
    }
  });
  const ids = store
    .create(
      'Meeting',
      Array.from({ length: MEETINGS }, (_, n) => ({ ...meeting(), Email: `held-${n}@example.com` })),
    )
    .map((record) => record.id);
  db.close();
  return ids;
}

describe('deleting meetings in the inbox, killed (SIGKILL) mid-stream', () => {
  it('never leaves a time held or a meeting_life row behind a deleted meeting, nor a kept meeting without them', async () => {
    const dataDir = tempDir('holds-kill');
    const ids = await seed(dataDir);
    await addAccountToFolder(dataDir, 'admin@example.com', 'admin');
    const gateway = await startGateway(await folderEnv(dataDir));
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });
    const admin = await signIn({ url: gateway.url } as TestGateway, 'admin@example.com');

    const queue = [...ids];
    await killAfterAcks(gateway.process, {
      writers: WRITERS,
      killAfter: KILL_AFTER_ACKS,
      write: async () => {
        const id = queue.shift();
        if (!id) return false;
        const response = await admin.call('DELETE', `/records/Meeting/${id}`);
        if (response.status !== 204) throw new Error(`delete answered ${response.status}: ${await response.text()}`);
        return true;
      },
    });

    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    expect(integrityCheck(db)).toEqual(['ok']);
    const typed = typedDb(db);
    const kept = typed
      .all((q) => q.selectFrom('records').select('id').where('tbl', '=', 'Meeting'))
      .map((row) => row.id);
    expect(kept.length).toBeLessThanOrEqual(MEETINGS - KILL_AFTER_ACKS);
    expect(kept.length).toBeGreaterThan(0);
    const held = typed
      .all((q) => q.selectFrom('booking_slots').select('id').where('kind', '=', 'meeting').where('released', '=', 0))
      .map((row) => row.id)
      .sort();
    const lives = typed
      .all((q) => q.selectFrom('meeting_life').select('record_id'))
      .map((row) => row.record_id)
      .sort();
    expect(held).toEqual([...kept].sort());
    expect(lives).toEqual([...kept].sort());
  });
});
