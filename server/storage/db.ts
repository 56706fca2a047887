import type Database from 'better-sqlite3';
import type { PostgresConnection } from './postgres-connection';

/** The gateway's SQLite connection (the default engine; opened by `database.ts`). */
export type SqliteDb = Database.Database;

/** The gateway's database connection, as every table's owner receives it: SQLite, or PostgreSQL when `DATABASE_URL` names it. */
export type Db = SqliteDb | PostgresConnection;

export type Engine = 'sqlite' | 'postgres';

export const engineOf = (db: Db): Engine => ('engine' in db ? db.engine : 'sqlite');

/** The SQLite connection, for what only SQLite has (its file, its backup API, its pragmas). */
export const isSqlite = (db: Db): db is SqliteDb => engineOf(db) === 'sqlite';

/** The connection as SQLite, for a step only SQLite has; on PostgreSQL it says which step is missing. */
export function sqliteOf(db: Db, step = 'This step'): SqliteDb {
  if (!isSqlite(db)) throw new Error(`${step} runs on SQLite only; this gateway's database is PostgreSQL`);
  return db;
}
