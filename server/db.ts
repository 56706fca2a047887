import type Database from 'better-sqlite3';

/** The gateway's SQLite connection, as every table's owner receives it (opened by `database.ts`). */
export type Db = Database.Database;
