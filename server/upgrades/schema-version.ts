import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import { migrateNotifications } from '../notify/notification-queue';

/**
 * The data folder's schema version lives in SQLite's `user_version`. Owners' schemas are
 * `CREATE … IF NOT EXISTS` and run on every open, so a new table needs no step here; a step is
 * for what such a schema cannot do to an existing table (a new column, a changed meaning). Each
 * step must also be right on a database whose owners' schemas already created the new shape.
 */
interface Migration {
  /** What the step changes, for whoever reads the history. */
  why: string;
  up(db: Db): void;
}

export const migrations: readonly Migration[] = [
  // Version 1: the data folder records its version; the tables are those of commit 2405f70.
  { why: 'schema versions begin', up: () => {} },
  // Version 2: the Mail page tells a message saved to disk (no mail server) from one sent.
  { why: 'notifications.saved_to_disk', up: migrateNotifications },
];

export const SCHEMA_VERSION = migrations.length;

/** The database file in a data folder was written by a build newer than this one: it is left untouched. */
export class NewerSchemaError extends Error {
  constructor(file: string, found: number) {
    super(
      `${file} was written by a newer version of the gateway (schema version ${found}; this version knows up to ${SCHEMA_VERSION}). ` +
        'Nothing was changed. Start the newer version again, or restore a backup made by this version into an empty data folder.',
    );
  }
}

export const schemaVersion = (db: Db) => db.pragma('user_version', { simple: true }) as number;

const hasTables = (db: Db) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1").get() !==
  undefined;

/** Where the database is copied before an upgrade changes it. */
export const upgradeBackupDir = (dataDir: string) => join(dataDir, 'upgrade-backups');

const PARTIAL = '.partial';

const fsyncPath = (path: string) => {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/**
 * `VACUUM INTO` under a name no one takes for a copy, made durable, then renamed: a crash while it
 * runs leaves a `.partial` file (cleared by the next upgrade), never a half copy named like a whole one.
 */
function copyAside(db: Db, copy: string) {
  const dir = join(copy, '..');
  for (const name of readdirSync(dir)) if (name.includes(PARTIAL)) rmSync(join(dir, name), { force: true });
  const partial = copy + PARTIAL;
  db.prepare('VACUUM INTO ?').run(partial);
  chmodSync(partial, 0o600);
  fsyncPath(partial);
  renameSync(partial, copy);
  fsyncPath(dir);
}

/**
 * Brings the database to SCHEMA_VERSION: refuses a newer one, copies an older one aside first
 * (`VACUUM INTO`, a consistent copy), then runs the missing steps, every owner's schema and the
 * new version in one transaction, so a crash leaves the old version whole. Returns the copy's path.
 */
export function upgradeSchema(db: Db, dataDir: string, applyOwnersSchemas: (db: Db) => void): string | undefined {
  const file = join(dataDir, 'gateway.db');
  const found = schemaVersion(db);
  if (found > SCHEMA_VERSION) throw new NewerSchemaError(file, found);
  let copy: string | undefined;
  if (found < SCHEMA_VERSION && hasTables(db)) {
    mkdirSync(upgradeBackupDir(dataDir), { recursive: true, mode: 0o700 });
    copy = join(
      upgradeBackupDir(dataDir),
      `gateway-v${found}-before-v${SCHEMA_VERSION}-${new Date().toISOString().replace(/[:.]/g, '-')}.db`,
    );
    copyAside(db, copy);
  }
  db.transaction(() => {
    // Another process may have upgraded it meanwhile; the write lock is held from here on.
    const current = schemaVersion(db);
    if (current > SCHEMA_VERSION) throw new NewerSchemaError(file, current);
    if (hasTables(db)) for (const step of migrations.slice(current)) step.up(db);
    applyOwnersSchemas(db);
    if (current !== SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
  return copy;
}
