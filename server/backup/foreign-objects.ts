import Database from 'better-sqlite3';
import { applyOwnersSchemas } from '../database';
import type { Db } from '../db';

interface SchemaObject {
  type: string;
  name: string;
  sql: string;
}

/** What runs code or stands in for a table: triggers, views and virtual tables, as SQLite keeps their SQL. */
const codeObjects = `SELECT type, name, sql FROM sqlite_master
  WHERE type IN ('trigger', 'view') OR (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%') ORDER BY name`;
const key = (object: SchemaObject) => `${object.type}\n${object.name}\n${object.sql}`;

/**
 * The triggers, views and virtual tables of `db` that this gateway's own schema does not create,
 * word for word (its FTS5 index and the inbox's triggers are allowed): a crafted database's trigger
 * would otherwise run inside every write of the restored gateway.
 */
export function foreignObjects(db: Db): SchemaObject[] {
  const reference = new Database(':memory:');
  try {
    applyOwnersSchemas(reference);
    const known = new Set((reference.prepare(codeObjects).all() as SchemaObject[]).map(key));
    return (db.prepare(codeObjects).all() as SchemaObject[]).filter((object) => !known.has(key(object)));
  } finally {
    reference.close();
  }
}
