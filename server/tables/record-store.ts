import { randomFillSync } from 'node:crypto';
import { setImmediate } from 'node:timers';
import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db, Engine } from '../storage/db';
import { guardStorage } from '../errors/storage-error';
import type { Database } from '../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../storage/typed-db';
import { encodeOffset, type ListQuery, type SortKey } from './list-query';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random bytes drawn from a pool refilled 4 kB at a time: one call into the system's generator per
 * few hundred ids instead of one per id (it was 5% of a stored submission's time).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++];
}

/** Random base-62 text; rejection sampling keeps every character equally likely. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += alphabet[byte % 62];
  }
  return out;
}

/** An id shaped like the table service's: `rec` + 14 base-62 characters. */
export const newRecordId = () => `rec${randomBase62(14)}`;

export type Fields = Record<string, unknown>;
export interface StoredRecord {
  id: string;
  createdTime: string;
  fields: Fields;
}
/** A record with its table and its place in arrival order (the inbox's and retention's key). */
export interface PlacedRecord extends StoredRecord {
  seq: number;
  table: string;
}
/** Called inside the transaction that stores new submissions (notifications queue there). */
export type CreateHook = (table: string, records: StoredRecord[]) => void;
/** More writes that belong with new records: run inside the transaction that stores them; a throw undoes them all. */
export type WithRecords = (records: StoredRecord[]) => void;
export interface ListOptions {
  skip: number;
  /** Absent: every record from `skip` on. */
  limit?: number;
  sort: SortKey[];
}

type Row = Pick<Selectable<Database['records']>, 'id' | 'created_time' | 'fields'>;

const toRecord = (row: Row): StoredRecord => ({
  id: row.id,
  createdTime: row.created_time,
  fields: JSON.parse(row.fields),
});
/** A `records` row read with its `seq` and `tbl`. */
export type PlacedRow = Row & { seq: number; tbl: string };
export const toPlaced = (row: PlacedRow): PlacedRecord => ({
  seq: row.seq,
  table: row.tbl,
  ...toRecord(row),
});
const jsonPath = (field: string) => `$."${field.replaceAll('"', '\\"')}"`;

/** A field's value in a record's stored JSON, as each engine reads JSON text (on PostgreSQL through `readable_json`, in migrations/postgres-baseline.ts). */
const fieldValue = (engine: Engine, field: string) =>
  engine === 'postgres'
    ? sql<unknown>`(readable_json(fields)::jsonb ->> ${field})`
    : sql<unknown>`json_extract(fields, ${jsonPath(field)})`;

/**
 * Orders by a field's value as SQLite orders JSON values (and `page-records.ts` in memory): missing
 * values first, then numbers by value, then text. PostgreSQL orders JSON otherwise, so it is told.
 */
const orderByField = <Q extends SelectQueryBuilder<Database, 'records', object>>(
  engine: Engine,
  query: Q,
  { field, direction }: SortKey,
): Q => {
  if (engine === 'sqlite') return query.orderBy(fieldValue(engine, field), direction) as Q;
  const value = sql`(readable_json(fields)::jsonb -> ${field})`;
  const kind = sql`jsonb_typeof(${value})`;
  return query
    .orderBy(
      sql`CASE WHEN ${kind} IS NULL OR ${kind} = 'null' THEN 0 WHEN ${kind} = 'number' THEN 1 ELSE 2 END`,
      direction,
    )
    .orderBy(sql`CASE WHEN ${kind} = 'number' THEN (${value})::numeric END`, direction)
    .orderBy(sql`CASE WHEN ${kind} = 'string' THEN ${value} ->> 0 ELSE (${value})::text END`, direction) as Q;
};

/**
 * Whether a record's stored JSON text holds `text` (`anyCase`: its lower-case text holds `text`,
 * itself lower case).
 */
const storedJsonHolds = (engine: Engine, text: string, anyCase = false) => {
  const position = engine === 'postgres' ? 'strpos' : 'instr';
  return anyCase
    ? sql<boolean>`${sql.raw(position)}(lower(fields), ${text}) > 0`
    : sql<boolean>`${sql.raw(position)}(fields, ${text}) > 0`;
};

/** The records of every table in one SQLite table; fields are kept as JSON. */
export class RecordStore {
  private readonly db: TypedDb;
  private readonly insertRow;
  /** Submissions waiting for the next group commit (`createSoon`). */
  private readonly waiting: {
    run: () => StoredRecord[];
    resolve: (records: StoredRecord[]) => void;
    reject: (error: unknown) => void;
  }[] = [];

  constructor(
    db: Db,
    private readonly onCreate?: CreateHook,
  ) {
    this.db = typedDb(db);
    // Compiled once: every submission runs it.
    this.insertRow = this.db.statement((q, row: Insertable<Database['records']>) =>
      q.insertInto('records').values({ tbl: row.tbl, id: row.id, created_time: row.created_time, fields: row.fields }),
    );
  }

