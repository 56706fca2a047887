import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { MeetingLife } from './meeting-life';
import { killAfterAcks } from '../testing/kill-after-acks';
import { meeting } from '../testing/sample-records';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';
import { RecordStore } from '../tables/record-store';

const MEETINGS = 200;
const WRITERS = 4;
const KILL_AFTER_ACKS = 40;

/** Meetings as the gateway stores them: the record, its held time and its meeting_life row. */
function seed(dataDir: string): string[] {
  const db = openDatabase(dataDir);
  const life = new MeetingLife(db);
  const store = new RecordStore(db, (_table, records) => {
    for (const [n, record] of records.entries()) {
      const start = Date.now() + 7 * 86_400_000 + n * 3_600_000;
      db.prepare("INSERT INTO booking_slots (id, kind, start_ms, end_ms) VALUES (?, 'meeting', ?, ?)").run(
        record.id,
        start,
        start + 30 * 60_000,
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
    const ids = seed(dataDir);
    await addAccountToFolder(dataDir, 'admin@example.com', 'admin');
    const gateway = await startGateway({ DATA_DIR: dataDir });
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

    const db = openDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const kept = db.prepare("SELECT id FROM records WHERE tbl = 'Meeting'").pluck().all() as string[];
    expect(kept.length).toBeLessThanOrEqual(MEETINGS - KILL_AFTER_ACKS);
    expect(kept.length).toBeGreaterThan(0);
    const held = db
      .prepare("SELECT id FROM booking_slots WHERE kind = 'meeting' AND released = 0 ORDER BY id")
      .pluck()
      .all();
    const lives = db.prepare('SELECT record_id FROM meeting_life ORDER BY record_id').pluck().all();
    expect(held).toEqual([...kept].sort());
    expect(lives).toEqual([...kept].sort());
  });
});
