import type { RawBuilder } from 'kysely';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/**
 * The one value a query written with Kysely's `sql` answers (its first row's first column: a count, a
 * state), on either engine; undefined when it answers no row.
 */
export function storedValue<T>(db: Db, query: RawBuilder<unknown>): T | undefined {
  const row = typedDb(db).first(() => query) as Record<string, unknown> | undefined;
  return row && (Object.values(row)[0] as T);
}
