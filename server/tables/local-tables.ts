import { encodeOffset } from './list-query';
import type { RecordStore } from './record-store';
import type { TableBackend } from './table-backend';

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
