import { setImmediate } from 'node:timers';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import { guardStorage } from '../errors/storage-error';
import { newRecordId } from './record-id';

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
export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}
export interface ListOptions {
  skip: number;
  limit: number;
  sort: SortKey[];
}

interface Row {
  id: string;
  created_time: string;
  fields: string;
}

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

/** The records of every table in one SQLite table; fields are kept as JSON. */
export class RecordStore {
  private readonly insertRow;
  private readonly deleteTable;
  private readonly findByField;
  private readonly updateFields;
  private readonly listStatements = new Map<string, Statement>();
  /** Submissions waiting for the next group commit (`createSoon`). */
  private readonly waiting: {
    run: () => StoredRecord[];
    resolve: (records: StoredRecord[]) => void;
    reject: (error: unknown) => void;
  }[] = [];

  constructor(
    private readonly db: Db,
    private readonly onCreate?: CreateHook,
  ) {
    this.insertRow = db.prepare('INSERT INTO records (tbl, id, created_time, fields) VALUES (?, ?, ?, ?)');
    this.deleteTable = db.prepare('DELETE FROM records WHERE tbl = ?');
    this.findByField = db.prepare(
      'SELECT id, created_time, fields FROM records WHERE tbl = ? AND json_extract(fields, ?) = ? ORDER BY seq LIMIT 1',
    );
    this.updateFields = db.prepare('UPDATE records SET fields = ? WHERE id = ?');
  }

  /** Commits all records or none (with what `alongside` writes); returns once they are on disk. */
  create(table: string, fieldsList: Fields[], alongside?: WithRecords): StoredRecord[] {
    return guardStorage(() =>
      this.db.transaction(() => {
        const records = fieldsList.map((fields) => this.insert(table, fields));
        this.onCreate?.(table, records);
        alongside?.(records);
        return records;
      })(),
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
        })(),
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
        this.deleteTable.run(table);
        return fieldsList.map((fields) => this.insert(table, fields));
      })(),
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
          const existing = this.findByField.get(table, jsonPath(field), fields[field]) as Row | undefined;
          if (!existing) {
            const record = this.insert(table, fields);
            created.push(record.id);
            return record;
          }
          const merged = { ...JSON.parse(existing.fields), ...fields };
          this.updateFields.run(JSON.stringify(merged), existing.id);
          updated.push(existing.id);
          return { id: existing.id, createdTime: existing.created_time, fields: merged };
        });
        return { records, created, updated };
      })(),
    );
  }

  list(table: string, options: ListOptions): StoredRecord[] {
    const order = options.sort.map((key) => `json_extract(fields, ?) ${key.direction === 'desc' ? 'DESC' : 'ASC'}`);
    const sql = `SELECT id, created_time, fields FROM records WHERE tbl = ? ORDER BY ${[...order, 'seq'].join(', ')} LIMIT ? OFFSET ?`;
    let statement = this.listStatements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.listStatements.set(sql, statement);
    }
    const rows = statement.all(
      table,
      ...options.sort.map((key) => jsonPath(key.field)),
      options.limit,
      options.skip,
    ) as Row[];
    return rows.map(toRecord);
  }

  /** Replaces a record's fields (the Team editor); the caller has validated them. */
  update(id: string, fields: Fields) {
    this.updateFields.run(JSON.stringify(fields), id);
  }

  /** The back office's deletions; the staff schema's triggers take the record's inbox rows with it. */
  delete(id: string) {
    this.db.prepare('DELETE FROM records WHERE id = ?').run(id);
  }

  /** Whether any record of `table` holds `text` in its stored JSON (an upload's URL, say). */
  mentions(table: string, text: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM records WHERE tbl = ? AND instr(fields, ?) > 0').get(table, text) !== undefined
    );
  }

  /** The records of `tables` whose stored JSON holds `text` (lower case) in any case, oldest first. */
  mentioningAny(tables: readonly string[], text: string): PlacedRecord[] {
    const rows = this.db
      .prepare(
        `SELECT seq, tbl, id, created_time, fields FROM records WHERE tbl IN (${tables.map(() => '?').join(', ')}) AND instr(lower(fields), ?) > 0 ORDER BY seq`,
      )
      .all(...tables, text) as PlacedRow[];
    return rows.map(toPlaced);
  }

  /** How many records each table holds (metrics, a backup's manifest). */
  countsByTable(): Record<string, number> {
    const rows = this.db.prepare('SELECT tbl, count(*) AS n FROM records GROUP BY tbl ORDER BY tbl').all() as {
      tbl: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.tbl, row.n]));
  }

  count(table: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM records WHERE tbl = ?').get(table) as { n: number }).n;
  }

  private insert(table: string, fields: Fields): StoredRecord {
    const record = { id: newRecordId(), createdTime: new Date().toISOString(), fields };
    this.insertRow.run(table, record.id, record.createdTime, JSON.stringify(fields));
    return record;
  }
}
