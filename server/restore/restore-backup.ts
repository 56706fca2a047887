import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { FileRefused, readRegularFile } from '../regular-file';
import { SCHEMA_VERSION } from '../upgrades/schema-version';
import {
  copyHashed,
  DATABASE,
  eachConcurrently,
  hashFile,
  MANIFEST,
  manifestSchema,
  type Manifest,
  syncFileSystem,
  syncPath,
} from '../backup/backup-manifest';
import { DUMP } from '../backup/postgres-dump';
import { runPostgresProgram } from '../storage/postgres-programs';
import { PostgresConnection } from '../storage/postgres-connection';
import { refuseNonEmpty } from '../storage/postgres-tables';
import { foreignObjects } from './foreign-objects';
import { codeObjectsAt, emptyDatabase, foreignCodeObjects } from './postgres-code-objects';
import { COPIES_AT_ONCE, newestBackupName } from '../backup/take-backup';

/** A backup that must not be restored: incomplete, damaged, or from a newer build. */
export class BadBackupError extends Error {}

/** A backup folder itself, or a BACKUP_DIR (then its newest complete backup). */
export function resolveBackup(dir: string): string {
  if (existsSync(join(dir, MANIFEST))) return dir;
  const newest = newestBackupName(dir);
  if (!newest) throw new BadBackupError(`${dir} holds no complete backup (no ${MANIFEST}).`);
  return join(dir, newest);
}

/** Far above a manifest of a million files (about 170 bytes each); a larger one is not one takeBackup wrote. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

/** A file of the backup that is not a regular file, or not its recorded size (regular-file.ts): the backup's fault. */
const asBadBackup = (error: unknown) =>
  error instanceof FileRefused
    ? new BadBackupError(`${error.message.replace(/\.$/, '')}: nothing was restored.`)
    : error;

async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, MANIFEST);
  if (!existsSync(file))
    throw new BadBackupError(`${dir} is not a complete backup (no ${MANIFEST}): it was cut off or is not a backup.`);
  const text = await readRegularFile(file, {
    bytes: MAX_MANIFEST_BYTES,
    refusal: 'far larger than any manifest a backup writes',
  }).catch((error: unknown) => {
    throw asBadBackup(error);
  });
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text.toString('utf8')));
  } catch {
    throw new BadBackupError(`${file} is damaged: it is not JSON.`);
  }
  if (!parsed.success) throw new BadBackupError(`${file} is damaged: ${parsed.error.issues[0].message}`);
  const manifest = parsed.data;
  if (manifest.schemaVersion > SCHEMA_VERSION)
    throw new BadBackupError(
      `${dir} was made by a newer version of the gateway (schema version ${manifest.schemaVersion}; this version knows up to ${SCHEMA_VERSION}).`,
    );
  for (const { path } of manifest.files) {
    if (path.startsWith('/') || path.split('/').includes('..'))
      throw new BadBackupError(`${file} names a file outside the backup: ${path}`);
    // The database's journal is never backed up: beside the restored database, SQLite would replay it.
    if (/^gateway\.db-(wal|shm|journal)$/.test(path))
      throw new BadBackupError(`${file} names a file no backup holds: ${path}`);
  }
  return manifest;
}

/** Every folder the manifest names is a real folder of the backup, not a symbolic link to elsewhere. */
function checkFolders(dir: string, manifest: Manifest) {
  const root = realpathSync(dir);
  for (const folder of new Set(manifest.files.map((file) => dirname(file.path)))) {
    const path = join(dir, folder);
    if (existsSync(path) && realpathSync(path) !== join(root, folder))
      throw new BadBackupError(
        `${path} is a symbolic link or lies under one, not a folder of the backup: nothing was restored.`,
      );
  }
}

