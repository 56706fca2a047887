import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { backupsPage, type BackupsPage } from '../../schemas/backup-status';
import { folderEnv } from '../testing/folder-database';
import { addAccountToFolder, signIn, type StaffClient } from '../testing/staff-test-client';
import { tempDir, type TestGateway } from '../testing/test-gateway';

const start = async (dataDir: string) => {
  const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0', ...(await folderEnv(dataDir)) });
  onTestFinished(() => gateway.stop('SIGKILL'));
  return gateway;
};
const page = async (admin: StaffClient) => backupsPage.parse(await (await admin.call('GET', '/backups/page')).json());

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, every = 100): Promise<T> {
  const give = Date.now() + 60_000;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > give) throw new Error(`waited a minute for ${what}`);
    await new Promise((wait) => setTimeout(wait, every));
  }
}

const finished = (admin: StaffClient, done: (now: BackupsPage) => boolean) =>
  until('the backup to finish', async () => {
    const now = await page(admin);
    return !now.progress && done(now) ? now : undefined;
  });

/** Files copied so far into the backup being written. */
const copiedSoFar = (folder: string) => {
  const partial = readdirSync(folder).find((name) => name.startsWith('.partial-'));
  const bulk = partial && join(folder, partial, 'files', 'bulk');
  return bulk && existsSync(bulk) ? readdirSync(bulk).length : 0;
};

const signInTo = (gateway: RunningGateway) => signIn({ url: gateway.url } as TestGateway, 'owner@example.com');

describe('Back up now, killed with SIGKILL half-way', () => {
  it('leaves no half backup offered for download: the last complete one stays the newest, and the next run clears the rest', async () => {
    const dataDir = tempDir('backup-kill');
    await addAccountToFolder(dataDir, 'owner@example.com', 'admin');
    const folder = join(tempDir('backup-kill-to'), 'backups');
    let gateway = await start(dataDir);
    let admin = await signInTo(gateway);
    expect(
      (await admin.call('PUT', '/backups/settings', { enabled: true, hour: 2, keepDays: 14, folder })).status,
    ).toBe(200);
    expect((await admin.call('POST', '/backups/run')).status).toBe(202);
    const first = await finished(admin, (now) => now.runs.length > 0);
    expect(first.runs[0].ok).toBe(true);

    // Enough files that the copy is caught half-way.
    mkdirSync(join(dataDir, 'files', 'bulk'), { recursive: true });
    for (let n = 0; n < 400; n++) writeFileSync(join(dataDir, 'files', 'bulk', `${n}.bin`), randomBytes(256 * 1024));
    expect((await admin.call('POST', '/backups/run')).status).toBe(202);
    await until('files being copied', () => copiedSoFar(folder) > 0, 2);
    gateway.process.kill('SIGKILL');
    await new Promise((done) => gateway.process.once('exit', done));
    expect(readdirSync(folder).filter((name) => name.startsWith('.partial-'))).toHaveLength(1);

    gateway = await start(dataDir);
    admin = await signInTo(gateway);
    const after = await page(admin);
    expect(after.progress).toBeNull();
    expect(after.newest).toEqual(first.newest);
    const download = await admin.call('GET', '/backups/newest.tar');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${first.newest!.name}.tar"`);
    await download.arrayBuffer();

    expect((await admin.call('POST', '/backups/run')).status).toBe(202);
    const next = await finished(admin, (now) => now.runs[0].startedAt !== first.runs[0].startedAt);
    expect(next.runs[0]).toMatchObject({ ok: true, trigger: 'staff' });
    expect(next.newest!.name > first.newest!.name).toBe(true);
    expect(readdirSync(folder).filter((name) => name.startsWith('.partial-'))).toEqual([]);
    expect(existsSync(join(folder, next.newest!.name, 'files', 'bulk', '399.bin'))).toBe(true);
  }, 240_000);
});
