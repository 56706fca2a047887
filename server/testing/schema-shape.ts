import type { SqliteDb as Db } from '../storage/db';

/** Every table's columns and every index's, trigger's and view's SQL, as SQLite reports them. */
export function shapeOf(db: Db) {
  const objects = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as { type: string; name: string; sql: string | null }[];
  return objects.map(({ type, name, sql }) =>
    type === 'table'
      ? { type, name, columns: db.pragma(`table_info("${name}")`) }
      : { type, name, sql: sql?.replace(/\s+/g, ' ') },
  );
}
