import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDetailAnswer, recordListAnswer } from '../../../schemas/staff-api';
import { typedDb } from '../../storage/typed-db';
import { callback, meeting } from '../../testing/sample-records';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../../testing/test-gateway';

let gateway: TestGateway;
let staff: StaffClient;
let n = 100;

beforeAll(async () => {
  gateway = await startTestGateway();
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(() => gateway.close());

async function submit(table: string, fields: object): Promise<string> {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}
async function record(table: string, id: string) {
  return recordDetailAnswer.parse(await (await staff.call('GET', `/records/${table}/${id}`)).json()).record;
}
const fresh = () => callback((n += 1));

describe('likely duplicates', () => {
  it('flags a second callback with the same phone number a minute later, in the list and on the record', async () => {
    const first = fresh();
    const a = await submit('Request-Callback', first);
    const b = await submit('Request-Callback', { ...first, 'First Name': 'Sitaa' });
    const list = recordListAnswer.parse(await (await staff.call('GET', '/records?table=Request-Callback')).json());
    expect(list.items.find((item) => item.id === b)?.duplicateOf).toEqual({ id: a, state: 'flagged' });
    expect(list.items.find((item) => item.id === a)?.duplicateOf).toBeUndefined();
    expect((await record('Request-Callback', b)).duplicateOf).toEqual({ id: a, state: 'flagged' });
  });

  it('matches a meeting by its e-mail address whatever its case, never across tables nor on an empty phone', async () => {
    const email = `asha.${n}@example.com`;
    const a = await submit('Meeting', { ...meeting(n, 0), Email: email, Phone: '' });
    const b = await submit('Meeting', { ...meeting(n, 1), Email: email.toUpperCase(), Phone: '' });
    expect((await record('Meeting', b)).duplicateOf).toEqual({ id: a, state: 'flagged' });
    const other = await submit('Meeting', { ...meeting(n, 2), Email: `other.${n}@example.com`, Phone: '' });
    expect((await record('Meeting', other)).duplicateOf).toBeUndefined();

    const phone = fresh()['Phone No'];
    await submit('Meeting', { ...meeting(n, 3), Email: `x.${n}@example.com`, Phone: phone });
    const c = await submit('Request-Callback', { ...fresh(), 'Phone No': phone });
    expect((await record('Request-Callback', c)).duplicateOf).toBeUndefined();
  });

  it('does not flag a record whose twin is more than 24 hours older', async () => {
    const first = fresh();
    const a = await submit('Request-Callback', first);
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const db = typedDb(gateway.app.database);
    db.run(() => sql`UPDATE records SET created_time = ${old} WHERE id = ${a}`);
    db.run(
      () =>
        sql`UPDATE staff_record_meta SET created_time = ${old} WHERE seq = (SELECT seq FROM records WHERE id = ${a})`,
    );
    const b = await submit('Request-Callback', first);
    expect((await record('Request-Callback', b)).duplicateOf).toBeUndefined();
  });

  it('merges: the later one is archived as a duplicate of the earlier one, audited, once', async () => {
    const first = fresh();
    const a = await submit('Request-Callback', first);
    const b = await submit('Request-Callback', first);
    const merged = await staff.call('POST', `/records/Request-Callback/${b}/duplicate`, { action: 'merge' });
    expect(merged.status).toBe(200);
    expect(recordDetailAnswer.parse(await merged.json()).record).toMatchObject({
      status: 'archived',
      duplicateOf: { id: a, state: 'merged' },
    });
    expect((await record('Request-Callback', a)).status).toBe('new');
    expect((await staff.call('POST', `/records/Request-Callback/${b}/duplicate`, { action: 'merge' })).status).toBe(
      409,
    );

    const admin = await signInAs(gateway, `admin${n}@example.com`, 'admin');
    const audit = (await (await admin.call('GET', '/audit?limit=20')).json()) as {
      items: { recordId: string; action: string; detail: string }[];
    };
    expect(audit.items.filter((entry) => entry.recordId === b).map((entry) => [entry.action, entry.detail])).toEqual([
      ['merged duplicate', `duplicate of ${a}`],
    ]);
  });

  it('dismisses the flag: the record stays as it was, not flagged any more', async () => {
    const first = fresh();
    await submit('Request-Callback', first);
    const b = await submit('Request-Callback', first);
    const dismissed = await staff.call('POST', `/records/Request-Callback/${b}/duplicate`, { action: 'dismiss' });
    expect(dismissed.status).toBe(200);
    const after = await record('Request-Callback', b);
    expect(after.status).toBe('new');
    expect(after.duplicateOf).toBeUndefined();
  });

  it('refuses an unknown action, a record not flagged, and a caller without a session', async () => {
    const a = await submit('Request-Callback', fresh());
    expect((await staff.call('POST', `/records/Request-Callback/${a}/duplicate`, { action: 'delete' })).status).toBe(
      422,
    );
    expect((await staff.call('POST', `/records/Request-Callback/${a}/duplicate`, { action: 'merge' })).status).toBe(
      409,
    );
    const anonymous = await fetch(`${gateway.url}/staff/api/records/Request-Callback/${a}/duplicate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ action: 'merge' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
