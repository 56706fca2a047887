import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAnswer, sessionAnswer } from '../../../schemas/staff-api';
import { typedDb } from '../../storage/typed-db';
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
    UPSTREAM_TABLE_URL: upstream.url,
    UPSTREAM_TOKEN: TEST_STAFF_TOKEN,
    MIRROR_RETRY_BASE_MS: '600000',
  });
  staff = await signInAs(gateway, 'mirror@example.com', 'staff');
  const letter = {
    base: 'appLocalGateway01',
    tbl: 'Request-Callback',
    fields: JSON.stringify(callback(7)),
    created_time: '2026-11-01T00:00:00.000Z',
  };
  typedDb(gateway.app.database).run((q) =>
    q.insertInto('outbox').values([
      {
        ...letter,
        submission_id: 's1',
        record_id: 'recDelivered000001',
        status: 'delivered',
        attempts: 1,
        last_error: null,
        next_attempt_at: 0,
      },
      {
        ...letter,
        submission_id: 's2',
        record_id: 'recDead00000000001',
        status: 'dead',
        attempts: 3,
        last_error: 'upstream answered 422 INVALID_VALUE_FOR_COLUMN',
        next_attempt_at: 0,
      },
      {
        ...letter,
        submission_id: 's3',
        record_id: 'recPending00000001',
        status: 'pending',
        attempts: 2,
        last_error: 'upstream answered 503',
        next_attempt_at: Date.now() + 600_000,
      },
    ]),
  );
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('delivery health (with a mirror)', () => {
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

  it('has the inbox beside it: the local store keeps every record', async () => {
    expect((await staff.call('GET', '/records')).status).toBe(200);
  });
});

describe('delivery health without a mirror', () => {
  it('answers 404 NO_MIRROR, and the session says there is none', async () => {
    const plain = await signInAs(upstream, 'plain@example.com', 'staff');
    const response = await plain.call('GET', '/delivery');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: 'NO_MIRROR', message: 'No hosted table mirrors the submissions (UPSTREAM_TABLE_URL is not set)' },
    });
    expect(sessionAnswer.parse(await (await plain.call('GET', '/session')).json()).mirror).toBe(false);
  });
});
