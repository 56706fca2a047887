import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { backupsPage, type BackupsPage } from '../../schemas/backup-status';
import { SettingsStore } from '../settings/settings-store';
import { waitFor } from '../testing/fault-proxy';
import { signIn, signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

const page = async (admin: StaffClient): Promise<BackupsPage> =>
  backupsPage.parse(await (await admin.call('GET', '/backups/page')).json());

/** Two gateways on one data folder: on PostgreSQL, one database (as two machines behind one address would be). */
async function twoGateways() {
  const first = await startTestGateway();
  onTestFinished(() => first.close());
  const second = await startTestGateway({ DATA_DIR: first.dataDir });
  onTestFinished(() => second.close());
  const onFirst = await signInAs(first, 'owner@example.com', 'admin');
  const onSecond = await signIn(second, 'owner@example.com');
  return { first, second, onFirst, onSecond };
}

const progressAs = (gateway: TestGateway, kept: { host: string; pid: number; beatAt: string }) =>
  new SettingsStore(gateway.app.database).set('backup_progress', {
    progress: { startedAt: new Date().toISOString(), step: 'files', filesDone: 3, filesTotal: 9 },
    ...kept,
  });

describe('"Back up now" on one gateway, the Backups page served by another', () => {
  it('shows the backup’s progress as it is written, refuses a second one meanwhile, and its result at the end', async () => {
    const { first, onFirst, onSecond } = await twoGateways();
    // Enough files that the copy takes a while.
    mkdirSync(join(first.dataDir, 'files', 'bulk'), { recursive: true });
    for (let n = 0; n < 500; n++)
      writeFileSync(join(first.dataDir, 'files', 'bulk', `${n}.bin`), randomBytes(128 * 1024));
    const folder = join(tempDir('backups-two-gateways'), 'backups');
    expect(
      (await onFirst.call('PUT', '/backups/settings', { enabled: false, hour: 2, keepDays: 14, folder })).status,
    ).toBe(200);

    expect((await onFirst.call('POST', '/backups/run')).status).toBe(202);
    const seen = await waitFor(async () => (await page(onSecond)).progress, 60_000);
    expect(['database', 'files', 'finishing']).toContain(seen.step);
    const second = await onSecond.call('POST', '/backups/run');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { message: 'A backup is being written already.' } });
    const shown = [seen];
    const done = await waitFor(async () => {
      const now = await page(onSecond);
      if (now.progress) shown.push(now.progress);
      return !now.progress && now.runs.length ? now : undefined;
    }, 60_000);
    // The copy as it went: how many files it holds, as the writing gateway counts them.
    const copying = shown.find((progress) => progress.step === 'files');
    expect(copying?.startedAt).toBe(seen.startedAt);
    expect(copying?.filesTotal).toBeGreaterThanOrEqual(500);
    expect(done.runs[0]).toMatchObject({ ok: true, trigger: 'staff', startedAt: seen.startedAt });
    expect(done.newest).not.toBeNull();
    expect((await page(onFirst)).progress).toBeNull();
  }, 120_000);

  it('forgets a writer that stopped without a word: its process gone on this machine, or silent for 30 s on another', async () => {
    const { first, onSecond } = await twoGateways();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const fresh = new Date().toISOString();
    const silent = new Date(Date.now() - 31_000).toISOString();

    progressAs(first, { host: 'another-machine', pid: gone, beatAt: fresh });
    expect((await page(onSecond)).progress).toMatchObject({ step: 'files', filesDone: 3, filesTotal: 9 });
    expect((await onSecond.call('POST', '/backups/run')).status).toBe(409);

    progressAs(first, { host: 'another-machine', pid: process.pid, beatAt: silent });
    expect((await page(onSecond)).progress).toBeNull();
    progressAs(first, { host: hostname(), pid: gone, beatAt: fresh });
    expect((await page(onSecond)).progress).toBeNull();
  });
});
