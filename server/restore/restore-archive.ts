import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Manifest } from '../backup/backup-manifest';
import { BadBackupError, resolveBackup, restoreBackup } from './restore-backup';

const run = promisify(execFile);

/**
 * Restores a backup archive (the Backups page's download, `backup-<time>.tar`) into an empty data
 * folder: unpacked beside it with GNU tar (which refuses names outside the folder and absolute ones,
 * and owns nothing to the archive's owners), then checked and restored as any backup folder, then
 * the unpacked copy removed.
 */
export async function restoreArchive(archive: string, dataDir: string, databaseUrl?: string): Promise<Manifest> {
  const target = resolve(dataDir);
  const unpacked = join(dirname(target), `.unpacking-${basename(target)}-${process.pid}`);
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true, mode: 0o700 });
  try {
    await run('tar', ['--extract', '--no-same-owner', '--file', resolve(archive), '--directory', unpacked]).catch(
      (error: { stderr?: string }) => {
        throw new BadBackupError(
          `${archive} is not a whole backup archive (${(error.stderr ?? '').trim() || 'tar could not read it'}): nothing was restored.`,
        );
      },
    );
    return await restoreBackup(resolveBackup(unpacked), target, databaseUrl);
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
