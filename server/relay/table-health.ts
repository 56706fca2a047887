import type { TableHealth } from '../../schemas/staff-api';
import type { Db } from '../db';

interface Row {
  tbl: string;
  state: 'ok' | 'blocked';
  last_status: number | null;
  last_error: string | null;
  since: string;
}

/** Delivery health per upstream table, for the back office's delivery view. */
export function readTableHealth(db: Db): TableHealth[] {
  return (db.prepare('SELECT * FROM relay_table_health ORDER BY tbl').all() as Row[]).map((row) => ({
    table: row.tbl,
    state: row.state,
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
  const current = db.prepare('SELECT state FROM relay_table_health WHERE tbl = ?').get(table) as
    { state: string } | undefined;
  const changed = current?.state !== health.state;
  if (!changed && health.state === 'ok') return false;
  const [status, error] = health.state === 'blocked' ? [health.status, health.error] : [null, null];
  db.prepare(
    `INSERT INTO relay_table_health (tbl, state, last_status, last_error, since) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (tbl) DO UPDATE SET state = excluded.state, last_status = excluded.last_status,
       last_error = excluded.last_error, since = CASE WHEN state = excluded.state THEN since ELSE excluded.since END`,
  ).run(table, health.state, status, error, new Date().toISOString());
  return changed;
}
