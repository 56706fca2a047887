import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/** How many records the database holds, in one table or in all. */
export function storedCount(db: Db, table?: string): number {
  const row = typedDb(db).first((q) =>
    q
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(table !== undefined, (query) => query.where('tbl', '=', table!)),
  );
  return row!.n;
}
