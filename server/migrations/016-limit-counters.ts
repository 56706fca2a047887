import type { Migration } from './migration';

/**
 * Version 16: `limit_counters`, what an address used of a limit (rate limits, the upload budget)
 * in the window ending `resets_at` (ms), so that every gateway on one PostgreSQL database counts
 * against the same limit. A gateway on SQLite is the only one on its data folder and keeps counting
 * in memory: there the table stays empty, made only so both engines have one schema.
 */
export const limitCounters: Migration = {
  why: 'limit_counters: rate limits and the upload budget shared by every gateway on PostgreSQL',
  up(db) {
    db.exec(`
      CREATE TABLE limit_counters (key TEXT PRIMARY KEY, used INTEGER NOT NULL, resets_at INTEGER NOT NULL);
      CREATE INDEX limit_counters_resets_at ON limit_counters (resets_at);
    `);
  },
  postgres(db) {
    db.exec(`
      CREATE TABLE limit_counters (key text COLLATE "C" PRIMARY KEY, used bigint NOT NULL, resets_at bigint NOT NULL);
      CREATE INDEX limit_counters_resets_at ON limit_counters (resets_at);
    `);
  },
};
