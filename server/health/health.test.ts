import { networkInterfaces } from 'node:os';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import type { AppHooks } from '../app';
import { loadConfig } from '../config';
import { diskFaultsAvailable, mountTinyDisk } from '../testing/disk-faults';
import { parsePrometheusText } from '../testing/prometheus-text';
import { callback } from '../testing/sample-records';
import { postJson, staffHeaders, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';
import { isSqlite } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { storedValue } from '../testing/stored-value';

const readyz = async (gateway: TestGateway, headers: Record<string, string> = {}) => {
  const response = await fetch(`${gateway.url}/readyz`, { headers });
  return { status: response.status, body: await response.json() };
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function gateway(env: Record<string, string> = {}, hooks: AppHooks = {}) {
  const started = await startTestGateway({ NOTIFICATIONS: '0', ...env }, hooks);
  onTestFinished(() => started.close());
  return started;
}

/** The gateway's clock, moved by hand: /readyz gives one probe's answer for a second. */
function movableClock() {
  let at = Date.now();
  return { now: () => at, later: () => (at += 1_000) };
}

describe('/healthz and /readyz', () => {
  it('answer 200 while alive and ready, with the checks and the last backup for this machine', async () => {
    const app = await gateway();
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
    const { status, body } = await readyz(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      ready: true,
      reasons: [],
      database: { writable: true },
      outbox: { depth: 0, oldestAgeSeconds: 0, dead: 0 },
      notifications: { depth: 0, oldestAgeSeconds: 0 },
      backup: { lastAt: null, ok: null },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(body.disk.minFreeBytes);
  });

  it('flips to 503 while the outbox or the notification queue is stuck, and back', async () => {
    const clock = movableClock();
    const app = await gateway({ READY_QUEUE_MAX_MINUTES: '60' }, clock);
    const db = typedDb(app.app.database);
    db.run(
      () =>
        sql`INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time) VALUES ('s1', 'appX', 'Meeting', 'rec1', '{}', ${hoursAgo(2)})`,
    );
    let answer = await readyz(app);
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual(['outbox stuck: 1 pending, the oldest waiting 120 min']);
    // The public learns only that it is not ready.
    expect(await readyz(app, { 'X-Forwarded-For': '203.0.113.9' })).toEqual({
      status: 503,
      body: { status: 'not ready' },
    });
    db.run(() => sql`UPDATE outbox SET status = 'delivered'`);
    clock.later();
    expect((await readyz(app)).status).toBe(200);

    db.run(
      () =>
        sql`INSERT INTO notifications (kind, channel, recipient, subject, payload, created_at) VALUES ('staff-new-record', 'email', 'a@example.com', 's', '{}', ${hoursAgo(3)})`,
    );
    clock.later();
    answer = await readyz(app);
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual(['notification queue stuck: 1 queued, the oldest waiting 180 min']);
    db.run(() => sql`UPDATE notifications SET status = 'sent'`);
    clock.later();
    expect((await readyz(app)).status).toBe(200);
  });

  it.skipIf(!diskFaultsAvailable())('flips to 503 when the data disk fills up, and back when it has room', async () => {
    const disk = mountTinyDisk('16m');
    onTestFinished(() => disk.unmount());
    const clock = movableClock();
    const app = await gateway({ DATA_DIR: disk.dir, DISK_MIN_FREE_MB: '2' }, clock);
    expect((await readyz(app)).status).toBe(200);
    disk.fill();
    clock.later();
    const full = await readyz(app);
    expect(full.status).toBe(503);
    expect(full.body.reasons).toContain('data disk nearly full: 0 MB free, at least 2 MB needed');
    // The submission the readiness check warned about is refused, not half-stored; on PostgreSQL it is
    // stored, in the database, which is not on this disk.
    expect((await postJson(app.table(callbackTable), { fields: callback(1) })).status).toBe(
      isSqlite(app.app.database) ? 503 : 200,
    );
    disk.free();
    clock.later();
    expect(await readyz(app)).toMatchObject({ status: 200, body: { ready: true } });
  });

  it('tells anyone elsewhere only its status; the details are for the staff token or a client on this machine', async () => {
    const publicAnswer = { status: 200, body: { status: 'ready' } };
    const direct = await gateway();
    // No proxy is trusted: a request naming a forwarded client came through some proxy, whatever it claims.
    for (const forged of ['203.0.113.9', '127.0.0.1'])
      expect(await readyz(direct, { 'X-Forwarded-For': forged })).toEqual(publicAnswer);
    const withToken = await readyz(direct, { 'X-Forwarded-For': '203.0.113.9', ...staffHeaders });
    expect(withToken.body).toMatchObject({ status: 'ready', ready: true, disk: { minFreeBytes: 200e6 } });
    const wrongToken = await readyz(direct, { Authorization: 'Bearer wrong-token-0123456789' });
    expect(wrongToken).toEqual({ status: 403, body: { error: { message: 'Wrong staff token' } } });

    const proxied = await gateway({ TRUST_PROXY: '1' });
    // Through the proxy for someone elsewhere, however the proxy names them.
    const elsewhere: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '203.0.113.9' },
    ];
    for (const headers of elsewhere) expect([headers, await readyz(proxied, headers)]).toEqual([headers, publicAnswer]);
    expect((await readyz(proxied, { 'X-Forwarded-For': '203.0.113.9', ...staffHeaders })).body.reasons).toEqual([]);
    // A client on this machine, through the proxy or straight.
    expect((await readyz(proxied, { 'X-Forwarded-For': '127.0.0.1' })).body.reasons).toEqual([]);
    expect((await readyz(proxied)).body.reasons).toEqual([]);
  });

  it('runs its probe (a committed write) once for a burst within a second', async () => {
    const clock = movableClock();
    const app = await gateway({}, clock);
    const db = app.app.database;
    // Triggers count each probe's write (an insert, then updates): on SQLite temporary ones on the gateway's own
    // connection; on PostgreSQL, where a trigger cannot be temporary, in the test's own database.
    db.exec(
      isSqlite(db)
        ? `CREATE TEMP TABLE probe_writes (n INTEGER NOT NULL); INSERT INTO probe_writes VALUES (0);
      CREATE TEMP TRIGGER count_probe_inserts AFTER INSERT ON main.readiness_probe
      BEGIN UPDATE probe_writes SET n = n + 1; END;
      CREATE TEMP TRIGGER count_probe_updates AFTER UPDATE ON main.readiness_probe
      BEGIN UPDATE probe_writes SET n = n + 1; END;`
        : `CREATE TABLE probe_writes (n INTEGER NOT NULL); INSERT INTO probe_writes VALUES (0);
      CREATE FUNCTION count_probe_write() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN UPDATE probe_writes SET n = n + 1; RETURN NULL; END $$;
      CREATE TRIGGER count_probe_writes AFTER INSERT OR UPDATE ON readiness_probe
        FOR EACH ROW EXECUTE FUNCTION count_probe_write();`,
    );
    const writes = () => storedValue(db, sql`SELECT n FROM probe_writes`);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) => readyz(app, n % 2 ? { 'X-Forwarded-For': `203.0.113.${n}` } : {})),
    );
    expect(new Set(burst.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(writes()).toBe(1);
    clock.later();
    expect((await readyz(app)).status).toBe(200);
    expect(writes()).toBe(2);
  });
});

