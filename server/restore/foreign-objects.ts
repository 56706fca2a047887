import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { SqliteDb as Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { retiredTriggers } from '../migrations/003-owners-tables';
import { migrate } from '../migrations/migrations';
import { SCHEMA_VERSION, schemaVersion } from '../upgrades/schema-version';

interface SchemaObject {
  type: string;
  name: string;
  sql: string;
}

/**
 * What runs code or stands in for a table: triggers, views and virtual tables, as SQLite keeps
 * their SQL. SQLite only (its catalogue): a second engine answers this here.
 */
const codeObjects = (db: Db) =>
  typedDb(db).all(
    () => sql<SchemaObject>`SELECT type, name, sql FROM sqlite_master
      WHERE type IN ('trigger', 'view') OR (type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%') ORDER BY name`,
  );
const key = (object: SchemaObject) => `${object.type}\n${object.name}\n${object.sql}`;

/** The code objects a new database holds at schema `version`. */
function codeObjectsAt(version: number): SchemaObject[] {
  const reference = new Database(':memory:');
  try {
    migrate(reference, 0, version);
    return codeObjects(reference);
  } finally {
    reference.close();
  }
}

/**
 * Makes a restored database hold only code this gateway wrote: the triggers and views it names
 * (today's and those earlier versions made) are dropped and made again as the steps of the
 * database's schema version make them (an older one's upgrade, when it opens, changes them as it
 * would in any data folder of that version), so a crafted body under their names never runs.
 * Returns what it cannot answer for: a trigger or view of another name, or a virtual table not word
 * for word the gateway's own (its FTS5 index). A crafted database's trigger would otherwise run
 * inside every write of the restored gateway.
 */
export function foreignObjects(db: Db): SchemaObject[] {
  const own = codeObjectsAt(SCHEMA_VERSION);
  const ownNames = new Set([
    ...own.map(({ type, name }) => `${type} ${name}`),
    ...retiredTriggers.map((name) => `trigger ${name}`),
  ]);
  const ownTables = new Set(own.filter(({ type }) => type === 'table').map(key));
  const found = codeObjects(db);
  const foreign = found.filter((object) =>
    object.type === 'table' ? !ownTables.has(key(object)) : !ownNames.has(`${object.type} ${object.name}`),
  );
  if (!foreign.length) {
    const remade = codeObjectsAt(Math.min(schemaVersion(db), SCHEMA_VERSION)).filter(({ type }) => type !== 'table');
    const typed = typedDb(db);
    typed.transaction(() => {
      for (const { type, name } of found.filter((object) => object.type !== 'table'))
        typed.run(() => sql`DROP ${sql.raw(type === 'view' ? 'VIEW' : 'TRIGGER')} ${sql.id(name)}`);
      for (const object of remade) typed.run(() => sql.raw(object.sql));
    });
  }
  return foreign;
}
