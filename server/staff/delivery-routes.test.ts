import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAnswer } from '../../schemas/staff-api';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { signInAs, type StaffClient } from './staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  // An upstream that is never reached: the letters below are put straight into the outbox.
  gateway = await startTestGateway({
    MODE: 'relay',
    UPSTREAM_TABLE_URL: 'http://127.0.0.1:9/v0',
    UPSTREAM_TOKEN: 'upstream-token',
    UPSTREAM_UPLOAD_URL: 'http://127.0.0.1:9/v1_1/x',
    RELAY_RETRY_BASE_MS: '600000',
  });
  staff = await signInAs(gateway, 'relay@example.com', 'staff');
  const insert = gateway.app.database.prepare(
    `INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time, status, attempts, last_error, next_attempt_at)
     VALUES (?, 'appLocalGateway01', 'Request-Callback', ?, '{"First Name":"Sita"}', '2026-11-01T00:00:00.000Z', ?, ?, ?, ?)`,
  );
  insert.run('s1', 'recDelivered000001', 'delivered', 1, null, 0);
  insert.run(
    's2',
    'recDead00000000001',
    'dead',
    3,
    'INVALID_VALUE_FOR_COLUMN: Field "Phone No" cannot accept the provided value',
    0,
  );
  insert.run('s3', 'recPending00000001', 'pending', 2, 'upstream answered 503', Date.now() + 600_000);
});
afterAll(() => gateway.close());

describe('delivery health (relay mode)', () => {
  it('shows pending, delivered and dead letters with the upstream message', async () => {
    const answer = deliveryAnswer.parse(await (await staff.call('GET', '/delivery')).json());
    expect(answer).toMatchObject({ pending: 1, delivered: 1, tables: [], hostedBaseUrl: null });
    expect(answer.dead).toEqual([
      {
        seq: 2,
        table: 'Request-Callback',
        recordId: 'recDead00000000001',
        createdTime: '2026-11-01T00:00:00.000Z',
        attempts: 3,
        lastError: 'INVALID_VALUE_FOR_COLUMN: Field "Phone No" cannot accept the provided value',
        fields: { 'First Name': 'Sita' },
      },
    ]);
  });

  it('queues a dead letter again on Retry, once', async () => {
    expect((await staff.call('POST', '/delivery/2/retry')).status).toBe(204);
    // Queued again (an unreachable upstream is a passing fault: it stays pending, not dead).
    expect(gateway.app.database.prepare('SELECT status, solo FROM outbox WHERE seq = 2').get()).toEqual({
      status: 'pending',
      solo: 1,
    });
    expect((await staff.call('POST', '/delivery/2/retry')).status).toBe(404);
  });

  it('has no inbox in relay mode: the hosted table holds the records', async () => {
    const response = await staff.call('GET', '/records');
    expect(response.status).toBe(404);
    expect((await response.json()).error.type).toBe('NOT_AVAILABLE_IN_RELAY_MODE');
  });
});
