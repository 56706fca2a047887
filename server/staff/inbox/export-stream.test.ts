import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '../../tables/record-store';
import { readInertCsv } from '../../testing/inert-csv';
import { callback } from '../../testing/sample-records';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { sqliteOf } from '../../storage/db';

const total = 100_000;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
  const db = sqliteOf(gateway.app.database);
  const insert = db.prepare('INSERT INTO records (tbl, id, created_time, fields) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    const now = new Date().toISOString();
    for (let n = 0; n < total; n++) insert.run('Request-Callback', newRecordId(), now, JSON.stringify(callback(n)));
  })();
}, 120_000);
afterAll(() => gateway.close());

const exportsAudited = () =>
  sqliteOf(gateway.app.database).prepare("SELECT detail FROM staff_audit WHERE action = 'exported CSV'").all();

describe('a big CSV export', () => {
  it('streams 100,000 rows while a visitor is answered before the export has been read out', async () => {
    const exported = await staff.call('GET', '/export.csv?table=Request-Callback');
    expect(exported.status).toBe(200);
    // The export has started and is unread: a visitor's request is answered in the meantime...
    const team = await fetch(gateway.table('Team'));
    expect(team.status).toBe(200);
    // ...before the export has gone through its records (it is written as it is read).
    expect(exportsAudited()).toEqual([]);
    readInertCsv(await exported.text(), total);
    expect(exportsAudited()).toEqual([{ detail: `${total} record(s)` }]);
  }, 120_000);
});
