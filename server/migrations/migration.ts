import type { SqliteDb } from '../storage/db';
import type { PostgresConnection } from '../storage/postgres-connection';

/** One numbered step of the schema. Once released it is never edited: a change is a new step. */
export interface Migration {
  /** What the step changes, for whoever reads the history. */
  why: string;
  /** Runs inside the upgrade's one transaction, on an older database or a new empty one. */
  up(db: SqliteDb): void;
  /**
   * The same step on PostgreSQL, inside its upgrade's transaction. Steps up to the PostgreSQL
   * baseline's version have none (a PostgreSQL database starts from the baseline); every later step has one.
   */
  postgres?(db: PostgresConnection): void;
}
