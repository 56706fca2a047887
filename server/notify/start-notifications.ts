import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../schemas/company';
import type { DurationPrice } from '../../schemas/meeting-price-text';
import type { MeetingDecision } from '../../schemas/staff-api';
import type { Config } from '../config';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import type { StoredRecord } from '../tables/record-store';
import type { FileStore } from '../files/file-store';
import { fileStoreFor } from '../files/file-store-for';
import type { MailSpec } from './messages/compose-mail';
import { NotificationQueue, type EmailPayload } from './notification-queue';
import type { OutgoingMail } from './outgoing-mail';
import { createDeliveries, NotificationSender } from './notification-sender';
import type { MeetingExtras, MeetingPaid } from './messages/visitor-messages';
import {
  notifySettings,
  SubmissionNotifier,
  type MeetingVisitor,
  type NotifiedRecord,
  type NotifiedStaff,
} from './submission-notifier';

export interface Notifications {
  /** The notifications table, whose rows queue their send jobs on this runner. */
  queue: NotificationQueue;
  /** The hook for the record store: call inside its insert transaction. */
  recordsCreated(table: string, records: StoredRecord[]): void;
  /** A meeting was booked: queues the staff's and the visitor's e-mails. Call inside the booking's transaction. */
  meetingBooked(record: StoredRecord, visitor: MeetingVisitor): void;
  /**
   * The back office's Confirm / Decline: queues the visitor's e-mail with the updated invite (same
   * UID, SEQUENCE raised) or the cancellation. Call it inside the transaction that records the decision.
   */
  meetingDecision(
    record: NotifiedRecord,
    decision: MeetingDecision,
    sequence: number,
    visitor: MeetingVisitor,
    extras?: MeetingExtras,
  ): void;
  /** The visitor cancelled or moved a meeting: queues the staff e-mail. Call inside that change's transaction. */
  meetingChanged(
    record: NotifiedRecord,
    change: 'cancelled' | 'rescheduled',
    previous: { date: string; time: string } | undefined,
    /** What the meeting costs as staff priced it (null: free). */
    price: DurationPrice | null,
  ): void;
  /** Queues the visitor's receipt for a payment a wallet confirmed; call inside the transaction that records it. */
  meetingPaid(record: NotifiedRecord, visitor: MeetingVisitor, paid: MeetingPaid): void;
  /** Queues a meeting's reminder to the visitor and staff; call inside the transaction that records it. */
  meetingReminder(
    record: NotifiedRecord,
    lead: '24h' | '1h',
    joinUrl: string | undefined,
    visitor: MeetingVisitor,
    host?: { name: string; address: string },
  ): void;
  /** Queues a colleague's set-password link by e-mail. */
  accountInvite(to: { name: string; address: string }, setupUrl: string): void;
  /** E-mails a sign-in code at once, outside the queue (so no one reads it on the Mail page). */
  signInCode(to: { name: string; address: string }, code: string): Promise<void>;
  /** Mail settings' test e-mail, at once over a connection of its own; rejects with the mail server's error. */
  testMail(to: { name: string; address: string }, server: string): Promise<void>;
  /** Queues the send jobs of notifications queued without one (by a queue made without the runner). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Sends notifications as jobs of `jobs` (defined here, before the runner starts); whatever an
 * earlier version left queued gets its jobs now and goes first.
 */
export function startNotifications(
  config: Config,
  { db, jobs, mailFiles, outgoing }: { db: Db; jobs: JobRunner; mailFiles: FileStore; outgoing: OutgoingMail },
  app: FastifyInstance,
  staff: NotifiedStaff,
  facts?: { company(): Company },
): Notifications {
  const { log } = app;
  const deliveries = createDeliveries(config, {
    mailFiles,
    media: fileStoreFor(db, config.DATA_DIR, 'media'),
    outgoing,
  });
  const queue = new NotificationQueue(db, jobs);
  const sender = new NotificationSender(
    queue,
    deliveries,
    { retryBaseMs: config.NOTIFY_RETRY_BASE_MS, retryMaxMs: config.NOTIFY_RETRY_MAX_MS },
    log,
  );
  sender.define(jobs);
  try {
    queue.scheduleMissing();
  } catch (error) {
    // A full disk must not keep the site from starting: they are queued at the next start or resend.
    log.error({ err: error }, 'notifications: rows left queued by an earlier version not scheduled yet');
  }
  const settings = notifySettings(config, facts, outgoing);
  const notifier = new SubmissionNotifier(queue, settings, log, staff);
  /** An e-mail sent at once, never queued. */
  const direct = (to: { name: string; address: string }, mail: MailSpec): EmailPayload => ({
    from: settings.from(),
    to,
    messageId: `<${randomUUID()}@${new URL(settings.company().website).hostname}>`,
    date: new Date().toISOString(),
    mail,
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    sender.sawRequest();
    done();
  });
  log.debug(`notifications: e-mail to ${deliveries.mailTarget}`);
  return {
    queue,
    recordsCreated: notifier.recordsCreated,
    meetingBooked: notifier.meetingBooked,
    meetingDecision: notifier.meetingDecision,
    meetingChanged: notifier.meetingChanged,
    meetingReminder: notifier.meetingReminder,
    meetingPaid: notifier.meetingPaid,
    accountInvite: notifier.accountInvite,
    signInCode: (to, code) =>
      deliveries.sendNow(`sign-in-code-${Date.now()}`, direct(to, { template: 'sign-in-code', name: to.name, code })),
    testMail: (to, server) => deliveries.sendTest(direct(to, { template: 'mail-test', name: to.name, server })),
    nudge: () => queue.scheduleMissing(),
    // After the runner stopped: no send is under way.
    async stop() {
      deliveries.close();
    },
  };
}