  /** Commits all records or none (with what `alongside` writes); returns once they are on disk. */
  create(table: string, fieldsList: Fields[], alongside?: WithRecords): StoredRecord[] {
    return guardStorage(() =>
      this.db.transaction(() => {
        const records = fieldsList.map((fields) => this.insert(table, fields));
        this.onCreate?.(table, records);
        alongside?.(records);
        return records;
      }),
    );
  }

  /**
   * `create` for a request that can wait a moment: the submissions that arrive in one turn of the
   * event loop are stored in one transaction, each in a savepoint of its own (so one refused by its
   * hook leaves the others), and each promise settles once that transaction is committed: one disk
   * flush for all of them instead of one each.
   */
  createSoon(table: string, fieldsList: Fields[], alongside?: WithRecords): Promise<StoredRecord[]> {
    return new Promise((resolve, reject) => {
      const run = () => this.create(table, fieldsList, alongside);
      this.waiting.push({ run, resolve, reject });
      // node:timers' own, so a test's fake timers cannot hold a submission back.
      if (this.waiting.length === 1) setImmediate(() => this.commitWaiting());
    });
  }

  private commitWaiting() {
    const group = this.waiting.splice(0);
    const outcomes: ({ records: StoredRecord[] } | { error: unknown })[] = [];
    try {
      guardStorage(() =>
        this.db.transaction(() => {
          for (const { run } of group) {
            try {
              outcomes.push({ records: run() });
            } catch (error) {
              // A failure SQLite answered by rolling back the whole transaction fails the whole group.
              if (!this.db.inTransaction) throw error;
              outcomes.push({ error });
            }
          }
        }),
      );
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i];
      if ('records' in outcome) resolve(outcome.records);
      else reject(outcome.error);
    });
  }

  /** Swaps a table's whole content in one transaction (staff import of the Team). */
  replace(table: string, fieldsList: Fields[]): StoredRecord[] {
    return guardStorage(() =>
      this.db.transaction(() => {
        this.db.run((q) => q.deleteFrom('records').where('tbl', '=', table));
        return fieldsList.map((fields) => this.insert(table, fields));
      }),
    );
  }

  /** The table service's upsert: update the record whose `field` matches, else create one. */
  upsert(
    table: string,
    field: string,
    fieldsList: Fields[],
  ): { records: StoredRecord[]; created: string[]; updated: string[] } {
    return guardStorage(() =>
      this.db.transaction(() => {
        const created: string[] = [];
        const updated: string[] = [];
        const records = fieldsList.map((fields) => {
          const existing = this.db.first((q) =>
            q
              .selectFrom('records')
              .select(['id', 'created_time', 'fields'])
              .where('tbl', '=', table)
              .where(fieldValue(this.db.engine, field), '=', fields[field])
              .orderBy('seq')
              .limit(1),
          );
          if (!existing) {
            const record = this.insert(table, fields);
            created.push(record.id);
            return record;
          }
          const merged = { ...JSON.parse(existing.fields), ...fields };
          this.update(existing.id, merged);
          updated.push(existing.id);
          return { id: existing.id, createdTime: existing.created_time, fields: merged };
        });
        return { records, created, updated };
      }),
    );
  }

  list(table: string, options: ListOptions): StoredRecord[] {
    const rows = this.db.all((q) =>
      options.sort
        .reduce(
          (query, key) => orderByField(this.db.engine, query, key),
          q.selectFrom('records').select(['id', 'created_time', 'fields']).where('tbl', '=', table),
        )
        .orderBy('seq')
        // SQLite takes no OFFSET without a LIMIT: -1 is its "no limit"; PostgreSQL refuses a negative one.
        .$if(options.limit !== undefined || this.db.engine === 'sqlite', (query) => query.limit(options.limit ?? -1))
        .offset(options.skip),
    );
    return rows.map(toRecord);
  }

  /** Replaces a record's fields (the Team editor); the caller has validated them. */
  update(id: string, fields: Fields) {
    this.db.run((q) =>
      q
        .updateTable('records')
        .set({ fields: JSON.stringify(fields) })
        .where('id', '=', id),
    );
  }

  /** The back office's deletions; the staff schema's triggers take the record's inbox rows with it. */
  delete(id: string) {
    this.db.run((q) => q.deleteFrom('records').where('id', '=', id));
  }

  /** Stores records again as they were (id, time, fields): a removal undone. */
  putBack(table: string, records: readonly StoredRecord[]) {
    this.db.transaction(() => {
      for (const record of records)
        this.insertRow.run({
          tbl: table,
          id: record.id,
          created_time: record.createdTime,
          fields: JSON.stringify(record.fields),
        });
    });
  }

  /** The table service's delete: all of `ids` from `table` at once, or none when one of them is not there. */
  deleteAll(table: string, ids: readonly string[]): boolean {
    return this.db.transaction(() => {
      const found = this.db.all((q) =>
        q.selectFrom('records').select('id').where('tbl', '=', table).where('id', 'in', ids),
      ).length;
      if (found !== new Set(ids).size) return false;
      this.db.run((q) => q.deleteFrom('records').where('tbl', '=', table).where('id', 'in', ids));
      return true;
    });
  }

  /** Whether any record of `table` holds `text` in its stored JSON (an upload's URL, say). */
  mentions(table: string, text: string): boolean {
    return (
      this.db.first((q) =>
        q
          .selectFrom('records')
          .select('seq')
          .where('tbl', '=', table)
          .where(storedJsonHolds(this.db.engine, text))
          .limit(1),
      ) !== undefined
    );
  }

  /** The records of `tables` whose stored JSON holds `text` (lower case) in any case, oldest first. */
  mentioningAny(tables: readonly string[], text: string): PlacedRecord[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('records')
        .select(['seq', 'tbl', 'id', 'created_time', 'fields'])
        .where('tbl', 'in', tables)
        .where(storedJsonHolds(this.db.engine, text, true))
        .orderBy('seq'),
    );
    return rows.map(toPlaced);
  }

  /** Writes every record again as it is, so the records' triggers index them afresh (search; after a bulk copy with triggers off). */
  rewriteAll() {
    this.db.run((q) => q.updateTable('records').set((eb) => ({ fields: eb.ref('fields') })));
  }

  /** How many records each table holds (metrics, a backup's manifest). */
  countsByTable(): Record<string, number> {
    const rows = this.db.all((q) =>
      q
        .selectFrom('records')
        .select((eb) => ['tbl', eb.fn.countAll<number>().as('n')])
        .groupBy('tbl')
        .orderBy('tbl'),
    );
    return Object.fromEntries(rows.map((row) => [row.tbl, row.n]));
  }

  count(table: string): number {
    return this.db.first((q) =>
      q
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tbl', '=', table),
    )!.n;
  }

  /** A record of `table` by its id, with its place in arrival order. */
  find(table: string, id: string): PlacedRecord | undefined {
    const row = this.db.first((q) =>
      q
        .selectFrom('records')
        .select(['seq', 'tbl', 'id', 'created_time', 'fields'])
        .where('id', '=', id)
        .where('tbl', '=', table),
    );
    return row && toPlaced(row);
  }

  /** The records at these places in arrival order (those still kept), oldest first. */
  placedAt(seqs: readonly number[]): PlacedRecord[] {
    if (!seqs.length) return [];
    const rows = this.db.all((q) =>
      q
        .selectFrom('records')
        .select(['seq', 'tbl', 'id', 'created_time', 'fields'])
        .where('seq', 'in', seqs)
        .orderBy('seq'),
    );
    return rows.map(toPlaced);
  }

  /** The records of `table` that arrived before `time` (ISO), oldest first. */
  arrivedBefore(table: string, time: string): PlacedRecord[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('records')
        .select(['seq', 'tbl', 'id', 'created_time', 'fields'])
        .where('tbl', '=', table)
        .where('created_time', '<', time)
        .orderBy('seq'),
    );
    return rows.map(toPlaced);
  }

  /** The places in arrival order of the records whose ids `ids` answers, as a subquery of a list that pages by them. */
  placesOf(q: QueryBuilder, ids: SelectQueryBuilder<Database, keyof Database, { id: string }>) {
    return q.selectFrom('records').select('seq').where('id', 'in', ids);
  }

  private insert(table: string, fields: Fields): StoredRecord {
    const record = { id: newRecordId(), createdTime: new Date().toISOString(), fields };
    this.insertRow.run({ tbl: table, id: record.id, created_time: record.createdTime, fields: JSON.stringify(fields) });
    return record;
  }
}

