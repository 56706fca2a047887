import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { FileStore } from '../files/file-store';
import { gatewayFolders } from '../files/file-store-for';
import { localFileStore } from '../files/local-file-store';
import { postgresFileStore } from '../files/postgres-file-store';
import { moveLinkSecret } from '../meetings/meeting-life';
import type { SqliteDb } from '../storage/db';
import type { PostgresConnection } from '../storage/postgres-connection';
import { postgresTables, refuseNonEmpty } from '../storage/postgres-tables';
import { typedDb } from '../storage/typed-db';
import { RecordStore } from '../tables/record-store';
import { upgradePostgres } from '../upgrades/postgres-schema';

/** A data folder moving onto PostgreSQL: its database (at this build's schema version), the empty target, the folder. */
export interface Move {
  source: SqliteDb;
  target: PostgresConnection;
  dataDir: string;
  progress: (line: string) => void;
}

/** A part of the move, run inside its one transaction after the rows are copied and counted; answers what it counted. */
export type MoveStep = (move: Move) => Promise<TableCount[]>;

/** The bytes of a store's files `names`. */
const bytesOf = async (store: FileStore, names: string[]) =>
  (await Promise.all(names.map((name) => store.stat(name)))).reduce((sum, stat) => sum + (stat?.bytes ?? 0), 0);

/**
 * Every file of the data folder's stores into the database's (the gateway keeps its files there on
 * PostgreSQL), streamed, then counted and their bytes summed on both sides.
 */
async function moveFiles({ dataDir, target, progress }: Move): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const folder of gatewayFolders.filter((name) => existsSync(join(dataDir, name)))) {
    const from = localFileStore(join(dataDir, folder));
    const to = postgresFileStore(target, folder);
    const names = await from.list();
    progress(`Copying the files of ${folder} (${names.length})`);
    for (const name of names) {
      const content = await from.read(name);
      if (content) await to.put(name, content);
    }
    const held = await to.list();
    counts.push(
      { table: `files in ${folder}`, sqlite: names.length, postgres: held.length },
      { table: `bytes in ${folder}`, sqlite: await bytesOf(from, names), postgres: await bytesOf(to, held) },
    );
  }
  return counts;
}

/**
 * What a data folder keeps outside its database that a gateway on PostgreSQL keeps in it: the
 * visitors' link secret and the files.
 */
export const afterRows: readonly MoveStep[] = [
  async ({ dataDir, target }) => {
    moveLinkSecret(dataDir, target);
    return [];
  },
  moveFiles,
];

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

/** Rows per INSERT: one statement per row costs a round trip each. */
const ROWS_PER_INSERT = 200;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite's tables by kind ('table', or 'virtual': the FTS5 index; its 'shadow' tables are its own). */
const sqliteTables = (source: SqliteDb, type: 'table' | 'virtual') =>
  typedDb(source)
    .all(
      () =>
        sql<{ name: string }>`SELECT name FROM pragma_table_list
          WHERE schema = 'main' AND type = ${type} AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .map((row) => row.name);

const sqliteColumns = (source: SqliteDb, table: string) =>
  new Set(
    typedDb(source)
      .all(() => sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`)
      .map((row) => row.name),
  );

interface PostgresColumn {
  name: string;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
}

/** The columns a row is written with (not the generated ones, such as the search index's words). */
const postgresColumns = (target: PostgresConnection, table: string) =>
  typedDb(target).all(
    () => sql<PostgresColumn>`SELECT column_name AS name, identity_generation AS identity
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
  );

const count = (db: SqliteDb | PostgresConnection, table: string) =>
  typedDb(db).first(() => sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.id(table)}`)!.n;

