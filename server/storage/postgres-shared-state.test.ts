import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/table-names';
import { startGateway } from '../../scripts/gateway-process.mjs';
import { waitFor } from '../testing/fault-proxy';
import { callback } from '../testing/sample-records';
import { addAccount, signIn, type StaffClient } from '../testing/staff-test-client';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { postUpload } from '../testing/post-upload';
import { psql } from '../testing/psql';
import { samples } from '../testing/sample-files';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { postJson, tempDir, type TestGateway } from '../testing/test-gateway';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const { start, closeAll } = gatewaysPerTest();

/** Gateways A and B on one new database, started with `env`. */
async function twoGateways(env: Record<string, string> = {}): Promise<[TestGateway, TestGateway, string]> {
  const url = await cluster.createDatabase();
  const a = await start({ DATABASE_URL: url, ...env });
  const b = await start({ DATABASE_URL: url, ...env });
  return [a, b, url];
}

describe('limits on PostgreSQL: every gateway on the database counts against one limit', () => {
  it('refuses the write past N a minute through either gateway, N being for A and B together', async () => {
    const [a, b] = await twoGateways({ RATE_LIMIT_PER_MIN: '4' });
    const statuses = [];
    for (const [n, gateway] of [a, b, a, b, b, a].entries())
      statuses.push((await postJson(gateway.table(callbackTable), { fields: callback(n) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('shares the upload budget: bytes uploaded through A count on B', async () => {
    const [a, b] = await twoGateways({ UPLOAD_BYTES_PER_HOUR: String(samples.pdf.length * 2) });
    const upload = (gateway: TestGateway) => postUpload(`${gateway.url}/v1_1/local/auto/upload`, 'cv.pdf', samples.pdf);
    const statuses = [(await upload(a)).status, (await upload(b)).status];
    const refused = await upload(a);
    expect([...statuses, refused.status, (await upload(b)).status]).toEqual([200, 200, 429, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('deletes windows that have ended, so the counters do not grow forever', async () => {
    const [a, , url] = await twoGateways({ RATE_LIMIT_PER_MIN: '4' });
    const ended = Date.now() - 1;
    await psql(
      url,
      `INSERT INTO limit_counters (key, used, resets_at) SELECT 'rate old ' || n, 1, ${ended} FROM generate_series(1, 1000) n`,
    );
    expect((await postJson(a.table(callbackTable), { fields: callback(1) })).status).toBe(200);
    expect((await psql(url, 'SELECT count(*) FROM limit_counters')).trim()).toBe('1');
  });
});

describe('the generated staff token on PostgreSQL (no STAFF_TOKEN)', () => {
  it('is one token for every gateway on the database, kept across restarts, printed by `npm run staff -- token`', async () => {
    const url = await cluster.createDatabase();
    const env = { DATABASE_URL: url, STAFF_TOKEN: '' };
    // Started at once: one of them makes the token, the other finds it.
    let [a, b] = await Promise.all([start(env), start(env)]);
    const token = execFileSync(process.execPath, ['--import', 'tsx', 'server/staff-cli.ts', 'token'], {
      env: { ...process.env, ...env, DATA_DIR: tempDir('token-cli') },
      encoding: 'utf8',
    }).trim();
    expect(token).toMatch(/^[\w-]{32}$/);
    const read = (gateway: TestGateway, value: string) =>
      fetch(gateway.table(callbackTable), { headers: { Authorization: `Bearer ${value}` } }).then((r) => r.status);
    expect([await read(a, token), await read(b, token)]).toEqual([200, 200]);
    expect([await read(a, `${token}x`), await read(b, 'test-staff-token-0123456789abcdef')]).toEqual([403, 403]);

    await closeAll();
    [a, b] = await Promise.all([start(env), start(env)]);
    expect([await read(a, token), await read(b, token)]).toEqual([200, 200]);
  });

  it('is where the start-up output tells a newcomer to look', async () => {
    const gateway = await startGateway({ DATABASE_URL: await cluster.createDatabase(), STAFF_TOKEN: '' });
    try {
      await waitFor(() => gateway.output().includes('Staff token'), 10_000);
      expect(gateway.output()).toContain(
        "Staff token (for staff reads and tools) is in the database's settings (npm run staff -- token prints it)",
      );
    } finally {
      await gateway.stop();
    }
  });
});

/** A back-office page's event stream, read as it arrives. */
async function openStream(gateway: TestGateway, staff: StaffClient) {
  const response = await fetch(`${gateway.url}/staff/api/events`, { headers: { Cookie: staff.cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const stream = { text: '', ended: false, close: () => reader.cancel() };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stream.text += decoder.decode(value);
    }
  })()
    .catch(() => {})
    .finally(() => (stream.ended = true));
  // Open once the gateway has sent its first line.
  await waitFor(() => stream.text.includes('retry:'));
  return stream;
}

const recordEvents = (text: string) => text.split('\n').filter((line) => line.startsWith('data: '));

describe('live updates on PostgreSQL: what happens on A reaches the back office open on B', () => {
  /** A and B on one database, an admin and a staff member signed in on A, a callback stored. */
  async function backOffice() {
    const [a, b, url] = await twoGateways();
    await addAccount(a, 'admin@example.com', 'admin');
    await addAccount(a, 'mina@example.com', 'staff');
    const admin = await signIn(a, 'admin@example.com');
    const mina = await signIn(a, 'mina@example.com');
    const sent = await postJson(a.table(callbackTable), { fields: callback(1) });
    const { id } = (await sent.json()) as { id: string };
    const changeStatus = async (status: string) =>
      expect((await admin.call('PATCH', `/records/${callbackTable}/${id}`, { status })).status).toBe(200);
    const minaReadsOnB = () =>
      fetch(`${b.url}/staff/api/records/${callbackTable}/${id}`, { headers: { Cookie: mina.cookie } }).then(
        (response) => response.status,
      );
    return { a, b, url, admin, mina, id, changeStatus, minaReadsOnB };
  }

  it('a status change through A arrives on B within a second; signing out everywhere on A ends B’s stream within a second', async () => {
    const { b, admin, mina, id, changeStatus, minaReadsOnB } = await backOffice();
    const stream = await openStream(b, mina);
    await changeStatus('in_progress');
    await waitFor(() => recordEvents(stream.text).length > 0, 1000);
    expect(recordEvents(stream.text)).toEqual([`data: ${JSON.stringify({ table: callbackTable, id })}`]);

    expect((await admin.call('POST', `/users/${mina.userId}/revoke-sessions`)).status).toBe(204);
    await waitFor(() => stream.ended, 1000);
    expect(await minaReadsOnB()).toBe(401);
  });

  it('ends B’s stream within a second of `npm run staff -- sign-out`, which is no gateway', async () => {
    const { b, url, mina, minaReadsOnB } = await backOffice();
    const stream = await openStream(b, mina);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/staff-cli.ts', 'sign-out', '--email', 'mina@example.com'],
      {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: tempDir('sign-out-cli') },
      },
    );
    await waitFor(() => stream.ended, 1000);
    expect(await minaReadsOnB()).toBe(401);
  });

  it('takes nothing from a NOTIFY but "look again": forged ones from another database user show nothing and grant nothing', async () => {
    const { b, url, admin, mina, id, changeStatus, minaReadsOnB } = await backOffice();
    const stream = await openStream(b, mina);
    const intruder = url.replace('//postgres@', '//intruder@');
    await psql(url, 'CREATE ROLE intruder LOGIN');
    const forged = [
      { event: 'record', table: callbackTable, id, fields: { 'First Name': '<img src=x onerror=alert(1)>' } },
      { event: 'record', table: 'staff_users', id: 'usrAdmin' },
      { event: 'record', table: callbackTable, id: 'x'.repeat(5000) },
      { event: 'sessions', user: mina.userId, signedIn: true },
    ];
    const notify = (payload: string) => psql(intruder, `NOTIFY staff_events, '${payload.replaceAll("'", "''")}'`);
    for (const payload of [...forged.map((message) => JSON.stringify(message)), 'not json', '']) await notify(payload);
    // A forged "some session ended" only makes B check its streams' sessions in the database again.
    await notify(JSON.stringify({ event: 'sessions' }));
    await changeStatus('in_progress');
    await waitFor(() => recordEvents(stream.text).length > 0, 1000);
    expect(recordEvents(stream.text)).toEqual([`data: ${JSON.stringify({ table: callbackTable, id })}`]);
    expect(stream.ended).toBe(false);

    expect((await admin.call('POST', `/users/${mina.userId}/revoke-sessions`)).status).toBe(204);
    await waitFor(() => stream.ended, 1000);
    await notify(JSON.stringify({ event: 'sessions' }));
    expect(await minaReadsOnB()).toBe(401);
  });

  it('listens again after its connection is cut, and hears what A says next', async () => {
    const { b, url, mina, id, changeStatus } = await backOffice();
    const stream = await openStream(b, mina);
    const listening =
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN staff_events'";
    const before = (await psql(url, listening)).trim().split('\n');
    expect(before).toHaveLength(2);
    await psql(url, `SELECT pg_terminate_backend(pid) FROM (${listening}) AS listeners`);
    await waitFor(async () => {
      const now = (await psql(url, listening)).trim().split('\n');
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    }, 10_000);
    await changeStatus('in_progress');
    await waitFor(() => recordEvents(stream.text).length > 0, 1000);
    expect(recordEvents(stream.text)).toEqual([`data: ${JSON.stringify({ table: callbackTable, id })}`]);
  });
});
