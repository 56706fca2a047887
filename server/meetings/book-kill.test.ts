import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { integrityCheck } from '../testing/integrity-check';
import { killAfterAcks } from '../testing/kill-after-acks';
import { meeting } from '../testing/sample-records';
import { TEST_BASE, tempDir } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';

const MEETINGS = 120;
const WRITERS = 4;
const KILL_AFTER_ACKS = 30;

describe('booking meetings, killed (SIGKILL) mid-stream', () => {
  it('keeps every acknowledged booking with its held time, its meeting_life row, its request row and its e-mails, and nothing of an unfinished one', async () => {
    const dataDir = tempDir('book-kill');
    const gateway = await startGateway({ ...(await folderEnv(dataDir)), NOTIFY_MEETING_TO: 'office@example.com' });
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

    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    expect(integrityCheck(db)).toEqual(['ok']);
    const typed = typedDb(db);
    const sorted = (rows: { id: string | null }[]) => rows.map((row) => row.id!).sort();
    const kept = sorted(typed.all((q) => q.selectFrom('records').select('id').where('tbl', '=', 'Meeting')));
    expect(kept).toEqual(expect.arrayContaining(acknowledged));
    expect(kept.length).toBeLessThan(MEETINGS);
    const held = typed.all((q) =>
      q.selectFrom('booking_slots').select('id').where('kind', '=', 'meeting').where('released', '=', 0),
    );
    expect(sorted(held)).toEqual(kept);
    const lives = typed.all((q) => q.selectFrom('meeting_life').select('record_id as id').where('lang', '=', 'ne'));
    expect(sorted(lives)).toEqual(kept);
    expect(sorted(typed.all((q) => q.selectFrom('booking_requests').select('record_id as id')))).toEqual(kept);
    const received = typed.all((q) =>
      q.selectFrom('notifications').select('record_id as id').where('kind', '=', 'meeting-received'),
    );
    expect(sorted(received)).toEqual(kept);
  });
});
