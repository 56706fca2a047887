import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { careerTable } from '../../schemas/career-application';
import { runBackupCli } from '../testing/backup-cli';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { waitFor } from '../testing/fault-proxy';
import { exited } from '../testing/process-output';
import { postJson, staffHeaders, startTestGateway, tempDir } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { DATABASE, MANIFEST } from './backup-manifest';
import { BadBackupError, restoreBackup } from '../restore/restore-backup';
import { takeBackup } from './take-backup';

/** A data folder with a Career application and its four files, and a large file that makes copying take a while. */
async function dataFolder(bigFileBytes = 0): Promise<string> {
  const gateway = await startTestGateway();
  const response = await postJson(gateway.table(careerTable), {
    fields: { ...career(), ...(await uploadCareerAttachments(gateway.url)) },
  });
  expect(response.status).toBe(200);
  await gateway.close();
  if (bigFileBytes) {
    mkdirSync(join(gateway.dataDir, 'team-photos'), { recursive: true });
    writeFileSync(join(gateway.dataDir, 'team-photos', `${'cd'.repeat(16)}.webp`), Buffer.alloc(bigFileBytes, 1));
  }
  return gateway.dataDir;
}

async function backupOf(dataDir: string): Promise<string> {
  const gateway = await startTestGateway({ DATA_DIR: dataDir });
  try {
    return (await takeBackup(gateway.app.database, dataDir, tempDir('backups'))).path;
  } finally {
    await gateway.close();
  }
}

function flipByte(path: string, at: number) {
  const bytes = readFileSync(path);
  bytes[at] ^= 0x01;
  writeFileSync(path, bytes);
}

const target = () => join(tempDir('restore'), 'data');

describe('a damaged backup', () => {
  it('is refused naming the file whose one byte was flipped, and nothing is restored', async () => {
    const backup = await backupOf(await dataFolder());
    const [upload] = readdirSync(join(backup, 'files'));
    flipByte(join(backup, 'files', upload), 20);
    const dataDir = target();
    await expect(restoreBackup(backup, dataDir)).rejects.toThrow(
      new BadBackupError(
        `${join(backup, 'files', upload)} is damaged: its SHA-256 is not the one the manifest recorded.`,
      ),
    );
    expect(existsSync(dataDir)).toBe(false);
    const cli = await runBackupCli('restore', backup, dataDir).done;
    expect(cli.code).toBe(1);
    expect(cli.output).toContain(`${join(backup, 'files', upload)} is damaged`);
  });

  it('is refused when the database copy is damaged, missing a file, or has no manifest', async () => {
    const backup = await backupOf(await dataFolder());
    flipByte(join(backup, DATABASE), 5000);
    await expect(restoreBackup(backup, target())).rejects.toThrow(`${join(backup, DATABASE)} is damaged`);

    const another = await backupOf(await dataFolder());
    const [upload] = readdirSync(join(another, 'files'));
    rmSync(join(another, 'files', upload));
    await expect(restoreBackup(another, target())).rejects.toThrow(`${join(another, 'files', upload)} is missing`);
    rmSync(join(another, MANIFEST));
    await expect(restoreBackup(another, target())).rejects.toThrow(`${another} is not a complete backup`);
  });

  it('is never restored over a data folder that holds anything', async () => {
    const backup = await backupOf(await dataFolder());
    const used = tempDir('used');
    writeFileSync(join(used, 'gateway.db'), 'live data');
    await expect(restoreBackup(backup, used)).rejects.toThrow(`${used} is not empty`);
    expect(readFileSync(join(used, 'gateway.db'), 'utf8')).toBe('live data');
  });
});

describe('kill -9', () => {
  it('during a backup leaves no folder that looks complete, and the next backup clears it away', async () => {
    const dataDir = await dataFolder(256 * 1024 * 1024);
    const backupDir = tempDir('backups');
    onTestFinished(() => [dataDir, backupDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const run = runBackupCli('backup', backupDir, dataDir);
    const partial = await waitFor(() => readdirSync(backupDir).find((name) => name.startsWith('.partial-')), 30_000);
    await waitFor(() => existsSync(join(backupDir, partial, DATABASE)), 30_000);
    run.child.kill('SIGKILL');
    await exited(run.child);
    // Cut off: still partial, no manifest, and a restore finds nothing to restore.
    expect(readdirSync(backupDir)).toEqual([partial]);
    expect(existsSync(join(backupDir, partial, MANIFEST))).toBe(false);
    const refused = await runBackupCli('restore', backupDir, target()).done;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${backupDir} holds no complete backup`);

    const again = await runBackupCli('backup', backupDir, dataDir).done;
    expect(again.code).toBe(0);
    const names = readdirSync(backupDir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^backup-/);
  });

  it('during a restore leaves the data folder empty, and running it again restores everything', async () => {
    const backup = await backupOf(await dataFolder(256 * 1024 * 1024));
    const parent = tempDir('restore');
    const dataDir = join(parent, 'data');
    onTestFinished(() => [join(backup, '..'), parent].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    mkdirSync(dataDir);
    const run = runBackupCli('restore', backup, dataDir);
    const staging = await waitFor(() => readdirSync(parent).find((name) => name.startsWith('.restoring-')), 60_000);
    await waitFor(() => existsSync(join(parent, staging, DATABASE)), 30_000);
    run.child.kill('SIGKILL');
    await exited(run.child);
    expect(readdirSync(dataDir)).toEqual([]);

    const again = await runBackupCli('restore', backup, dataDir).done;
    expect(again.output).toContain('Restored');
    expect(again.code).toBe(0);
    expect(readdirSync(parent)).toEqual(['data']);
    const gateway = await startTestGateway({ DATA_DIR: dataDir });
    try {
      const records = await (await fetch(gateway.table(careerTable), { headers: staffHeaders })).json();
      expect(records.records).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});
