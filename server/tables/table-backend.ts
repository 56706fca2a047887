import { encodeOffset, type ListQuery } from './list-query';
import type { Fields, RecordStore, StoredRecord, WithRecords } from './record-store';

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
