import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../schemas/company';
import type { MeetingDecision, NotificationChannel } from '../../schemas/staff-api';
import type { Config } from '../config';
import type { Db } from '../db';
import type { StoredRecord } from '../tables/record-store';
import type { FileStore } from '../files/file-store';
import { createDeliveries } from './deliveries';
import { NotificationQueue } from './notification-queue';
import { NotificationSender } from './notification-sender';
import { notifySettings } from './notify-settings';
import type { NotifiedStaff } from './staff-recipients';
import type { MeetingExtras } from './messages/visitor-messages';
import { SubmissionNotifier, type MeetingVisitor, type NotifiedRecord } from './submission-notifier';

export interface Notifications {
  /** The hook for the record store and the relay outbox: call inside their insert transaction. */
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
    previous?: { date: string; time: string },
  ): void;
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
  /** Wakes the sender (after a resend). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Each channel is its own lane with its own time-out (NOTIFY_TIMEOUT_MS, NOTIFY_WEBHOOK_TIMEOUT_MS):
 * e-mail one at a time over the pooled connection (so a visitor's messages keep their order),
 * webhooks two at a time.
 */
const laneConcurrency: Record<NotificationChannel, number> = { email: 1, webhook: 2 };

/**
 * Starts the background sender on this database; whatever an earlier process left queued goes
 * first. `senderDb` is a second connection to it, the sender's own (closed on stop).
 */
export function startNotifications(
  config: Config,
  { db, senderDb, mailFiles }: { db: Db; senderDb: Db; mailFiles: FileStore },
  app: FastifyInstance,
  staff: NotifiedStaff,
  company?: () => Company,
): Notifications {
  const { log } = app;
  const deliveries = createDeliveries(config, mailFiles);
  const queue = new NotificationQueue(db);
  // The sender's own connection skips the fsync on marking a message sent: that write would
  // otherwise block the event loop once per message. A power cut may forget the last few marks,
  // and those messages go again (at least once); what is queued is always committed with fsync.
  senderDb.pragma('synchronous = NORMAL');
  const senderQueue = new NotificationQueue(senderDb);
  const retry = { retryBaseMs: config.NOTIFY_RETRY_BASE_MS, retryMaxMs: config.NOTIFY_RETRY_MAX_MS };
  const lanes = (Object.keys(laneConcurrency) as NotificationChannel[]).map(
    (channel) =>
      new NotificationSender(
        senderQueue,
        deliveries,
        { ...retry, channel, concurrency: laneConcurrency[channel] },
        log,
      ),
  );
  const nudge = () => lanes.forEach((lane) => lane.nudge());
  const settings = notifySettings(config, company);
  const notifier = new SubmissionNotifier(queue, settings, log, nudge, staff);
  app.addHook('onRequest', (_request, _reply, done) => {
    for (const lane of lanes) lane.sawRequest();
    done();
  });
  for (const lane of lanes) lane.start();
  log.debug(`notifications: e-mail to ${deliveries.mailTarget}`);
  return {
    recordsCreated: notifier.recordsCreated,
    meetingBooked: notifier.meetingBooked,
    meetingDecision: notifier.meetingDecision,
    meetingChanged: notifier.meetingChanged,
    meetingReminder: notifier.meetingReminder,
    accountInvite: notifier.accountInvite,
    signInCode: (to, code) =>
      deliveries.sendNow(`sign-in-code-${Date.now()}`, {
        from: settings.from(),
        to,
        messageId: `<${randomUUID()}@${new URL(settings.company().website).hostname}>`,
        date: new Date().toISOString(),
        mail: { template: 'sign-in-code', name: to.name, code },
      }),
    nudge,
    async stop() {
      await Promise.all(lanes.map((lane) => lane.stop()));
      deliveries.close();
      senderDb.close();
    },
  };
}
