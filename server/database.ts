import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db, SqliteDb } from './storage/db';
import { PostgresConnection } from './storage/postgres-connection';
import { upgradePostgres } from './upgrades/postgres-schema';
import { NewerSchemaError, SCHEMA_VERSION, schemaVersion, upgradeSchema } from './upgrades/schema-version';

/**
 * Opens DATA_DIR/gateway.db with every owner's tables, upgraded to this build's schema version
 * (`upgrades/schema-version.ts`, the steps in `migrations/`; a database from a newer build is refused, untouched). WAL with synchronous=FULL: a commit is on
 * disk before the answer leaves, so an acknowledged record survives a crash or power cut the next instant.
 */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): SqliteDb {
  const file = join(dataDir, 'gateway.db');
  if (!options.readonly) {
    // Submissions are personal data: only this account may read them. SQLite gives the -wal and
    // -shm files the database file's mode, so the file is created 0600 before SQLite opens it.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    closeSync(openSync(file, 'a', 0o600));
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    try {
      const copy = upgradeSchema(db, dataDir);
      if (copy)
        console.log(`Data folder upgraded to schema version ${SCHEMA_VERSION}; the database before it: ${copy}`);
    } catch (error) {
      db.close();
      throw error;
    }
  } else {
    const found = schemaVersion(db);
    if (found > SCHEMA_VERSION) {
      db.close();
      throw new NewerSchemaError(file, found);
    }
  }
  return db;
}

/** The gateway's database as configured: PostgreSQL when `DATABASE_URL` names it (its schema upgraded once, whichever gateway starts first), else the data folder's SQLite file. */
export function openConfiguredDatabase(config: { DATA_DIR: string; DATABASE_URL?: string }): Db {
  if (!config.DATABASE_URL) return openDatabase(config.DATA_DIR);
  const connection = new PostgresConnection(config.DATABASE_URL);
  try {
    upgradePostgres(connection);
  } catch (error) {
    connection.close();
    throw error;
  }
  return connection;
}
