import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../database';
import { killAfterAcks } from '../testing/kill-after-acks';
import { meeting } from '../testing/sample-records';
import { TEST_BASE, tempDir } from '../testing/test-gateway';

const MEETINGS = 120;
const WRITERS = 4;
const KILL_AFTER_ACKS = 30;

describe('booking meetings, killed (SIGKILL) mid-stream', () => {
  it('keeps every acknowledged booking with its held time, its meeting_life row, its request row and its e-mails, and nothing of an unfinished one', async () => {
    const dataDir = tempDir('book-kill');
    const gateway = await startGateway({ DATA_DIR: dataDir, NOTIFY_MEETING_TO: 'office@example.com' });
    onTestFinished(() => {
      if (gateway.process.exitCode === null && gateway.process.signalCode === null) gateway.process.kill('SIGKILL');
    });

    const acknowledged: string[] = [];
    let next = 0;
    await killAfterAcks(gateway.process, {
      writers: WRITERS,
      killAfter: KILL_AFTER_ACKS,
      write: async () => {
        const n = next++;
        if (n >= MEETINGS) return false;
        const fields = { ...meeting(Math.floor(n / 8), n % 8), Email: `kill-${n}@example.com` };
        const response = await fetch(`${gateway.url}/v0/${TEST_BASE}/Meeting`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Language': 'ne' },
          body: JSON.stringify({ fields }),
        });
        if (response.status !== 200) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
        acknowledged.push(((await response.json()) as { id: string }).id);
        return true;
      },
    });

    const db = openDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const ids = (sql: string) => (db.prepare(sql).pluck().all() as string[]).sort();
    const kept = ids("SELECT id FROM records WHERE tbl = 'Meeting'");
    expect(kept).toEqual(expect.arrayContaining(acknowledged));
    expect(kept.length).toBeLessThan(MEETINGS);
    expect(ids("SELECT id FROM booking_slots WHERE kind = 'meeting' AND released = 0")).toEqual(kept);
    expect(ids("SELECT record_id FROM meeting_life WHERE lang = 'ne'")).toEqual(kept);
    expect(ids('SELECT record_id FROM booking_requests')).toEqual(kept);
    expect(ids("SELECT record_id FROM notifications WHERE kind = 'meeting-received'")).toEqual(kept);
  });
});
