// Two gateway processes on one PostgreSQL, behind Debian's nginx with the shipped site file
// (deploy/nginx-site.conf, one upstream line per gateway): what visitors and staff get when a
// company runs more than one gateway, and what happens when one of them dies.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { callbackTable, meetingTable } from '../../schemas/table-names';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openConfiguredDatabase } from '../../server/database';
import { storeConfirmedMeetings } from '../../server/testing/confirmed-meetings';
import { waitFor } from '../../server/testing/fault-proxy';
import { freePort } from '../../server/testing/free-port';
import { https } from '../../server/testing/https-request';
import {
  accessLogOf,
  nginxFolder,
  shippedSite,
  startNginx,
  type NginxProcess,
} from '../../server/testing/nginx-process';
import { startPostgresCluster, type PostgresCluster } from '../../server/testing/postgres-cluster';
import { postgresRows } from '../../server/testing/postgres-rows';
import { multipartUpload } from '../../server/testing/multipart-body';
import { callback, meeting } from '../../server/testing/sample-records';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './support/browser';
import { addAccountWithCli, adminAccount, staffAccount } from './support/staff-fixtures';
import { samples } from '../../server/testing/sample-files';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { tempDir } from '../../server/testing/test-gateway';

const BASE = 'appLocalGateway01';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const STAFF_INBOX = 'office@example.com';

let cluster: PostgresCluster;
let databaseUrl: string;
let sink: SmtpSink;
let webhook: Server;
const webhookCalls: { recordId: string }[] = [];
let gateways: RunningGateway[];
let work: string;
let nginx: NginxProcess;
let site: string;
let siteFile: string;
let backupDirs: string[];

/** What landed in the gateways' database. */
const query = <T>(text: string, ...values: unknown[]) => postgresRows<T>(databaseUrl, text, ...values);

/** Which gateway (host:port) answered each request to `path` so far, as nginx logged it. */
const upstreamsOf = (path: string) =>
  readFileSync(accessLogOf(work), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith(` ${path}`))
    .map((line) => line.split(' ')[0]);

const post = (table: string, fields: unknown, from = '127.0.0.2') =>
  https(`${site}/v0/${BASE}/${table}`, {
    method: 'POST',
    from,
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({ fields }),
  });

/** A meeting's date and time fields for `start`, in Nepal time. */
const preferred = (start: Date) => {
  const { date, time } = nepalDateTime(start);
  return { 'Preferred date': date, 'Preferred Time': time };
};

/** The staff e-mails about callback `id` the SMTP server received. */
const staffMailsAbout = (id: string) =>
  sink.received.filter((mail) => mail.envelopeTo.includes(STAFF_INBOX) && (mail.parsed.text ?? '').includes(id));