describe('/metrics', () => {
  it('gives the Prometheus text format on METRICS_PORT, with submissions, latency, queues, sign-in failures and the last backup', async () => {
    const app = await gateway({ BACKUP_DIR: tempDir('metrics-backups'), METRICS_PORT: '0' });
    expect((await postJson(app.table(callbackTable), { fields: callback(1) })).status).toBe(200);
    expect((await postJson(app.table(callbackTable), { fields: callback(2) })).status).toBe(200);
    const refused = await fetch(`${app.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }),
    });
    expect(refused.status).toBe(401);
    expect((await app.app.backups.runNow()).ok).toBe(true);

    const response = await fetch(`http://127.0.0.1:${app.app.metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(await response.text());
    const value = (name: string, labels: Record<string, string> = {}) =>
      [...families.values()]
        .flatMap((family) => family.samples)
        .find((sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v))
        ?.value;
    expect(families.get('gateway_submissions_total')?.type).toBe('counter');
    expect(value('gateway_submissions_total', { table: callbackTable })).toBe(2);
    expect(value('gateway_records', { table: callbackTable })).toBe(2);
    expect(value('gateway_staff_sign_in_failures_total')).toBe(1);
    expect(families.get('gateway_http_request_duration_seconds')?.type).toBe('histogram');
    expect(
      value('gateway_http_request_duration_seconds_count', { family: 'tables', method: 'POST', status: '2xx' }),
    ).toBe(2);
    expect(value('gateway_outbox_pending')).toBe(0);
    expect(value('gateway_outbox_oldest_pending_seconds')).toBe(0);
    expect(value('gateway_outbox_dead_letters')).toBe(0);
    expect(value('gateway_upload_bytes')).toBe(0);
    expect(value('gateway_notifications_oldest_queued_seconds')).toBe(0);
    expect(value('gateway_last_backup_ok')).toBe(1);
    expect(value('gateway_last_backup_age_seconds')).toBeLessThan(60);
    expect(families.get('gateway_nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
  });

  it('is never on the public port, for anyone; its own port answers only /metrics, on 127.0.0.1 only', async () => {
    const app = await gateway({ METRICS_PORT: '0' });
    for (const headers of [{}, staffHeaders]) {
      const onPublic = await fetch(`${app.url}/metrics`, { headers });
      expect(onPublic.status).toBe(404);
      expect(await onPublic.text()).not.toContain('gateway_');
    }
    const metricsUrl = `http://127.0.0.1:${app.app.metricsPort}`;
    expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
    expect((await fetch(`${metricsUrl}/readyz`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .find((face) => face && face.family === 'IPv4' && !face.internal)?.address;
    if (elsewhere)
      await expect(fetch(`http://${elsewhere}:${app.app.metricsPort}/metrics`)).rejects.toThrow('fetch failed');
  });

  it('is off without METRICS_PORT, and METRICS_PORT may not be the public port', async () => {
    const app = await gateway();
    expect(app.app.metricsPort).toBeNull();
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: METRICS_PORT must differ from PORT',
    );
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });
});
