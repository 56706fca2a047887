import type { TableHealth } from '../../schemas/staff-api';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/** Delivery health per upstream table, for the back office's delivery view (owner of `mirror_table_health`). */
export function readTableHealth(db: Db): TableHealth[] {
  return typedDb(db)
    .all((q) => q.selectFrom('mirror_table_health').selectAll().orderBy('tbl'))
    .map((row) => ({
      table: row.tbl,
      state: row.state as TableHealth['state'],
      lastStatus: row.last_status,
      lastError: row.last_error,
      since: row.since,
    }));
}

/**
 * Records a table's state; `since` moves only when the state changes. Answers whether it did, so
 * the caller raises the alarm (or the all-clear) once.
 */
export function recordTableHealth(
  db: Db,
  table: string,
  health: { state: 'ok' } | { state: 'blocked'; status: number; error: string },
): boolean {
  const typed = typedDb(db);
  const current = typed.first((q) => q.selectFrom('mirror_table_health').select('state').where('tbl', '=', table));
  const changed = current?.state !== health.state;
  if (!changed && health.state === 'ok') return false;
  const [status, error] = health.state === 'blocked' ? [health.status, health.error] : [null, null];
  typed.run((q) =>
    q
      .insertInto('mirror_table_health')
      .values({
        tbl: table,
        state: health.state,
        last_status: status,
        last_error: error,
        since: new Date().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column('tbl').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          last_status: eb.ref('excluded.last_status'),
          last_error: eb.ref('excluded.last_error'),
          since: eb
            .case()
            .when('mirror_table_health.state', '=', eb.ref('excluded.state'))
            .then(eb.ref('mirror_table_health.since'))
            .else(eb.ref('excluded.since'))
            .end(),
        })),
      ),
  );
  return changed;
}