beforeAll(async () => {
  execFileSync('bash', ['scripts/ensure-nginx.sh'], { stdio: 'inherit' });
  execFileSync('bash', ['scripts/ensure-postgres.sh'], { stdio: 'inherit' });
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase();
  sink = await startSmtpSink();
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      webhookCalls.push(JSON.parse(body) as { recordId: string });
      response.end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  work = nginxFolder();
  const httpsPort = await freePort();
  site = `https://localhost:${httpsPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1',
    PUBLIC_URL: site,
    SMTP_URL: sink.url,
    NOTIFY_FROM: 'site@example.com',
    NOTIFY_CALLBACK_TO: STAFF_INBOX,
    NOTIFY_MEETING_TO: STAFF_INBOX,
    // Reminders looked for every 300 ms by each gateway, rather than once a minute.
    REMINDER_CHECK_MS: '300',
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
    NOTIFY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  };
  // One after the other: the first creates the schema (both starting at once is postgres-gateway.test.ts's).
  // Each has a backup folder of its own, to tell which took the nightly backup.
  backupDirs = [nginxFolder(), nginxFolder()];
  gateways = [
    await startGateway({ ...env, BACKUP_DIR: backupDirs[0] }),
    await startGateway({ ...env, BACKUP_DIR: backupDirs[1] }),
  ];
  const shipped = await shippedSite(
    work,
    gateways.map((gateway) => new URL(gateway.url).host),
    httpsPort,
  );
  siteFile = shipped.file;
  nginx = startNginx(work, `include ${siteFile};`, { accessLog: true });
  await waitFor(async () => (await https(`${site}/healthz`).catch(() => undefined))?.status === 200, 15_000);
}, 240_000);

afterAll(async () => {
  nginx?.stop();
  await Promise.all((gateways ?? []).map((gateway) => gateway.stop()));
  webhook?.close();
  await sink?.close();
  await cluster?.stop();
});

describe('two gateways on one PostgreSQL behind nginx', () => {
  it('sends a callback request to staff once, by e-mail and by webhook, whichever gateway took it', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const answer = await post(callbackTable, callback(n));
      expect(answer.status).toBe(200);
      ids.push((JSON.parse(answer.body.toString()) as { id: string }).id);
    }
    // Round robin: both gateways took some.
    expect(new Set(upstreamsOf(`/v0/${BASE}/${callbackTable}`)).size).toBe(2);
    await waitFor(() => ids.every((id) => staffMailsAbout(id).length > 0) && webhookCalls.length >= ids.length, 30_000);
    // Both gateways' job runners look for work: give a second sending the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const id of ids) {
      expect(staffMailsAbout(id), id).toHaveLength(1);
      expect(
        webhookCalls.filter((call) => call.recordId === id),
        id,
      ).toHaveLength(1);
    }
  }, 60_000);

  it('gives one of 50 visitors booking one slot through both gateways the meeting, and 49 a clear "taken" answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post(meetingTable, { ...meeting(4, 2), Email: `racer${n}@example.com` }, `127.0.0.${10 + (n % 40)}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(JSON.parse(answer.body.toString()).error.message).toMatch(/^That time is not free any more/);
    expect(new Set(upstreamsOf(`/v0/${BASE}/${meetingTable}`)).size).toBe(2);
    expect(query('SELECT count(*) AS n FROM records WHERE tbl = $1', meetingTable)).toEqual([{ n: 1 }]);
  }, 60_000);

  it('serves an upload from both gateways with the same bytes, whichever stored it', async () => {
    const { body, headers } = multipartUpload('My CV.pdf', samples.pdf);
    const uploaded = await https(`${site}/v1_1/local/auto/upload`, {
      method: 'POST',
      headers: { ...headers, Origin: site },
      body: Buffer.from(body),
    });
    expect(uploaded.status).toBe(200);
    const path = new URL((JSON.parse(uploaded.body.toString()) as { secure_url: string }).secure_url).pathname;
    const staff = { Authorization: `Bearer ${gateways[0].staffToken}` };
    const served = await Promise.all([1, 2, 3, 4].map(() => https(`${site}${path}`, { headers: staff })));
    for (const answer of served) {
      expect(answer.status).toBe(200);
      expect(sha256(answer.body)).toBe(sha256(samples.pdf));
    }
    expect(new Set(upstreamsOf(path))).toEqual(new Set(gateways.map((gateway) => new URL(gateway.url).host)));
  });

  it('takes a gateway whose /readyz fails out of nginx (deploy/upstream-health.sh) and back once it is ready', async () => {
    const [a, b] = gateways.map((gateway) => new URL(gateway.url).host);
    const check = () =>
      spawnSync('bash', ['deploy/upstream-health.sh', siteFile], {
        encoding: 'utf8',
        env: { ...process.env, NGINX_RELOAD: `nginx -c ${work}/nginx.conf -p ${work} -s reload` },
      });
    const before = readFileSync(siteFile, 'utf8');
    expect(check().status).toBe(0);
    // Both ready: the file is left as it was.
    expect(readFileSync(siteFile, 'utf8')).toBe(before);

    const workers = () =>
      spawnSync('pgrep', ['-P', String(nginx.child.pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean);
    const workersBefore = workers();
    gateways[1].process.kill('SIGSTOP');
    try {
      const marked = check();
      expect(marked.status, marked.stderr).toBe(0);
      expect(marked.stdout).toContain(`${b} down`);
      expect(readFileSync(siteFile, 'utf8')).toContain(`server ${b} max_fails=1 fail_timeout=10s down;`);
      expect(readFileSync(siteFile, 'utf8')).toContain(`server ${a} max_fails=1 fail_timeout=10s;`);
      // nginx has read it again once the workers that had the old list are gone; from then on every
      // page comes from A, none waits on the stopped B.
      await waitFor(async () => !workers().some((pid) => workersBefore.includes(pid)), 10_000);
      const pages = await Promise.all([1, 2, 3, 4].map(() => https(`${site}/about`)));
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
      expect(upstreamsOf('/about').slice(-4)).toEqual([a, a, a, a]);
    } finally {
      gateways[1].process.kill('SIGCONT');
    }
    const back = check();
    expect(back.stdout).toContain(`${b} up`);
    expect(readFileSync(siteFile, 'utf8')).toBe(before);
  }, 60_000);

  it('takes the first nightly backup once for the cluster, on one gateway', async () => {
    // No backup yet: the check (a recurring job, one row for the cluster, first a minute after a
    // start) takes one at once, on whichever gateway claims it.
    const backups = () => backupDirs.flatMap((dir) => readdirSync(dir).filter((name) => name.startsWith('backup-')));
    await waitFor(() => backups().length > 0 && query('SELECT id FROM backup_runs').length > 0, 120_000);
    expect(backups()).toHaveLength(1);
    expect(query<{ ok: number; trigger: string }>('SELECT ok, trigger FROM backup_runs')).toEqual([
      { ok: 1, trigger: 'nightly' },
    ]);
  }, 150_000);

  it('sends each meeting reminder once, to the visitor and to staff, though both gateways look for them', async () => {
    // Confirmed meetings 3 to 5 hours away, written as the gateways would have: their day-before
    // reminders are due at once, and both gateways' checks find them.
    const db = openConfiguredDatabase({ DATA_DIR: tempDir('reminders-seed'), DATABASE_URL: databaseUrl });
    const emails = Array.from({ length: 12 }, (_, n) => `reminded-${n}@example.com`);
    const ids = storeConfirmedMeetings(
      db,
      emails.map((Email, n) => {
        const start = new Date(Date.now() + 3 * 3_600_000 + n * 600_000);
        return { fields: { ...meeting(), Email, ...preferred(start) }, start };
      }),
    );
    db.close();

    const reminders = (to: string) =>
      sink.received.filter((mail) => mail.envelopeTo.includes(to) && /^Reminder: /.test(mail.parsed.subject ?? ''));
    const staffReminders = (id: string) =>
      reminders(STAFF_INBOX).filter((mail) => (mail.parsed.text ?? '').includes(id));
    await waitFor(
      () => emails.every((to) => reminders(to).length > 0) && ids.every((id) => staffReminders(id).length > 0),
      60_000,
    );
    // Give a second sending, on the other gateway, the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(emails.map((to) => reminders(to).length)).toEqual(emails.map(() => 1));
    expect(ids.map((id) => staffReminders(id).length)).toEqual(ids.map(() => 1));
    expect(query('SELECT count(*) AS n FROM meeting_reminders')).toEqual([{ n: ids.length }]);
  }, 90_000);

  it('loses nothing it acknowledged when one gateway is killed under 20 writers, keeps answering, and sends each e-mail once', async () => {
    const acknowledged: string[] = [];
    let killed = false;
    let failedAfterKill = 0;
    let n = 100;
    // Each writer a visitor of its own: the per-address limits are not what this is about.
    const writer = async (from: string) => {
      while (!killed || acknowledged.length < 400) {
        const answer = await post(callbackTable, callback(n++), from).catch(() => undefined);
        if (answer?.status === 200) {
          acknowledged.push((JSON.parse(answer.body.toString()) as { id: string }).id);
          if (acknowledged.length === 150 && !killed) killed = gateways[1].process.kill('SIGKILL');
        } else if (!killed) throw new Error(`refused before the kill: ${answer?.status} ${answer?.body}`);
        else failedAfterKill += 1;
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, w) => writer(`127.0.0.${100 + w}`)));
    expect(killed).toBe(true);
    // Only what was on its way to the dead gateway as it died failed: one request per writer at most.
    expect(failedAfterKill).toBeLessThanOrEqual(20);

    // After the kill every write went through the survivor (nginx passes a refused connection on).
    const stored = new Set(
      query<{ id: string }>('SELECT id FROM records WHERE tbl = $1', callbackTable).map((r) => r.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    const afterKill = await post(callbackTable, callback(999));
    expect(afterKill.status).toBe(200);

    // Every acknowledged callback reaches staff: what the dead gateway had queued or held runs on
    // the survivor once its lease ends. Each is one message (one Message-ID). Only the one e-mail
    // the dead gateway was sending as it died (its e-mail lane sends one at a time) may have
    // arrived twice, under the same Message-ID, which mail systems take as one.
    await waitFor(() => acknowledged.every((id) => staffMailsAbout(id).length > 0), 90_000);
    const messageIds = (id: string) => new Set(staffMailsAbout(id).map((mail) => mail.parsed.messageId));
    expect(acknowledged.filter((id) => messageIds(id).size !== 1)).toEqual([]);
    const resent = acknowledged.filter((id) => staffMailsAbout(id).length > 1);
    expect(resent.length).toBeLessThanOrEqual(1);
  }, 180_000);
});

describe('the back office across two gateways, in Chromium', () => {
  const browser = sharedBrowser();
  let frontDoors: { gateway: RunningGateway; nginx: NginxProcess; site: string }[] = [];

  beforeAll(async () => {
    // A database of its own, and each gateway behind an nginx of its own, so the browser can be
    // sent to A or to B: two front doors, as a company with two sites on one back office would have.
    const url = await cluster.createDatabase();
    const ports = [await freePort(), await freePort()];
    const gateways = [];
    for (const port of ports)
      gateways.push(
        await startGateway({ DATABASE_URL: url, TRUST_PROXY: '1', PUBLIC_URL: `https://localhost:${port}` }),
      );
    for (const account of [adminAccount, { ...staffAccount, password: adminAccount.password }])
      await addAccountWithCli(gateways[0], { ...account, admin: account === adminAccount }, { DATABASE_URL: url });
    frontDoors = await Promise.all(
      gateways.map(async (gateway, n) => {
        const folder = nginxFolder();
        const door = await shippedSite(folder, [new URL(gateway.url).host], ports[n]);
        return { gateway, nginx: startNginx(folder, `include ${door.file};`), site: door.site };
      }),
    );
    for (const { site } of frontDoors)
      await waitFor(async () => (await https(`${site}/healthz`).catch(() => undefined))?.status === 200, 15_000);
  }, 120_000);

  afterAll(async () => {
    for (const { nginx } of frontDoors) nginx.stop();
    await Promise.all(frontDoors.map(({ gateway }) => gateway.stop()));
  });

  it('signs staff in through A and lets them work through B; signing them out everywhere on A shows B the sign-in page within a second', async () => {
    const [a, b] = frontDoors.map((door) => door.site);
    const staffPage = async () => {
      const context = await browser().newContext({ ignoreHTTPSErrors: true, viewport: { width: 375, height: 800 } });
      return context.newPage();
    };
    const sign = async (page: Page, email: string) => {
      await page.goto(`${a}/staff/sign-in`);
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill(adminAccount.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    };
    const admin = await staffPage();
    await sign(admin, adminAccount.email);
    const sita = await staffPage();
    await sign(sita, staffAccount.email);

    // Sita works through B: the session made on A holds there, and a callback she changes there is
    // stored for both.
    const sent = await https(`${b}/v0/${BASE}/${callbackTable}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: b },
      body: JSON.stringify({ fields: callback(1) }),
    });
    const { id } = JSON.parse(sent.body.toString()) as { id: string };
    const record = `/staff/records/${encodeURIComponent(callbackTable)}/${id}`;
    await sita.goto(`${b}${record}`);
    await sita.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' });
    await sita.getByText('Saved.').waitFor();
    await admin.goto(`${a}${record}`);
    expect(await admin.getByLabel('Status', { exact: true }).inputValue()).toBe('in_progress');

    // The admin, on A, signs her out everywhere; her page on B, left alone, goes to sign-in.
    await admin.goto(`${a}/staff/accounts`);
    await admin.getByRole('button', { name: `Sign out everywhere (${staffAccount.name})` }).click();
    await admin.getByText('Signed out everywhere.').waitFor();
    const signedOutAt = Date.now();
    await sita.getByLabel('E-mail address').waitFor({ timeout: 5_000 });
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    expect(sita.url()).toContain(`${b}/staff/sign-in`);
  }, 120_000);
});
