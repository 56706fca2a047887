import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  pdf,
  signIn,
  startStaffGateway,
  submitCallback,
  submitCareer,
} from './support/staff-fixtures';
import { storedRecords } from './support/table-api';

const shots = '/work/shots/47-backups';
const browser = sharedBrowser();
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(() => gateway?.stop());

/** SHA-256 of every file a data folder keeps, by its path (the live database is checked through its records). */
function fileHashes(dataDir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // A `.part` is a file still being written (an e-mail being saved): renamed once whole.
      if (/^gateway\.db|\.part$/.test(entry.name) || entry.name === '.incoming') continue;
      if (entry.isDirectory()) walk(path);
      else hashes[relative(dataDir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dataDir);
  return hashes;
}

const records = async (url: string, token: string) =>
  Object.fromEntries(
    await Promise.all(
      ['Career', 'Request-Callback'].map(async (table) => [table, await storedRecords(url, token, table)] as const),
    ),
  );

describe('the Backups page', () => {
  it('an admin sets backups, backs up now, downloads the archive, and it restores every record and file into an empty folder', async () => {
    const headshotPage = await openPage(browser(), 200, 200);
    const headshot = await headshotPage.page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } });
    await headshotPage.page.context().close();
    await submitCareer(
      gateway.url,
      { firstName: 'Bikash', lastName: 'Rai', school: 'Purbanchal University', phone: '9812300077' },
      { cv: pdf('cv of Bikash'), headshot },
    );
    await submitCallback(gateway.url, 'Mina', 'Rai', '9812300001');
    const before = await records(gateway.url, gateway.staffToken);
    expect(before.Career).toHaveLength(1);

    for (const width of [375, 1280]) {
      const watched = await openPage(browser(), width, 900);
      await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
      await watched.page.goto(`${gateway.url}/staff/backups`);
      await watched.page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
      await watched.page.screenshot({ path: `${shots}/backups-unset-${width}.png`, fullPage: true });
      await watched.page.context().close();
    }

    const watched = await openPage(browser(), 1280, 900);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/backups`);
    await page.getByText('No complete backup to download yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Back up now' }).isDisabled()).toBe(true);

    // A folder inside the data folder is refused in plain words, and what was typed stays.
    const inside = join(gateway.dataDir, 'backups');
    await page.getByLabel('Take a backup every night').check();
    await page.getByLabel('At (Nepal time)').selectOption('3');
    await page.getByLabel('Keep each backup for (days)').fill('10');
    await page.getByLabel('Where (a folder on the server)').fill(inside);
    await page.getByRole('button', { name: 'Save backup settings' }).click();
    await page.getByText(`Not saved: Where: ${inside} is inside the data folder`, { exact: false }).waitFor();
    expect(await page.getByLabel('Keep each backup for (days)').inputValue()).toBe('10');
    await page.screenshot({ path: `${shots}/backups-refused-1280.png`, fullPage: true });
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    errors.length = 0;

    const folder = join(mkdtempSync(join(tmpdir(), 'office-backups-')), 'company');
    await page.getByLabel('Where (a folder on the server)').fill(folder);
    await page.getByRole('button', { name: 'Save backup settings' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();

    const files = fileHashes(gateway.dataDir);
    expect(Object.keys(files).filter((path) => path.startsWith('files/')).length).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Back up now' }).click();
    const table = page.getByRole('region', { name: 'The last ten backups' });
    await table.getByText('Complete').waitFor();
    expect(await table.getByText('Back up now').count()).toBe(1);
    await page.screenshot({ path: `${shots}/backups-done-1280.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the newest backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar$/);
    const archive = join(mkdtempSync(join(tmpdir(), 'downloaded-')), download.suggestedFilename());
    await download.saveAs(archive);
    expect(errors).toEqual([]);

    const phone = await openPage(browser(), 375, 812);
    await signIn(phone, gateway.url, adminAccount.email, adminAccount.password);
    await phone.page.goto(`${gateway.url}/staff/backups`);
    await phone.page.getByRole('region', { name: 'The last ten backups' }).getByText('Complete').waitFor();
    // The runs' table scrolls inside its own box; the page itself never scrolls sideways.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.screenshot({ path: `${shots}/backups-done-375.png`, fullPage: true });
    await phone.page.context().close();

    // The engineer's restore, as the page and the README say: into an empty data folder.
    const restored = join(mkdtempSync(join(tmpdir(), 'restored-')), 'data');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/backup-cli.ts', 'restore', archive],
      { env: { ...process.env, MODE: 'local', DATA_DIR: restored } },
    );
    expect(stdout).toMatch(/^Restored /);
    const restoredFiles = fileHashes(restored);
    for (const [path, sha256] of Object.entries(files)) expect(restoredFiles[path], path).toBe(sha256);

    let second: RunningGateway | undefined;
    try {
      second = await startGateway({ DATA_DIR: restored, STAFF_TOKEN: gateway.staffToken });
      expect(await records(second.url, second.staffToken)).toEqual(before);
      const again = await openPage(browser(), 1280, 900);
      await signIn(again, second.url, adminAccount.email, adminAccount.password);
      await again.page.context().close();
    } finally {
      await second?.stop();
    }
  });
});
