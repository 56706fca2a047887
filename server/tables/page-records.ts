import { encodeOffset, type ListQuery } from './list-query';
import type { RecordPage, StoredRecord } from './record-store';

/** Missing values first, then numbers, then text, as SQLite orders JSON values. */
function compareValues(a: unknown, b: unknown): number {
  const rank = (value: unknown) => (value === undefined || value === null ? 0 : typeof value === 'number' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [JSON.stringify(a ?? ''), JSON.stringify(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One page of an in-memory list, sorted and cut exactly as the local store does it in SQL. */
export function pageRecords(all: readonly StoredRecord[], query: ListQuery): RecordPage {
  const sorted = query.sort.length
    ? [...all].sort((a, b) => {
        for (const key of query.sort) {
          const order = compareValues(a.fields[key.field], b.fields[key.field]);
          if (order !== 0) return key.direction === 'desc' ? -order : order;
        }
        return 0;
      })
    : all;
  const remaining = query.maxRecords === undefined ? Infinity : query.maxRecords - query.skip;
  const limit = Math.max(0, Math.min(query.pageSize, remaining));
  const records = sorted.slice(query.skip, query.skip + limit);
  const next = sorted[query.skip + limit];
  return next && remaining > limit ? { records, offset: encodeOffset(query.skip + limit, next.id) } : { records };
}
