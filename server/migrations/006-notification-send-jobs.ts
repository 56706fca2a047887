import type { Migration } from './migration';

/**
 * Version 6: a notification is sent by a job of the job runner (server/jobs/), one job per attempt.
 * `send_job` names the job a queued notification waits for (the token in that job's payload): a
 * job whose token is no longer the row's (a staff resend queued a new one) sends nothing. A queued
 * row without one, such as every row an earlier version left queued, gets its job as the gateway
 * starts (`NotificationQueue.scheduleMissing`).
 */
export const notificationSendJobs: Migration = {
  why: 'notifications: each queued one names the job that sends it',
  up(db) {
    db.exec(`
      ALTER TABLE notifications ADD COLUMN send_job TEXT;
      CREATE INDEX notifications_without_job ON notifications (id) WHERE status = 'queued' AND send_job IS NULL;
    `);
  },
};
