import { sql } from 'kysely';
import { isSqlite, type Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/**
 * What the database finds wrong with itself after a gateway was killed, `['ok']` when nothing:
 * SQLite's `integrity_check` of its file; on PostgreSQL, amcheck's check of every index of the
 * gateway's tables, each against every row of its table (the extension is there only meanwhile).
 */
export function integrityCheck(db: Db): string[] {
  if (isSqlite(db))
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
  const typed = typedDb(db);
  db.exec('CREATE EXTENSION amcheck');
  try {
    const indexes = typed.all(
      () => sql<{ name: string }>`
        SELECT i.indexrelid::regclass::text AS name FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
        WHERE c.relnamespace = 'public'::regnamespace AND am.amname = 'btree'`,
    );
    if (indexes.length === 0) return ['no index to check'];
    const problems = indexes.flatMap(({ name }) => {
      try {
        typed.all(() => sql`SELECT bt_index_check(${name}::regclass, true)`);
        return [];
      } catch (error) {
        return [`${name}: ${(error as Error).message}`];
      }
    });
    return problems.length ? problems : ['ok'];
  } finally {
    db.exec('DROP EXTENSION amcheck');
  }
}
