import { execFileSync } from 'node:child_process';
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsPage, defaultBackupSettings, type BackupSettings } from '../../schemas/backup-status';
import { isSqlite } from '../storage/db';
import { DATABASE } from './backup-manifest';
import { DUMP } from './postgres-dump';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { staffHeaders, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
  staff = await signInAs(gateway, 'desk@example.com', 'staff');
});
afterAll(() => gateway.close());

const page = async (client = admin) => backupsPage.parse(await (await client.call('GET', '/backups/page')).json());
const save = (settings: unknown, client = admin, headers?: Record<string, string>) =>
  client.call('PUT', '/backups/settings', settings, headers);

/** Waits until no backup is being written, and answers the page then. */
async function finished(client = admin) {
  for (;;) {
    const now = await page(client);
    if (!now.progress) return now;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('backup settings in the back office', () => {
  it('an admin turns backups on with a folder, backs up now, and downloads the newest as one tar archive', async () => {
    expect(await page()).toMatchObject({ settings: defaultBackupSettings, fromEnvironment: false, newest: null });
    const folder = join(tempDir('backups-here'), 'nightly');
    const settings: BackupSettings = { enabled: true, hour: 3, keepDays: 10, folder };
    const saved = await save(settings);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(backupsPage.parse(await saved.json()).settings).toEqual(settings);
    // The nightly job reads them at once: no restart.
    expect(gateway.app.backups.status()).toMatchObject({ nightly: true, keepDays: 10 });
    expect(JSON.stringify(await (await admin.call('GET', '/audit')).json())).toContain('changed backup settings');

    const started = await admin.call('POST', '/backups/run');
    expect(started.status).toBe(202);
    const done = await finished();
    expect(done.runs[0]).toMatchObject({ ok: true, trigger: 'staff', error: null });
    expect(done.newest?.name).toBe(basename(done.runs[0].path!));
    expect(Date.parse(done.newest!.createdAt)).toBe(Date.parse(done.runs[0].startedAt));

    const download = await admin.call('GET', '/backups/newest.tar');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-tar');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${done.newest!.name}.tar"`);
    const archive = join(tempDir('download'), 'backup.tar');
    writeFileSync(archive, Buffer.from(await download.arrayBuffer()));
    const names = execFileSync('tar', ['--list', '--file', archive], { encoding: 'utf8' }).split('\n');
    expect(names).toContain(`${done.newest!.name}/manifest.json`);
    // The database: SQLite's file, or PostgreSQL's dump.
    expect(names).toContain(`${done.newest!.name}/${isSqlite(gateway.app.database) ? DATABASE : DUMP}`);
    expect(names.some((name) => name.includes('.partial-'))).toBe(false);

    const off = await save({ ...settings, enabled: false });
    expect(off.status).toBe(200);
    expect(gateway.app.backups.status().nightly).toBe(false);
  });

  it('refuses a folder inside the data folder (however written), one it cannot write, or a wrong value, with a plain message', async () => {
    const before = (await page()).settings;
    const outside = tempDir('outside');
    const link = join(outside, 'link-to-data');
    symlinkSync(gateway.dataDir, link);
    const aFile = join(outside, 'a-file');
    writeFileSync(aFile, '');
    const refusals: [Partial<BackupSettings>, RegExp][] = [
      [{ folder: join(gateway.dataDir, 'backups') }, /inside the data folder/],
      [{ folder: gateway.dataDir }, /inside the data folder/],
      [{ folder: `${outside}/../${basename(gateway.dataDir)}/x/../backups` }, /inside the data folder/],
      [{ folder: join(link, 'backups') }, /inside the data folder/],
      [{ folder: 'backups' }, /full path from the top/],
      [{ folder: '../../etc' }, /full path from the top/],
      [{ folder: '' }, /type the folder/],
      [{ folder: '/proc/sys' }, /cannot make or write in \/proc\/sys/],
      [{ folder: '/proc/sys/backups' }, /cannot make or write/],
      [{ folder: aFile }, /is a file, not a folder/],
      [{ folder: `${outside}/x\u0000y` }, /invisible control character U\+0000/],
      [{ hour: 24 }, /Hour: a whole hour from 0 to 23/],
      [{ keepDays: 0 }, /Keep: at least 1 day/],
    ];
    for (const [change, message] of refusals) {
      const answer = await save({ enabled: true, hour: 2, keepDays: 14, folder: join(outside, 'ok'), ...change });
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect((await answer.json()).error.message, JSON.stringify(change)).toMatch(message);
    }
    expect((await save({ ...defaultBackupSettings, extra: 1 })).status).toBe(422);
    expect(readdirSync(gateway.dataDir)).not.toContain('backups');
    expect((await page()).settings).toEqual(before);
  });

  it('is for admins only: no session, a staff member, the staff token, a forged origin, a missing CSRF token, a huge body', async () => {
    const base = `${gateway.url}/staff/api/backups`;
    const good = { enabled: true, hour: 2, keepDays: 14, folder: join(tempDir('refused'), 'b') };
    const json = { 'Content-Type': 'application/json', Origin: gateway.url };
    for (const path of ['/page', '/newest.tar']) {
      expect((await fetch(`${base}${path}`)).status).toBe(401);
      expect((await staff.call('GET', `/backups${path}`)).status).toBe(403);
      expect((await fetch(`${base}${path}`, { headers: staffHeaders })).status).toBe(403);
    }
    expect((await fetch(`${base}/settings`, { method: 'PUT', headers: json, body: JSON.stringify(good) })).status).toBe(
      401,
    );
    expect((await fetch(`${base}/run`, { method: 'POST', headers: { Origin: gateway.url } })).status).toBe(401);
    expect((await save(good, staff)).status).toBe(403);
    expect((await staff.call('POST', '/backups/run')).status).toBe(403);
    expect((await save(good, admin, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await admin.call('POST', '/backups/run', undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (
        await fetch(`${base}/settings`, {
          method: 'PUT',
          headers: { ...json, Cookie: admin.cookie },
          body: JSON.stringify(good),
        })
      ).status,
    ).toBe(403);
    expect((await save({ ...good, folder: `/${'x'.repeat(5_000_000)}` })).status).toBe(413);
    expect((await save('a string')).status).toBe(422);
    // No name is taken from the request: a path after the route is no other file.
    for (const path of [
      '/newest.tar/../../../../etc/passwd',
      '/newest.tar/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/newest.tar%00.txt',
    ]) {
      const answer = await admin.call('GET', `/backups${path}`);
      expect(answer.status, path).not.toBe(200);
      expect(await answer.text(), path).not.toContain('root:');
    }
    expect((await page()).settings.folder).not.toBe(good.folder);
  });
});

describe('backups set in the environment', () => {
  it('win over the back office, and the page says so', async () => {
    const envFolder = tempDir('env-backups');
    const envGateway = await startTestGateway({ BACKUP_DIR: envFolder, BACKUP_KEEP: '7', BACKUP_HOUR: '4' });
    try {
      const owner = await signInAs(envGateway, 'owner@example.com', 'admin');
      const answer = backupsPage.parse(await (await owner.call('GET', '/backups/page')).json());
      expect(answer).toMatchObject({
        fromEnvironment: true,
        settings: { enabled: true, folder: envFolder, keepDays: 7, hour: 4 },
      });
      const elsewhere = join(tempDir('elsewhere'), 'b');
      const refused = await owner.call('PUT', '/backups/settings', { ...answer.settings, folder: elsewhere });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.message).toMatch(/environment \(BACKUP_DIR\)/);
      expect((await owner.call('POST', '/backups/run')).status).toBe(202);
      const done = await finished(owner);
      expect(done.runs[0]).toMatchObject({ ok: true, trigger: 'staff' });
      expect(done.runs[0].path!.startsWith(envFolder)).toBe(true);
    } finally {
      await envGateway.close();
    }
  });
});

describe('Back up now with nowhere set', () => {
  it('asks for a folder first', async () => {
    await save(defaultBackupSettings);
    const answer = await admin.call('POST', '/backups/run');
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.message).toBe('Choose where backups go and save first.');
  });
});