export interface RecordPage {
  records: StoredRecord[];
  offset?: string;
}

/** Where validated records go and lists come from: the local store, with the hosted table as an optional mirror. */
export interface TableBackend {
  create(table: string, fieldsList: Fields[], alongside?: WithRecords): Promise<StoredRecord[]>;
  list(table: string, query: ListQuery, rawQuery: string): Promise<RecordPage>;
  upsert(
    table: string,
    mergeOn: string,
    fieldsList: Fields[],
  ): { records: StoredRecord[]; created: string[]; updated: string[] };
  /** Deletes these records of `table` together; false (nothing deleted) when one is not there. */
  remove(table: string, ids: readonly string[]): boolean;
}

/** The local store: every record lives in this machine's SQLite database. */
export function localTables(store: RecordStore): TableBackend {
  return {
    // Submissions arriving together share one commit; each is answered once it is on disk.
    create: (table, fieldsList, alongside) => store.createSoon(table, fieldsList, alongside),
    async list(table, query) {
      const remaining = query.maxRecords === undefined ? Infinity : query.maxRecords - query.skip;
      const limit = Math.max(0, Math.min(query.pageSize, remaining));
      const rows = limit > 0 ? store.list(table, { skip: query.skip, limit: limit + 1, sort: query.sort }) : [];
      const records = rows.slice(0, limit);
      const hasMore = rows.length > limit && remaining > limit;
      return hasMore ? { records, offset: encodeOffset(query.skip + limit, rows[limit].id) } : { records };
    },
    upsert: (table, mergeOn, fieldsList) => store.upsert(table, mergeOn, fieldsList),
    remove: (table, ids) => store.deleteAll(table, ids),
  };
}
