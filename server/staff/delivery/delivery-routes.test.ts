import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAnswer } from '../../../schemas/staff-api';
import { waitFor } from '../../testing/fault-proxy';
import { callback } from '../../testing/sample-records';
import { staffHeaders, startTestGateway, TEST_STAFF_TOKEN, type TestGateway } from '../../testing/test-gateway';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';

let upstream: TestGateway;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  // A local gateway plays the hosted table; the letters below are put straight into the outbox.
  upstream = await startTestGateway();
  gateway = await startTestGateway({
    MODE: 'relay',
    UPSTREAM_TABLE_URL: upstream.url,
    UPSTREAM_TOKEN: TEST_STAFF_TOKEN,
    UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local`,
    RELAY_RETRY_BASE_MS: '600000',
  });
  staff = await signInAs(gateway, 'relay@example.com', 'staff');
  const insert = gateway.app.database.prepare(
    `INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time, status, attempts, last_error, next_attempt_at)
     VALUES (?, 'appLocalGateway01', 'Request-Callback', ?, ?, '2026-11-01T00:00:00.000Z', ?, ?, ?, ?)`,
  );
  const fields = JSON.stringify(callback(7));
  insert.run('s1', 'recDelivered000001', fields, 'delivered', 1, null, 0);
  insert.run('s2', 'recDead00000000001', fields, 'dead', 3, 'upstream answered 422 INVALID_VALUE_FOR_COLUMN', 0);
  insert.run('s3', 'recPending00000001', fields, 'pending', 2, 'upstream answered 503', Date.now() + 600_000);
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('delivery health (relay mode)', () => {
  it('shows pending, delivered and dead letters with the upstream message', async () => {
    const answer = deliveryAnswer.parse(await (await staff.call('GET', '/delivery')).json());
    expect(answer).toMatchObject({ pending: 1, delivered: 1, tables: [] });
    expect(answer.dead).toEqual([
      {
        seq: 2,
        table: 'Request-Callback',
        recordId: 'recDead00000000001',
        createdTime: '2026-11-01T00:00:00.000Z',
        attempts: 3,
        lastError: 'upstream answered 422 INVALID_VALUE_FOR_COLUMN',
        fields: callback(7),
      },
    ]);
  });

  it('sends a dead letter again on Retry at once, not at the next idle check', async () => {
    expect((await staff.call('POST', '/delivery/2/retry')).status).toBe(204);
    // The forwarder's idle check is a minute away; a woken forwarder delivers well before.
    await waitFor(
      () => gateway.app.database.prepare("SELECT 1 FROM outbox WHERE seq = 2 AND status = 'delivered'").get(),
      20_000,
    );
    const stored = await (await fetch(upstream.table('Request-Callback'), { headers: staffHeaders })).json();
    expect(stored.records.map((record: { fields: unknown }) => record.fields)).toEqual([callback(7)]);
    expect((await staff.call('POST', '/delivery/2/retry')).status).toBe(404);
    const answer = deliveryAnswer.parse(await (await staff.call('GET', '/delivery')).json());
    expect([answer.delivered, answer.dead]).toEqual([2, []]);
  });

  it('has no inbox in relay mode: the hosted table holds the records', async () => {
    const response = await staff.call('GET', '/records');
    expect(response.status).toBe(404);
    expect((await response.json()).error.type).toBe('NOT_AVAILABLE_IN_RELAY_MODE');
  });
});
