import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { RecordStore, type Fields } from '../tables/record-store';

/** Changes some of a stored record's fields behind the gateway's back, as a hand edit or an older build could leave them. */
export function setRecordFields(db: Db, id: string, changes: Fields) {
  const row = typedDb(db).first((q) => q.selectFrom('records').select('fields').where('id', '=', id));
  if (!row) throw new Error(`no record ${id}`);
  new RecordStore(db).update(id, { ...(JSON.parse(row.fields) as Fields), ...changes });
}
