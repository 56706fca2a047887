import type { Migration } from './migration';

/**
 * Version 5: one table for every piece of background work (server/jobs/), one row each. A job runs
 * only while a runner holds its lease (`lease_until`, `lease_owner`, taken in one UPDATE), so a
 * second process never runs it at the same time; a lease that ran out (its process died) lets the
 * job run again. A recurring kind (`every_ms` set) is one row whose `run_at` moves on to the next
 * period when a run ends; the partial unique index keeps it one row however many processes schedule it.
 */
export const jobsTable: Migration = {
  why: 'jobs: every piece of background work, claimed with a lease',
  up(db) {
    db.exec(`
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        key TEXT UNIQUE,
        status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'done', 'dead')),
        run_at INTEGER NOT NULL,
        every_ms INTEGER,
        attempts INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        lease_ms INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        ended_at INTEGER
      );
      CREATE INDEX jobs_due ON jobs (status, run_at);
      CREATE UNIQUE INDEX jobs_one_schedule ON jobs (kind) WHERE every_ms IS NOT NULL;
    `);
  },
};
