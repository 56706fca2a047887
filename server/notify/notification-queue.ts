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
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../storage/db';
import { ageSeconds, type QueueState } from '../queue-state';
import type { Database } from '../storage/database';
import { typedDb, type TypedDb } from '../storage/typed-db';

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

/** A row as the typed tables declare it (server/storage/database.ts), its kind, channel and status narrowed. */
type Row = Omit<Selectable<Database['notifications']>, 'kind' | 'channel' | 'status'> & {
  kind: NotificationKind;
  channel: NotificationChannel;
  status: NotificationStatus;
};

const summary = (row: Omit<Row, 'payload' | 'next_attempt_at' | 'send_job'>): NotificationItem => ({
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

const LIST_COLUMNS = [
  'id',
  'kind',
  'channel',
  'recipient',
  'subject',
  'record_table',
  'record_id',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'saved_to_disk',
] as const;

/**
 * The notifications table: a row is written in the same transaction as the submission it is
 * about, stays `queued` until the mail server or webhook has accepted it, and is kept afterwards
 * as the sent-mail log. Each attempt at sending is a job of the job runner, queued with the row
 * (or with the retry that ends the attempt before it); the row names the job it waits for
 * (`send_job`), so a job left over from before a resend sends nothing.
 */
export class NotificationQueue {
  private readonly db: TypedDb;
  // Compiled once: every submission's notifications go through it.
  private readonly insertRow;

  /**
   * `jobs`: the runner whose send kinds are defined; without it (a reader, a test) rows are only
   * written, and a queue with it gives them their jobs (`scheduleMissing`).
   */
  constructor(
    db: Db,
    private readonly jobs?: Pick<JobRunner, 'enqueue'>,
  ) {
    this.db = typedDb(db);
    this.insertRow = this.db.statement((q, args: Insertable<Database['notifications']>) =>
      q
        .insertInto('notifications')
        .values({
          kind: args.kind,
          channel: args.channel,
          recipient: args.recipient,
          subject: args.subject,
          payload: args.payload,
          record_table: args.record_table,
          record_id: args.record_id,
          created_at: args.created_at,
          status: args.status,
          last_error: args.last_error,
          send_job: args.send_job,
        })
        .returning('id'),
    );
  }

  /** Call inside the caller's transaction so the notifications and their jobs commit with what they are about. */
  add(notifications: NewNotification[]) {
    const at = new Date().toISOString();
    for (const n of notifications) {
      const job = n.skipped ? null : this.newJob();
      const { id } = this.insertRow.first({
        kind: n.kind,
        channel: n.channel,
        recipient: n.recipient,
        subject: n.subject,
        payload: JSON.stringify(n.payload),
        record_table: n.recordTable ?? null,
        record_id: n.recordId ?? null,
        created_at: at,
        status: n.skipped ? 'failed' : 'queued',
        last_error: n.skipped ?? null,
        send_job: job,
      })!;
      if (job) this.enqueue(n.channel, { id, job }, Date.now());
    }
  }

  /** Notifications of a kind created since `since` (ISO) and not skipped, to one recipient or to all. */
  countSince(kind: NotificationKind, since: string, recipient?: string): number {
    return this.db.first((q) =>
      q
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', kind)
        .where('created_at', '>=', since)
        .where((eb) => eb.or([eb('last_error', 'is', null), eb('last_error', 'not like', `${SKIPPED}%`)]))
        .$if(recipient !== undefined, (rows) =>
          rows.where((eb) => eb(eb.fn('lower', ['recipient']), '=', eb.fn('lower', [eb.val(recipient!)]))),
        ),
    )!.n;
  }

  /** The notification if it is queued and still waits for `job`; undefined when another job has it now, or none. */
  waiting(id: number, job: string): Notification | undefined {
    const row = this.db.first((q) =>
      q
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where('send_job', '=', job),
    );
    return row && full(row as Row);
  }

  /**
   * `savedToDisk`: no mail server was set, so the e-mail was only written to DATA_DIR/mail. Each
   * mark with a `job` changes the row only while it still waits for that job.
   */
  markSent(id: number, savedToDisk = false, job: string | null = null) {
    this.db.run((q) =>
      q
        .updateTable('notifications')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          sent_at: new Date().toISOString(),
          last_error: null,
          saved_to_disk: savedToDisk ? 1 : 0,
          send_job: null,
        }))
        .where('id', '=', id)
        .$if(job !== null, (rows) => rows.where('send_job', '=', job)),
    );
  }

  /** Tried again at `nextAttemptAt`, by a new job queued with the mark. */
  markRetry(id: number, nextAttemptAt: number, error: string, job: string | null = null) {
    this.db.transaction(() => {
      const next = this.newJob();
      const row = this.db.first((q) =>
        q
          .updateTable('notifications')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            next_attempt_at: nextAttemptAt,
            last_error: error,
            send_job: next,
          }))
          .where('id', '=', id)
          .$if(job !== null, (rows) => rows.where('send_job', '=', job))
          .returning('channel'),
      );
      if (row && next) this.enqueue(row.channel as NotificationChannel, { id, job: next }, nextAttemptAt);
    });
  }

  markFailed(id: number, error: string, job: string | null = null) {
    this.db.run((q) =>
      q
        .updateTable('notifications')
        .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: error, send_job: null }))
        .where('id', '=', id)
        .$if(job !== null, (rows) => rows.where('send_job', '=', job)),
    );
  }

  /** Queues a notification again at once, whatever became of it; false when there is no such id. */
  resend(id: number): boolean {
    return this.db.transaction(() => {
      const job = this.newJob();
      const row = this.db.first((q) =>
        q
          .updateTable('notifications')
          .set({ status: 'queued', attempts: 0, next_attempt_at: 0, send_job: job })
          .where('id', '=', id)
          .returning('channel'),
      );
      if (row && job) this.enqueue(row.channel as NotificationChannel, { id, job }, Date.now());
      return Boolean(row);
    });
  }

  /**
   * Queues a job for every queued notification that has none: rows an earlier version left queued
   * (kept to their retry time), and rows queued or resent by a queue without the runner. The write
   * lock is taken first, so two gateways starting together never both give a row its job.
   */
  scheduleMissing() {
    if (!this.jobs) return;
    this.db.transaction(
      () => {
        const rows = this.db.all((q) =>
          q
            .selectFrom('notifications')
            .select(['id', 'channel', 'next_attempt_at'])
            .where('status', '=', 'queued')
            .where('send_job', 'is', null)
            .orderBy('next_attempt_at')
            .orderBy('id'),
        );
        for (const row of rows) {
          const job = this.newJob()!;
          this.db.run((q) => q.updateTable('notifications').set({ send_job: job }).where('id', '=', row.id));
          this.enqueue(row.channel as NotificationChannel, { id: row.id, job }, row.next_attempt_at);
        }
      },
      { immediate: true },
    );
  }

  private newJob() {
    return this.jobs ? randomUUID() : null;
  }

  private enqueue(channel: NotificationChannel, payload: SendJob, runAt: number) {
    this.jobs!.enqueue(sendKind(channel), payload, { runAt });
  }

  get(id: number): Notification | undefined {
    const row = this.db.first((q) => q.selectFrom('notifications').selectAll().where('id', '=', id));
    return row && full(row as Row);
  }

  /** Newest first; `before` is the last id of the previous page. */
  list(options: { status?: NotificationStatus; before?: number; limit: number }): NotificationItem[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('notifications')
        .select(LIST_COLUMNS)
        .where('id', '<', options.before ?? Number.MAX_SAFE_INTEGER)
        .$if(options.status !== undefined, (rows) => rows.where('status', '=', options.status!))
        .orderBy('id', 'desc')
        .limit(options.limit),
    );
    return rows.map((row) => summary(row as Omit<Row, 'payload' | 'next_attempt_at' | 'send_job'>));
  }

  depth(): number {
    return this.db.first((q) =>
      q
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued'),
    )!.n;
  }
}

