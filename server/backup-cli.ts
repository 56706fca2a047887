import { statSync } from 'node:fs';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { backupAndRecord } from './backup/nightly-backups';
import { restoreArchive } from './restore/restore-archive';
import { resolveBackup, restoreBackup } from './restore/restore-backup';
import { redacted } from './storage/postgres-connection';

const usage = `Usage:
  npm run backup -- DIR     writes DIR/backup-<time>/ from DATA_DIR (safe while the gateway runs)
  npm run restore -- DIR    restores a backup folder (or DIR's newest backup) into DATA_DIR, which must be empty
  npm run restore -- FILE   restores a backup archive (backup-<time>.tar, the Backups page's download) likewise
DATA_DIR is read from the environment (default ./data). With DATABASE_URL, the database is
PostgreSQL's: backed up with pg_dump, and restored with pg_restore into an empty database.`;

const [command, dir] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !dir) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfig();
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

try {
  if (command === 'backup') {
    const db = openConfiguredDatabase(config);
    const started = Date.now();
    const run = await backupAndRecord(db, config.DATA_DIR, dir, 'command');
    db.close();
    if (!run.ok) throw new Error(`Backup failed: ${run.error}`);
    console.log(
      `Backup written: ${run.path} (${run.files} files, ${megabytes(run.bytes ?? 0)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } else {
    const archive = statSync(dir, { throwIfNoEntry: false })?.isFile();
    const backup = archive ? dir : resolveBackup(dir);
    const started = Date.now();
    const manifest = archive
      ? await restoreArchive(dir, config.DATA_DIR, config.DATABASE_URL)
      : await restoreBackup(backup, config.DATA_DIR, config.DATABASE_URL);
    const counts = Object.entries(manifest.records)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(
      `Restored ${backup} into ${config.DATA_DIR}${config.DATABASE_URL ? ` and ${redacted(config.DATABASE_URL)}` : ''}: ${manifest.files.length} files, ${megabytes(manifest.totalBytes)}, records: ${counts || 'none'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
