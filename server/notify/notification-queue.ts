import { randomUUID } from 'node:crypto';
import type {
  NotificationChannel,
  NotificationItem,
  NotificationKind,
  NotificationStatus,
} from '../../schemas/staff-api';
import type { Company } from '../../schemas/company';
import type { JobRunner } from '../jobs/job-runner';
import type { MailSpec } from './messages/compose-mail';
import type { Db } from '../db';
import { ageSeconds, type QueueState } from '../queue-state';

/** What an e-mail needs to be sent again the same (same Message-ID and date) after any restart. */
export interface EmailPayload {
  from: string;
  to: string | { name: string; address: string };
  messageId: string;
  date: string;
  mail: MailSpec;
  /** The company's facts when it was queued (Content → Company facts); absent in messages queued before they were kept. */
  company?: Company;
}
export interface WebhookPayload {
  body: string;
}

export interface NewNotification {
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  payload: EmailPayload | WebhookPayload;
  recordTable?: string;
  recordId?: string;
  /** Kept as a record but not to be sent (a limit): stored as failed with this reason, for staff to resend. */
  skipped?: string;
}

export interface Notification extends NotificationItem {
  payload: EmailPayload | WebhookPayload;
}

interface Row {
  id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  payload: string;
  record_table: string | null;
  record_id: string | null;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  saved_to_disk: number;
}

const summary = (row: Row): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  savedToDisk: row.saved_to_disk === 1,
  recordTable: row.record_table,
  recordId: row.record_id,
});
const full = (row: Row): Notification => ({ ...summary(row), payload: JSON.parse(row.payload) });

/** How a kept-but-not-sent notification's reason starts. */
export const SKIPPED = 'skipped: limit';
/** The reason of a notification whose message could not be built (kept failed, for staff to see and resend). */
export const NOT_BUILT = 'The message could not be built';

/** The job kind that sends a channel's notifications (notification-sender.ts defines one per channel). */
export const sendKind = (channel: NotificationChannel) => `notification-${channel}`;
/** A send job's payload: one attempt at notification `id`, while its row still names `job`. */
export interface SendJob {
  id: number;
  job: string;
}

const LIST_COLUMNS =
  'id, kind, channel, recipient, subject, record_table, record_id, status, attempts, last_error, created_at, sent_at, saved_to_disk';

/**
 * The notifications table: a row is written in the same transaction as the submission it is
 * about, stays `queued` until the mail server or webhook has accepted it, and is kept afterwards
 * as the sent-mail log. Each attempt at sending is a job of the job runner, queued with the row
 * (or with the retry that ends the attempt before it); the row names the job it waits for
 * (`send_job`), so a job left over from before a resend sends nothing.
 */
export class NotificationQueue {
  private readonly insertRow;
  private readonly sentRow;

  /**
   * `jobs`: the runner whose send kinds are defined; without it (a reader, a test) rows are only
   * written, and a queue with it gives them their jobs (`scheduleMissing`).
   */
  constructor(
    private readonly db: Db,
    private readonly jobs?: Pick<JobRunner, 'enqueue'>,
  ) {
    this.insertRow = db.prepare(
      'INSERT INTO notifications (kind, channel, recipient, subject, payload, record_table, record_id, created_at, status, last_error, send_job) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.sentRow = db.prepare(
      "UPDATE notifications SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL, saved_to_disk = ?, send_job = NULL WHERE id = ? AND (? IS NULL OR send_job = ?)",
    );
  }

  /** Call inside the caller's transaction so the notifications and their jobs commit with what they are about. */
  add(notifications: NewNotification[]) {
    const at = new Date().toISOString();
    for (const n of notifications) {
      const job = n.skipped ? null : this.newJob();
      const { lastInsertRowid } = this.insertRow.run(
        n.kind,
        n.channel,
        n.recipient,
        n.subject,
        JSON.stringify(n.payload),
        n.recordTable ?? null,
        n.recordId ?? null,
        at,
        n.skipped ? 'failed' : 'queued',
        n.skipped ?? null,
        job,
      );
      if (job) this.enqueue(n.channel, { id: Number(lastInsertRowid), job }, Date.now());
    }
  }

  /** Notifications of a kind created since `since` (ISO) and not skipped, to one recipient or to all. */
  countSince(kind: NotificationKind, since: string, recipient?: string): number {
    const sql = `SELECT count(*) AS n FROM notifications WHERE kind = ? AND created_at >= ? AND (last_error IS NULL OR last_error NOT LIKE '${SKIPPED}%')${recipient === undefined ? '' : ' AND lower(recipient) = lower(?)'}`;
    const values = recipient === undefined ? [kind, since] : [kind, since, recipient];
    return (this.db.prepare(sql).get(...values) as { n: number }).n;
  }

  /** The notification if it is queued and still waits for `job`; undefined when another job has it now, or none. */
  waiting(id: number, job: string): Notification | undefined {
    const row = this.db
      .prepare("SELECT * FROM notifications WHERE id = ? AND status = 'queued' AND send_job = ?")
      .get(id, job) as Row | undefined;
    return row && full(row);
  }

