import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { BackupProgress } from '../../schemas/backup-status';
import { engineOf, isSqlite, type Db, type SqliteDb } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { RecordStore } from '../tables/record-store';
import { schemaVersion } from '../upgrades/schema-version';
import {
  copyHashed,
  DATABASE,
  eachConcurrently,
  hashFile,
  MANIFEST,
  type Manifest,
  type ManifestFile,
  syncFileSystem,
  syncPath,
} from './backup-manifest';
import { dumpPostgres, DUMP } from './postgres-dump';
import { writerRuns } from './writer-runs';

/** Copies in flight at once. */
export const COPIES_AT_ONCE = 8;

/** Where a backup being written is: its step and, while files are copied, how many are done. */
export type OnBackupProgress = (progress: Omit<BackupProgress, 'startedAt'>) => void;

export interface BackupResult {
  path: string;
  manifest: Manifest;
  durationMs: number;
}

/** A finished backup's folder name: its time, sortable. */
export const backupName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}`;
export const isBackupName = (name: string) => /^backup-\d{4}-\d\d-\d\dT[\d-]+Z$/.test(name);
/** The newest complete backup in a folder (one being written is named `.partial-…`), or undefined. */
export const newestBackupName = (backupDir: string): string | undefined =>
  existsSync(backupDir) ? readdirSync(backupDir).filter(isBackupName).sort().pop() : undefined;
/** Where a backup is written until it is complete; the pid says whether its writer still runs. */
const partialName = (at: Date) => `.partial-${process.pid}-${backupName(at)}`;

/** Not part of a backup: the live database (copied through SQLite), uploads cut off mid-way, upgrade copies. */
const skipped = new Set(['gateway.db', 'gateway.db-wal', 'gateway.db-shm', 'gateway.db-journal', 'upgrade-backups']);

/** Every file under the data folder a backup keeps (uploads, team photos, mail, the token file …), sorted. */
function dataFiles(dataDir: string, exclude: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (dir === dataDir && skipped.has(entry.name)) continue;
      if (entry.name === '.incoming' || resolve(path) === exclude) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dataDir, path));
    }
  };
  walk(dataDir);
  return found.sort();
}

/** Removes partial backups left by a writer that no longer runs (killed half-way). */
export function removeAbandonedPartials(backupDir: string) {
  for (const name of readdirSync(backupDir)) {
    const pid = /^\.partial-(\d+)-/.exec(name)?.[1];
    // This process writes one backup at a time: a partial of its own is a leftover too.
    const abandoned = pid && (Number(pid) === process.pid || !writerRuns(Number(pid)));
    if (abandoned) rmSync(join(backupDir, name), { recursive: true, force: true });
  }
}

/** SQLite only (its own check of the file): a second engine answers this here. */
const checkCopy = (copy: Db) =>
  typedDb(copy).first(() => sql<{ quick_check: string }>`PRAGMA quick_check`)?.quick_check;

/** SQLite only (its catalogue): a second engine answers this here. */
const tableNames = (copy: Db) =>
  typedDb(copy)
    .all(
      () =>
        sql<{
          name: string;
        }>`SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .map((row) => row.name);

function describeCopy(file: string): Pick<Manifest, 'schemaVersion' | 'tables' | 'records'> {
  // Read-write (nothing is written): a read-only connection to a WAL database leaves its -wal and -shm behind.
  const copy = new Database(file, { fileMustExist: true });
  try {
    const typed = typedDb(copy);
    const check = checkCopy(copy);
    if (check !== 'ok') throw new Error(`The database copy failed its check: ${String(check)}`);
    const tables = Object.fromEntries(
      tableNames(copy).map((name) => [
        name,
        typed.first(() => sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(name)}`)!.n,
      ]),
    );
    return { schemaVersion: schemaVersion(copy), tables, records: new RecordStore(copy).countsByTable() };
  } finally {
    copy.close();
  }
}

/** Copies the database through SQLite's online backup into `dir/gateway.db`, and counts what the copy holds. */
async function copySqlite(db: SqliteDb, dir: string) {
  const dbCopy = join(dir, DATABASE);
  // Created 0600 before SQLite opens it: SQLite gives a database's -wal and -shm its mode.
  closeSync(openSync(dbCopy, 'wx', 0o600));
  // One step copies every page inside one read transaction: a consistent snapshot, which
  // another connection's writes cannot restart.
  await db.backup(dbCopy, { progress: () => 0x7fffffff });
  return describeCopy(dbCopy);
}

/**
 * Writes `backupDir/backup-<time>/`: the database, as one consistent moment while writers go on
 * (SQLite's online backup in one step, or PostgreSQL's `pg_dump` of one snapshot), then every file of the data folder,
 * then `manifest.json` with counts and SHA-256s. It is written as `.partial-…` and renamed when
 * complete, so a backup killed half-way never looks like one. Files are copied after the
 * database: a file the snapshot names was written before its row, so it is there (unless deleted
 * meanwhile, when it is left out); a newer file comes along unreferenced.
 */
export async function takeBackup(
  db: Db,
  dataDir: string,
  backupDir: string,
  now = new Date(),
  onProgress: OnBackupProgress = () => {},
): Promise<BackupResult> {
  const started = Date.now();
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  removeAbandonedPartials(backupDir);
  const partial = join(backupDir, partialName(now));
  mkdirSync(partial, { mode: 0o700 });
  try {
    onProgress({ step: 'database', filesDone: 0, filesTotal: 0 });
    const counts = isSqlite(db) ? await copySqlite(db, partial) : await dumpPostgres(db.url, partial);
    const database = isSqlite(db) ? DATABASE : DUMP;
    const files: ManifestFile[] = [{ path: database, ...(await hashFile(join(partial, database))) }];
    const copied = new Map<string, ManifestFile>();
    const paths = dataFiles(dataDir, resolve(backupDir));
    let filesDone = 0;
    onProgress({ step: 'files', filesDone, filesTotal: paths.length });
    for (const dir of new Set(paths.map((path) => join(partial, path, '..'))))
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    await eachConcurrently(paths, COPIES_AT_ONCE, async (path) => {
      try {
        copied.set(path, { path, ...(await copyHashed(join(dataDir, path), join(partial, path))) });
      } catch (error) {
        // Deleted since the listing (a removed submission's file): not part of this moment either.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      onProgress({ step: 'files', filesDone: ++filesDone, filesTotal: paths.length });
    });
    onProgress({ step: 'finishing', filesDone, filesTotal: paths.length });
    // A loop, not push(...list): a spread of 100,000+ entries overflows the call stack.
    for (const path of paths) {
      const file = copied.get(path);
      if (file) files.push(file);
    }
    const manifest: Manifest = {
      format: 1,
      engine: engineOf(db),
      createdAt: now.toISOString(),
      ...counts,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    // Everything is on disk before the name says the backup is complete.
    syncFileSystem(partial);
    const path = join(backupDir, backupName(now));
    renameSync(partial, path);
    syncPath(backupDir);
    return { path, manifest, durationMs: Date.now() - started };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
