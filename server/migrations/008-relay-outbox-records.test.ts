import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordListAnswer } from '../../schemas/staff-api';
import { hashPassword } from '../staff/auth/passwords';
import { StaffAccounts } from '../staff/accounts/staff-accounts';
import { waitFor } from '../testing/fault-proxy';
import { listAllRecords } from '../testing/list-all-records';
import { callback, meeting } from '../testing/sample-records';
import { signIn, TEST_PASSWORD } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { databaseAtVersion } from '../testing/database-at-version';
import { openDatabase } from '../database';
import { schemaVersion } from '../upgrades/schema-version';

const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
const SUBMISSION_FIELD = 'SubmissionId';

let upstream: TestGateway;
beforeAll(async () => {
  upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN, SUBMISSION_ID_FIELD: SUBMISSION_FIELD });
});
afterAll(() => upstream.close());

/**
 * A data folder at schema version 7 as relay mode left it: its submissions only in the outbox
 * (one delivered, one pending, one dead letter, and a delivered meeting whose slot went to Asha).
 */
async function relayFolder() {
  const { dataDir, db } = databaseAtVersion('relay-folder', 7);
  const asha = new StaffAccounts(db).create(
    { email: 'asha@example.com', name: 'Asha', role: 'staff' },
    await hashPassword(TEST_PASSWORD),
  );
  // Outbox.enqueue and the forwarder of that version, word for word.
  const insert = db.prepare(
    `INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time, status, attempts, last_error)
     VALUES (?, 'appLocalGateway01', ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    's1',
    'Request-Callback',
    'recRelayDelivered1',
    JSON.stringify(callback(1)),
    '2026-11-01T08:00:00.000Z',
    'delivered',
    0,
    null,
  );
  insert.run(
    's2',
    'Meeting',
    'recRelayMeeting001',
    JSON.stringify(meeting()),
    '2026-11-01T09:00:00.000Z',
    'delivered',
    0,
    null,
  );
  insert.run(
    's3',
    'Request-Callback',
    'recRelayPending001',
    JSON.stringify(callback(2)),
    '2026-11-01T10:00:00.000Z',
    'pending',
    2,
    '503 SERVICE_UNAVAILABLE',
  );
  insert.run(
    's4',
    'Request-Callback',
    'recRelayDead000001',
    JSON.stringify(callback(3)),
    '2026-11-01T11:00:00.000Z',
    'dead',
    1,
    '422 INVALID_VALUE_FOR_COLUMN',
  );
  db.prepare("INSERT INTO booking_slots (id, kind, start_ms, end_ms, assignee) VALUES (?, 'meeting', ?, ?, ?)").run(
    'recRelayMeeting001',
    Date.parse('2026-11-20T04:15:00.000Z'),
    Date.parse('2026-11-20T04:45:00.000Z'),
    asha.id,
  );
  db.close();
  return { dataDir, asha };
}

describe('a data folder relay mode left', () => {
  it('shows its outbox entries as records in the inbox, and forwards the pending one once', async () => {
    const { dataDir, asha } = await relayFolder();
    const gateway = await startTestGateway({
      DATA_DIR: dataDir,
      MODE: 'relay',
      UPSTREAM_TABLE_URL: upstream.url,
      UPSTREAM_TOKEN,
      SUBMISSION_ID_FIELD: SUBMISSION_FIELD,
      UPSERT_TABLES: '*',
      MIRROR_BATCH_DELAY_MS: '0',
    });
    try {
      const staff = await signIn(gateway, 'asha@example.com');
      const inbox = async (table: string) =>
        recordListAnswer.parse(await (await staff.call('GET', `/records?table=${table}`)).json()).items;
      expect((await inbox('Request-Callback')).map((item) => [item.id, item.createdTime, item.fields])).toEqual([
        ['recRelayDead000001', '2026-11-01T11:00:00.000Z', callback(3)],
        ['recRelayPending001', '2026-11-01T10:00:00.000Z', callback(2)],
        ['recRelayDelivered1', '2026-11-01T08:00:00.000Z', callback(1)],
      ]);
      expect((await inbox('Meeting')).map((item) => [item.id, item.assignee, item.status])).toEqual([
        ['recRelayMeeting001', { id: asha.id, name: 'Asha' }, 'new'],
      ]);

      const delivered = () =>
        gateway.app.database.prepare("SELECT record_id FROM outbox WHERE status = 'delivered' ORDER BY seq").all();
      await waitFor(() => delivered().length === 3);
      const upstreamCopies = await listAllRecords(upstream.table('Request-Callback'), UPSTREAM_TOKEN);
      expect(upstreamCopies.map((record) => record.fields)).toEqual([{ ...callback(2), [SUBMISSION_FIELD]: 's3' }]);
    } finally {
      await gateway.close();
    }
  });
});

/** What the outbox and the records hold, for comparing a folder before and after a crash. */
const submissionsIn = (dataDir: string) => {
  const db = new Database(join(dataDir, 'gateway.db'), { readonly: true });
  try {
    return {
      version: schemaVersion(db),
      outbox: db.prepare('SELECT record_id, status FROM outbox ORDER BY seq').all(),
      records: db.prepare('SELECT id FROM records ORDER BY seq').all(),
    };
  } finally {
    db.close();
  }
};

describe('kill -9 inside the upgrade that makes outbox entries records', () => {
  it('leaves the relay folder as it was; the next start makes each entry a record once', async () => {
    const { dataDir } = await relayFolder();
    const before = submissionsIn(dataDir);
    expect(before).toMatchObject({ version: 7, records: [] });
    expect(before.outbox).toHaveLength(4);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/die-inside-upgrade.ts', dataDir]);
    expect(run.signal).toBe('SIGKILL');
    expect(submissionsIn(dataDir)).toEqual(before);

    openDatabase(dataDir).close();
    const after = submissionsIn(dataDir);
    expect(after.outbox).toEqual(before.outbox);
    expect(after.records.map((record) => (record as { id: string }).id).sort()).toEqual([
      'recRelayDead000001',
      'recRelayDelivered1',
      'recRelayMeeting001',
      'recRelayPending001',
    ]);
  });
});