  /**
   * `savedToDisk`: no mail server was set, so the e-mail was only written to DATA_DIR/mail. Each
   * mark with a `job` changes the row only while it still waits for that job.
   */
  markSent(id: number, savedToDisk = false, job: string | null = null) {
    this.sentRow.run(new Date().toISOString(), savedToDisk ? 1 : 0, id, job, job);
  }

  /** Tried again at `nextAttemptAt`, by a new job queued with the mark. */
  markRetry(id: number, nextAttemptAt: number, error: string, job: string | null = null) {
    this.db.transaction(() => {
      const next = this.newJob();
      const row = this.db
        .prepare(
          'UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, send_job = ? WHERE id = ? AND (? IS NULL OR send_job = ?) RETURNING channel',
        )
        .get(nextAttemptAt, error, next, id, job, job) as { channel: NotificationChannel } | undefined;
      if (row && next) this.enqueue(row.channel, { id, job: next }, nextAttemptAt);
    })();
  }

  markFailed(id: number, error: string, job: string | null = null) {
    this.db
      .prepare(
        "UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = ?, send_job = NULL WHERE id = ? AND (? IS NULL OR send_job = ?)",
      )
      .run(error, id, job, job);
  }

  /** Queues a notification again at once, whatever became of it; false when there is no such id. */
  resend(id: number): boolean {
    return this.db.transaction(() => {
      const job = this.newJob();
      const row = this.db
        .prepare(
          "UPDATE notifications SET status = 'queued', attempts = 0, next_attempt_at = 0, send_job = ? WHERE id = ? RETURNING channel",
        )
        .get(job, id) as { channel: NotificationChannel } | undefined;
      if (row && job) this.enqueue(row.channel, { id, job }, Date.now());
      return Boolean(row);
    })();
  }

  /**
   * Queues a job for every queued notification that has none: rows an earlier version left queued
   * (kept to their retry time), and rows queued or resent by a queue without the runner.
   */
  scheduleMissing() {
    if (!this.jobs) return;
    this.db
      .transaction(() => {
        const rows = this.db
          .prepare(
            "SELECT id, channel, next_attempt_at FROM notifications WHERE status = 'queued' AND send_job IS NULL ORDER BY next_attempt_at, id",
          )
          .all() as { id: number; channel: NotificationChannel; next_attempt_at: number }[];
        const named = this.db.prepare('UPDATE notifications SET send_job = ? WHERE id = ?');
        for (const row of rows) {
          const job = this.newJob()!;
          named.run(job, row.id);
          this.enqueue(row.channel, { id: row.id, job }, row.next_attempt_at);
        }
      })
      .immediate();
  }

  private newJob() {
    return this.jobs ? randomUUID() : null;
  }

  private enqueue(channel: NotificationChannel, payload: SendJob, runAt: number) {
    this.jobs!.enqueue(sendKind(channel), payload, { runAt });
  }

  get(id: number): Notification | undefined {
    const row = this.db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as Row | undefined;
    return row && full(row);
  }

  /** Newest first; `before` is the last id of the previous page. */
  list(options: { status?: NotificationStatus; before?: number; limit: number }): NotificationItem[] {
    const where = ['id < ?'];
    const values: (string | number)[] = [options.before ?? Number.MAX_SAFE_INTEGER];
    if (options.status) {
      where.push('status = ?');
      values.push(options.status);
    }
    const rows = this.db
      .prepare(`SELECT ${LIST_COLUMNS} FROM notifications WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
      .all(...values, options.limit) as Row[];
    return rows.map(summary);
  }

  depth(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM notifications WHERE status = 'queued'").get() as { n: number })
      .n;
  }
}

/** The notifications waiting to be sent, all channels together (health and metrics). */
export function notificationQueueState(db: Db, now = Date.now()): QueueState {
  const row = db
    .prepare("SELECT count(*) AS depth, min(created_at) AS oldest FROM notifications WHERE status = 'queued'")
    .get() as { depth: number; oldest: string | null };
  return { depth: row.depth, oldestAgeSeconds: ageSeconds(row.oldest, now) };
}

/** Queued and failed notifications by channel and status (metrics). */
export function notificationCounts(db: Db): { channel: string; status: string; n: number }[] {
  return db
    .prepare(
      "SELECT channel, status, count(*) AS n FROM notifications WHERE status IN ('queued', 'failed') GROUP BY channel, status",
    )
    .all() as { channel: string; status: string; n: number }[];
}

/** What was sent or queued about a record, oldest first (a person's data export). */
export function notificationsAbout(db: Db, recordId: string) {
  return db
    .prepare(
      'SELECT kind, channel, recipient, subject, status, created_at AS createdAt, sent_at AS sentAt FROM notifications WHERE record_id = ? ORDER BY id',
    )
    .all(recordId);
}

/** Deletes every notification about a record (with it, in the caller's transaction); answers their ids. */
export function forgetNotificationsAbout(db: Db, recordId: string): number[] {
  return db.prepare('DELETE FROM notifications WHERE record_id = ? RETURNING id').pluck().all(recordId) as number[];
}
