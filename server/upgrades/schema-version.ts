import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { SqliteDb as Db } from '../storage/db';
import { migrate, migrations } from '../migrations/migrations';
import { typedDb } from '../storage/typed-db';

/**
 * The data folder's schema version lives in SQLite's `user_version`: the number of steps of
 * `migrations/` it has run. A change to the schema is a new step there; nothing else creates or
 * alters a table, so opening a database already at this version runs no schema statement.
 */
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

/** SQLite only (the version is the file's `user_version`): a second engine answers this here. */
export const schemaVersion = (db: Db) =>
  typedDb(db).first(() => sql<{ user_version: number }>`PRAGMA user_version`)!.user_version;

/** SQLite only (a pragma takes no parameter, so the number is written into it): a second engine answers this here. */
const setSchemaVersion = (db: Db, version: number) =>
  typedDb(db).run(() => sql`PRAGMA user_version = ${sql.raw(String(Math.trunc(version)))}`);

/** SQLite only (its catalogue): a second engine answers this here. */
const hasTables = (db: Db) =>
  typedDb(db).first(
    () => sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1`,
  ) !== undefined;

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
  // SQLite only (a consistent copy of a live database): a second engine answers this here.
  typedDb(db).run(() => sql`VACUUM INTO ${partial}`);
  chmodSync(partial, 0o600);
  fsyncPath(partial);
  renameSync(partial, copy);
  fsyncPath(dir);
}

/**
 * Brings the database to SCHEMA_VERSION: refuses a newer one, copies an older one aside first
 * (`VACUUM INTO`, a consistent copy), then runs the missing steps and sets the new version in one
 * transaction, so a crash leaves the old version whole. A new database runs every step. Returns the
 * copy's path.
 */
export function upgradeSchema(db: Db, dataDir: string): string | undefined {
  const file = join(dataDir, 'gateway.db');
  const found = schemaVersion(db);
  if (found > SCHEMA_VERSION) throw new NewerSchemaError(file, found);
  if (found === SCHEMA_VERSION) return undefined;
  let copy: string | undefined;
  if (hasTables(db)) {
    mkdirSync(upgradeBackupDir(dataDir), { recursive: true, mode: 0o700 });
    copy = join(
      upgradeBackupDir(dataDir),
      `gateway-v${found}-before-v${SCHEMA_VERSION}-${new Date().toISOString().replace(/[:.]/g, '-')}.db`,
    );
    copyAside(db, copy);
  }
  typedDb(db).transaction(
    () => {
      // Another process may have upgraded it meanwhile; the write lock is held from here on.
      const current = schemaVersion(db);
      if (current > SCHEMA_VERSION) throw new NewerSchemaError(file, current);
      if (current === SCHEMA_VERSION) return;
      migrate(db, current);
      setSchemaVersion(db, SCHEMA_VERSION);
    },
    { immediate: true },
  );
  return copy;
}
