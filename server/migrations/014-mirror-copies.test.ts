import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../database';
import { readTableHealth } from '../mirror/table-health';
import { databaseAtVersion } from '../testing/database-at-version';

describe('version 14', () => {
  it('keeps the hosted id of each delivered record still here, and renames what said relay', () => {
    const { dataDir, db } = databaseAtVersion('mirror-copies', 13);
    const record = db.prepare(
      "INSERT INTO records (tbl, id, created_time, fields) VALUES ('Request-Callback', ?, '2026-11-01T08:00:00.000Z', '{}')",
    );
    record.run('recKept0000000001');
    record.run('recPending0000001');
    const entry = db.prepare(
      `INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time, status, upstream_id)
       VALUES (?, 'appLocalGateway01', 'Request-Callback', ?, '{}', '2026-11-01T08:00:00.000Z', ?, ?)`,
    );
    entry.run('recKept0000000001', 'recKept0000000001', 'delivered', 'recUpstreamKept01');
    entry.run('recPending0000001', 'recPending0000001', 'pending', null);
    // Deleted here since (retention): its hosted copy is no longer this gateway's to track.
    entry.run('recGone0000000001', 'recGone0000000001', 'delivered', 'recUpstreamGone01');
    db.prepare(
      "INSERT INTO relay_table_health (tbl, state, last_status, last_error, since) VALUES ('Meeting', 'blocked', 403, 'no', 'then')",
    ).run();
    db.prepare(
      `INSERT INTO jobs (kind, payload, run_at, every_ms, max_attempts, lease_ms, created_at)
       VALUES ('relay.forward', 'null', 0, 60000, 1, 20000, 0)`,
    ).run();
    db.close();

    const upgraded = openDatabase(dataDir);
    onTestFinished(() => void upgraded.close());
    expect(upgraded.prepare('SELECT * FROM mirror_copies').all()).toEqual([
      { record_id: 'recKept0000000001', tbl: 'Request-Callback', upstream_id: 'recUpstreamKept01' },
    ]);
    expect(readTableHealth(upgraded)).toMatchObject([{ table: 'Meeting', state: 'blocked', lastStatus: 403 }]);
    expect(upgraded.prepare('SELECT kind FROM jobs').pluck().all()).toEqual(['mirror.forward']);

    // A record deleted here takes its hosted id with it.
    upgraded.prepare("DELETE FROM records WHERE id = 'recKept0000000001'").run();
    expect(upgraded.prepare('SELECT count(*) FROM mirror_copies').pluck().get()).toBe(0);
  });
});