/** The highest key SQLite's AUTOINCREMENT handed out for `table` (a deleted row's too): never handed out again. */
function autoincrementSeen(source: SqliteDb, table: string): number {
  const typed = typedDb(source);
  if (!typed.first(() => sql`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`)) return 0;
  return typed.first(() => sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`)?.seq ?? 0;
}

function copyTable(source: SqliteDb, target: PostgresConnection, table: string) {
  const columns = postgresColumns(target, table);
  const present = sqliteColumns(source, table);
  // SQLite's implicit rowid (the order rows were added in) is an identity column on PostgreSQL.
  const missing = columns.filter(({ name }) => !present.has(name) && name !== 'rowid');
  const unknown = [...present].filter((name) => !columns.some((column) => column.name === name));
  if (missing.length || unknown.length)
    throw new Error(
      `${table} differs between the engines (${[...missing.map(({ name }) => `${name} only on PostgreSQL`), ...unknown.map((name) => `${name} only on SQLite`)].join(', ')}): this build cannot move it.`,
    );
  const names = columns.map(({ name }) => quoted(name)).join(', ');
  const overriding = columns.some(({ identity }) => identity === 'ALWAYS') ? 'OVERRIDING SYSTEM VALUE' : '';
  const placeholders = (rows: number) =>
    Array.from(
      { length: rows },
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    ).join(', ');
  const insert = (rows: number) =>
    target.prepare(`INSERT INTO ${quoted(table)} (${names}) ${overriding} VALUES ${placeholders(rows)}`);
  const full = insert(ROWS_PER_INSERT);
  try {
    let batch: unknown[] = [];
    let rows = 0;
    for (const row of source
      .prepare(`SELECT ${names} FROM ${quoted(table)}`)
      .raw()
      // Integers as they are stored, past 2^53 too.
      .safeIntegers()
      .iterate() as Iterable<unknown[]>) {
      batch.push(...row);
      if (++rows < ROWS_PER_INSERT) continue;
      full.run(...batch);
      batch = [];
      rows = 0;
    }
    if (rows) {
      const rest = insert(rows);
      rest.run(...batch);
      rest.release();
    }
  } catch (error) {
    throw new Error(`Copying ${table} failed: ${(error as Error).message}`, { cause: error });
  } finally {
    full.release();
  }
  // The next row a gateway adds takes the key after the highest one moved (or handed out by SQLite).
  for (const { name } of columns.filter(({ identity }) => identity)) {
    const highest = Math.max(
      typedDb(target).first(() => sql<{ n: number | null }>`SELECT max(${sql.id(name)}) AS n FROM ${sql.id(table)}`)!
        .n ?? 0,
      name === 'rowid' ? 0 : autoincrementSeen(source, table),
    );
    if (highest > 0)
      typedDb(target).run(() => sql`SELECT setval(pg_get_serial_sequence(${quoted(table)}, ${name}), ${highest})`);
  }
}

/**
 * Copies every table's rows as they are: the values' forms already match (the baseline's types:
 * integers and 0/1 flags as bigint, JSON and times as the text SQLite keeps, bytes as bytea). The
 * tables' triggers are off while the rows go in, so nothing they would add (search index, duplicate
 * flags, a record's back-office state) is added twice; SQLite's FTS5 index is not copied but
 * rebuilt by the records' triggers, once they are back on.
 */
function copyRows({ source, target, progress }: Move) {
  const copied = sqliteTables(source, 'table');
  const tables = new Set(postgresTables(target));
  const foreign = copied.filter((name) => !tables.has(name));
  if (foreign.length) throw new Error(`The SQLite file has tables PostgreSQL's schema lacks: ${foreign.join(', ')}`);
  for (const table of copied) target.exec(`ALTER TABLE ${quoted(table)} DISABLE TRIGGER USER`);
  for (const table of copied) {
    progress(`Copying ${table} (${count(source, table)} rows)`);
    copyTable(source, target, table);
  }
  for (const table of copied) target.exec(`ALTER TABLE ${quoted(table)} ENABLE TRIGGER USER`);
  progress('Rebuilding the search index');
  new RecordStore(target).rewriteAll();
}

/**
 * Moves a SQLite data folder into an empty PostgreSQL database in one transaction: the schema (the
 * upgrade a gateway runs), every table's rows, a count of every table on both sides, then the
 * steps after the rows (the link secret, the files), counted too. Counts short of equal roll it all
 * back; so does a crash or a kill, leaving the target as empty as it was. Answers the counts.
 */
export function migrateToPostgres(move: Move, steps = afterRows): Promise<TableCount[]> {
  const { source, target } = move;
  return target.transactionAcross(async () => {
    refuseNonEmpty(target, 'migrate-data');
    upgradePostgres(target);
    // One read transaction: the rows are one moment of the data folder, even if a gateway still writes.
    const counts = typedDb(source).transaction(() => {
      copyRows(move);
      return [...sqliteTables(source, 'table'), ...sqliteTables(source, 'virtual')].sort().map((table) => ({
        table,
        sqlite: count(source, table),
        postgres: count(target, table),
      }));
    });
    for (const step of steps) counts.push(...(await step(move)));
    const differ = counts.filter((row) => row.sqlite !== row.postgres);
    if (differ.length)
      throw new Error(
        `The counts differ after the copy (${differ.map((row) => `${row.table}: ${row.sqlite} in SQLite, ${row.postgres} in PostgreSQL`).join('; ')}): nothing was moved.`,
      );
    return counts;
  });
}
