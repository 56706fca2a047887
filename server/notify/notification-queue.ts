import type {
  NotificationChannel,
  NotificationItem,
  NotificationKind,
  NotificationStatus,
} from '../../schemas/staff-api';
import type { Company } from '../../schemas/company';
import type { MailSpec } from './messages/compose-mail';
import type { Db } from '../db';

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

const LIST_COLUMNS =
  'id, kind, channel, recipient, subject, record_table, record_id, status, attempts, last_error, created_at, sent_at, saved_to_disk';

/**
 * The notifications table: a row is written in the same transaction as the submission it is
 * about, stays `queued` until the mail server or webhook has accepted it, and is kept afterwards
 * as the sent-mail log.
 */
export class NotificationQueue {
  private readonly insertRow;
  private readonly dueRow;
  private readonly nextDue;
  private readonly sentRow;

  constructor(private readonly db: Db) {
    this.insertRow = db.prepare(
      'INSERT INTO notifications (kind, channel, recipient, subject, payload, record_table, record_id, created_at, status, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.dueRow = db.prepare(
      "SELECT * FROM notifications WHERE status = 'queued' AND channel = ? AND next_attempt_at <= ? AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY next_attempt_at, id LIMIT 1",
    );
    this.nextDue = db.prepare(
      "SELECT min(next_attempt_at) AS at FROM notifications WHERE status = 'queued' AND channel = ? AND id NOT IN (SELECT value FROM json_each(?))",
    );
    this.sentRow = db.prepare(
      "UPDATE notifications SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL, saved_to_disk = ? WHERE id = ?",
    );
  }

  /** Call inside the caller's transaction so the notifications commit with what they are about. */
  add(notifications: NewNotification[]) {
    const at = new Date().toISOString();
    for (const n of notifications)
      this.insertRow.run(
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
      );
  }

  /** Notifications of a kind created since `since` (ISO) and not skipped, to one recipient or to all. */
  countSince(kind: NotificationKind, since: string, recipient?: string): number {
    const sql = `SELECT count(*) AS n FROM notifications WHERE kind = ? AND created_at >= ? AND (last_error IS NULL OR last_error NOT LIKE '${SKIPPED}%')${recipient === undefined ? '' : ' AND lower(recipient) = lower(?)'}`;
    const values = recipient === undefined ? [kind, since] : [kind, since, recipient];
    return (this.db.prepare(sql).get(...values) as { n: number }).n;
  }

  /** The channel's next notification due by `now`, leaving out those being sent (`busy`). */
  nextDueNow(channel: NotificationChannel, now: number, busy: Iterable<number> = []): Notification | undefined {
    const row = this.dueRow.get(channel, now, JSON.stringify([...busy])) as Row | undefined;
    return row && full(row);
  }

  /** When the channel's earliest queued notification (not being sent) may be tried; undefined when none is queued. */
  nextDueAt(channel: NotificationChannel, busy: Iterable<number> = []): number | undefined {
    return (this.nextDue.get(channel, JSON.stringify([...busy])) as { at: number | null }).at ?? undefined;
  }

  /** `savedToDisk`: no mail server was set, so the e-mail was only written to DATA_DIR/mail. */
  markSent(id: number, savedToDisk = false) {
    this.sentRow.run(new Date().toISOString(), savedToDisk ? 1 : 0, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string) {
    this.db
      .prepare('UPDATE notifications SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?')
      .run(nextAttemptAt, error, id);
  }

  markFailed(id: number, error: string) {
    this.db
      .prepare("UPDATE notifications SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?")
      .run(error, id);
  }

  /** Queues a notification again at once, whatever became of it; false when there is no such id. */
  resend(id: number): boolean {
    return (
      this.db
        .prepare("UPDATE notifications SET status = 'queued', attempts = 0, next_attempt_at = 0 WHERE id = ?")
        .run(id).changes === 1
    );
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
