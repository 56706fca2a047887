import type { Db } from '../db';

/** How many records the database holds, in one table or in all. */
export function storedCount(db: Db, table?: string): number {
  const row =
    table === undefined
      ? db.prepare('SELECT count(*) AS n FROM records').get()
      : db.prepare('SELECT count(*) AS n FROM records WHERE tbl = ?').get(table);
  return (row as { n: number }).n;
}
