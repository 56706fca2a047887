import Database from 'better-sqlite3';
import { applyOwnersSchemas, retiredTriggers } from '../database';
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
 * Makes a restored database hold only code this gateway wrote: the triggers and views it names
 * (today's and those earlier versions made) are dropped, since the gateway creates its own afresh
 * when it opens the database, so an older backup's versions of them, or a crafted body under their
 * names, never run. Returns what it cannot answer for: a trigger or view of another name, or a
 * virtual table not word for word the gateway's own (its FTS5 index). A crafted database's trigger
 * would otherwise run inside every write of the restored gateway.
 */
export function foreignObjects(db: Db): SchemaObject[] {
  const reference = new Database(':memory:');
  let own: SchemaObject[];
  try {
    applyOwnersSchemas(reference);
    own = reference.prepare(codeObjects).all() as SchemaObject[];
  } finally {
    reference.close();
  }
  const ownNames = new Set([
    ...own.map(({ type, name }) => `${type} ${name}`),
    ...retiredTriggers.map((name) => `trigger ${name}`),
  ]);
  const ownTables = new Set(own.filter(({ type }) => type === 'table').map(key));
  const found = db.prepare(codeObjects).all() as SchemaObject[];
  const foreign = found.filter((object) =>
    object.type === 'table' ? !ownTables.has(key(object)) : !ownNames.has(`${object.type} ${object.name}`),
  );
  if (!foreign.length)
    db.transaction(() => {
      for (const { type, name } of found.filter((object) => object.type !== 'table'))
        db.exec(`DROP ${type === 'view' ? 'VIEW' : 'TRIGGER'} "${name}"`);
    })();
  return foreign;
}
