import type { SqliteDb as Db } from '../db';

/** One numbered step of the schema. Once released it is never edited: a change is a new step. */
export interface Migration {
  /** What the step changes, for whoever reads the history. */
  why: string;
  /** Runs inside the upgrade's one transaction, on an older database or a new empty one. */
  up(db: Db): void;
}