/** The notifications waiting to be sent, all channels together (health and metrics). */
export function notificationQueueState(db: Db, now = Date.now()): QueueState {
  const row = typedDb(db).first((q) =>
    q
      .selectFrom('notifications')
      .select((eb) => [eb.fn.countAll<number>().as('depth'), eb.fn.min<string | null>('created_at').as('oldest')])
      .where('status', '=', 'queued'),
  )!;
  return { depth: row.depth, oldestAgeSeconds: ageSeconds(row.oldest, now) };
}

/** Queued and failed notifications by channel and status (metrics). */
export function notificationCounts(db: Db): { channel: string; status: string; n: number }[] {
  return typedDb(db).all((q) =>
    q
      .selectFrom('notifications')
      .select((eb) => ['channel', 'status', eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['queued', 'failed'])
      .groupBy(['channel', 'status']),
  );
}

/** What was sent or queued about a record, oldest first (a person's data export). */
export function notificationsAbout(db: Db, recordId: string) {
  return typedDb(db).all((q) =>
    q
      .selectFrom('notifications')
      .select(['kind', 'channel', 'recipient', 'subject', 'status', 'created_at as createdAt', 'sent_at as sentAt'])
      .where('record_id', '=', recordId)
      .orderBy('id'),
  );
}

/** Deletes every notification about a record (with it, in the caller's transaction); answers their ids. */
export function forgetNotificationsAbout(db: Db, recordId: string): number[] {
  return typedDb(db)
    .all((q) => q.deleteFrom('notifications').where('record_id', '=', recordId).returning('id'))
    .map((row) => row.id);
}