/**
 * Checks every file against the manifest; throws naming the first missing or damaged one. Only
 * regular files of their recorded size are read: a symbolic link (to /dev/zero), a FIFO or a
 * device in a backup is refused before a byte of it is read.
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  checkFolders(dir, manifest);
  await eachConcurrently(manifest.files, COPIES_AT_ONCE, async (file) => {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new BadBackupError(`${path} is missing from the backup.`);
    const found = await hashFile(path, file.bytes).catch((error: unknown) => {
      throw asBadBackup(error);
    });
    if (found.sha256 !== file.sha256 || found.bytes !== file.bytes)
      throw new BadBackupError(`${path} is damaged: its SHA-256 is not the one the manifest recorded.`);
  });
  return manifest;
}

/** The restored database holds only the triggers, views and virtual tables this gateway creates. */
function checkDatabase(backup: string, staged: string) {
  let foreign;
  const db = new Database(staged, { fileMustExist: true });
  try {
    foreign = foreignObjects(db);
  } catch (error) {
    throw new BadBackupError(`${join(backup, DATABASE)} cannot be read as a database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  if (foreign.length)
    throw new BadBackupError(
      `${join(backup, DATABASE)} holds what this gateway never creates (${foreign
        .map((object) => `${object.type} ${object.name}`)
        .join(', ')}): it was altered, so nothing was restored.`,
    );
}

/**
 * Restores a backup's dump into the empty database at `url` in one transaction (a dump that fails
 * half-way leaves it empty), owners and grants the restoring account's. As a restored SQLite file's
 * are, its functions, triggers, views and policies are checked against this build's own at the
 * dump's schema version: anything else (a crafted body under a known name too) is dropped with the
 * rest of the restore, and the backup refused.
 */
async function restoreDump(backup: string, url: string, schemaVersion: number) {
  const dump = join(backup, DUMP);
  const connection = new PostgresConnection(url);
  try {
    const own = codeObjectsAt(connection, schemaVersion);
    await runPostgresProgram('pg_restore', url, [
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      dump,
    ]);
    const foreign = foreignCodeObjects(connection, own);
    if (foreign.length) {
      emptyDatabase(connection);
      throw new BadBackupError(
        `${dump} holds what this gateway never creates (${foreign.join(', ')}): it was altered, so nothing was restored.`,
      );
    }
  } finally {
    connection.close();
  }
}

const isEmptyFolder = (dir: string) => existsSync(dir) && readdirSync(dir).length === 0;

/** The backup's engine is the one the restore writes into: PostgreSQL's when `databaseUrl` is given. */
function checkEngine(backup: string, manifest: Manifest, databaseUrl: string | undefined) {
  if (manifest.engine === 'postgres' && !databaseUrl)
    throw new Error(
      `${backup} is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.`,
    );
  if (manifest.engine === 'sqlite' && databaseUrl)
    throw new Error(
      `${backup} is a backup of a SQLite data folder: restore it without DATABASE_URL into an empty data folder, then move it with npm run migrate-data -- --to postgres://….`,
    );
}

/**
 * Restores a verified backup into an empty (or absent) data folder, and a PostgreSQL backup's dump
 * into the empty database at `databaseUrl`. The files are written to a sibling `.restoring-…`
 * folder, checked again as they are copied, then renamed into place after the dump is restored
 * (in one transaction): a restore killed half-way leaves the data folder as it was (empty) and the
 * database empty, and can simply be run again.
 */
export async function restoreBackup(backup: string, dataDir: string, databaseUrl?: string): Promise<Manifest> {
  const target = resolve(dataDir);
  if (existsSync(target) && !isEmptyFolder(target))
    throw new Error(`${target} is not empty: restore only into an empty or new data folder.`);
  if (databaseUrl) {
    const connection = new PostgresConnection(databaseUrl);
    try {
      refuseNonEmpty(connection, 'a restore');
    } finally {
      connection.close();
    }
  }
  const manifest = await verifyBackup(backup);
  checkEngine(backup, manifest, databaseUrl);
  // The dump goes into the database, not the data folder.
  const files = manifest.engine === 'postgres' ? manifest.files.filter((file) => file.path !== DUMP) : manifest.files;
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent))
    if (name.startsWith(`.restoring-${basename(target)}-`))
      rmSync(join(parent, name), { recursive: true, force: true });
  const staging = join(parent, `.restoring-${basename(target)}-${process.pid}`);
  mkdirSync(staging, { mode: 0o700 });
  try {
    for (const dir of new Set(files.map((file) => dirname(join(staging, file.path)))))
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    await eachConcurrently(files, COPIES_AT_ONCE, async (file) => {
      const copied = await copyHashed(join(backup, file.path), join(staging, file.path), file.bytes).catch(
        (error: unknown) => {
          throw asBadBackup(error);
        },
      );
      if (copied.sha256 !== file.sha256)
        throw new BadBackupError(`${join(backup, file.path)} changed while it was being restored.`);
    });
    if (existsSync(join(staging, DATABASE))) checkDatabase(backup, join(staging, DATABASE));
    if (databaseUrl) await restoreDump(backup, databaseUrl, manifest.schemaVersion);
    syncFileSystem(staging);
    if (existsSync(target)) rmdirSync(target);
    renameSync(staging, target);
    syncPath(parent);
    return manifest;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
