import { describe, expect, it, onTestFinished } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { diskFaultsAvailable, mountTinyDisk } from '../testing/disk-faults';
import { parsePrometheusText } from '../testing/prometheus-text';
import { callback } from '../testing/sample-records';
import { postJson, staffHeaders, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

const readyz = async (gateway: TestGateway) => {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: await response.json() };
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function gateway(env: Record<string, string> = {}) {
  const started = await startTestGateway({ NOTIFICATIONS: '0', ...env });
  onTestFinished(() => started.close());
  return started;
}

describe('/healthz and /readyz', () => {
  it('answer 200 while alive and ready, with the checks and the last backup', async () => {
    const app = await gateway();
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
    const { status, body } = await readyz(app);
    expect(status).toBe(200);
    expect(body).toMatchObject({
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
    const app = await gateway({ READY_QUEUE_MAX_MINUTES: '60' });
    const db = app.app.database;
    db.prepare(
      "INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time) VALUES ('s1', 'appX', 'Meeting', 'rec1', '{}', ?)",
    ).run(hoursAgo(2));
    let answer = await readyz(app);
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual(['outbox stuck: 1 pending, the oldest waiting 120 min']);
    db.prepare("UPDATE outbox SET status = 'delivered'").run();
    expect((await readyz(app)).status).toBe(200);

    db.prepare(
      "INSERT INTO notifications (kind, channel, recipient, subject, payload, created_at) VALUES ('staff-new-record', 'email', 'a@example.com', 's', '{}', ?)",
    ).run(hoursAgo(3));
    answer = await readyz(app);
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual(['notification queue stuck: 1 queued, the oldest waiting 180 min']);
    db.prepare("UPDATE notifications SET status = 'sent'").run();
    expect((await readyz(app)).status).toBe(200);
  });

  it.skipIf(!diskFaultsAvailable())('flips to 503 when the data disk fills up, and back when it has room', async () => {
    const disk = mountTinyDisk('16m');
    onTestFinished(() => disk.unmount());
    const app = await gateway({ DATA_DIR: disk.dir, DISK_MIN_FREE_MB: '2' });
    expect((await readyz(app)).status).toBe(200);
    disk.fill();
    const full = await readyz(app);
    expect(full.status).toBe(503);
    expect(full.body.reasons).toContain('data disk nearly full: 0 MB free, at least 2 MB needed');
    // The submission the readiness check warned about is refused, not half-stored.
    expect((await postJson(app.table(callbackTable), { fields: callback(1) })).status).toBe(503);
    disk.free();
    expect(await readyz(app)).toMatchObject({ status: 200, body: { ready: true } });
  });
});

describe('/metrics', () => {
  it('gives the Prometheus text format with submissions, latency, queues, sign-in failures and the last backup', async () => {
    const app = await gateway({ BACKUP_DIR: tempDir('metrics-backups') });
    expect((await postJson(app.table(callbackTable), { fields: callback(1) })).status).toBe(200);
    expect((await postJson(app.table(callbackTable), { fields: callback(2) })).status).toBe(200);
    const refused = await fetch(`${app.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }),
    });
    expect(refused.status).toBe(401);
    expect((await app.app.backups.runNow()).ok).toBe(true);

    const response = await fetch(`${app.url}/metrics`);
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

  it('is refused to a client that is not on this machine, unless it holds the staff token', async () => {
    const direct = await gateway();
    // No proxy is trusted: a request naming a forwarded client came through some proxy, whatever it claims.
    for (const forged of ['203.0.113.9', '127.0.0.1'])
      expect((await fetch(`${direct.url}/metrics`, { headers: { 'X-Forwarded-For': forged } })).status).toBe(401);
    expect(
      (await fetch(`${direct.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9', ...staffHeaders } })).status,
    ).toBe(200);

    const proxied = await gateway({ TRUST_PROXY: '1' });
    const remote = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await fetch(`${proxied.url}/metrics`, { headers: remote });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('gateway_');
    expect(
      (
        await fetch(`${proxied.url}/metrics`, {
          headers: { ...remote, Authorization: 'Bearer wrong-token-0123456789' },
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${proxied.url}/metrics`, { headers: { ...remote, ...staffHeaders } })).status).toBe(200);
    // A client on this machine, through the proxy or straight.
    expect((await fetch(`${proxied.url}/metrics`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(200);
    expect((await fetch(`${proxied.url}/metrics`)).status).toBe(200);
  });
});
