import type { Migration } from './migration';

/**
 * Version 7: `jobs.wake_at`, a recurring kind's run asked for while the kind runs (`JobRunner.runBy`).
 * The running row's `run_at` is already past, so the request is kept aside and the run's end takes
 * whichever comes first, it or the next period: a wake-up during a run is never lost.
 */
export const jobsWakeAt: Migration = {
  why: 'jobs.wake_at: a recurring kind woken while it runs runs again',
  up(db) {
    db.exec('ALTER TABLE jobs ADD COLUMN wake_at INTEGER');
  },
};
