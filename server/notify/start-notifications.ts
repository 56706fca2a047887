import type { FastifyInstance } from 'fastify';
import type { MeetingDecision } from '../../schemas/staff-api';
import type { Company } from '../../schemas/company';
import type { Config } from '../config';
import type { Db } from '../db';
import type { StoredRecord } from '../tables/record-store';
import { createDeliveries } from './deliveries';
import { NotificationQueue } from './notification-queue';
import { NotificationSender } from './notification-sender';
import { notifySettings } from './notify-settings';
import type { NotifiedStaff } from './staff-recipients';
import { SubmissionNotifier, type NotifiedRecord } from './submission-notifier';

export interface Notifications {
  /** The hook for the record store and the relay outbox: call inside their insert transaction. */
  recordsCreated(table: string, records: StoredRecord[]): void;
  /**
   * The back office's Confirm / Decline: queues the visitor's e-mail with the updated invite (same
   * UID, SEQUENCE raised) or the cancellation. Call it inside the transaction that records the decision.
   */
  meetingDecision(record: NotifiedRecord, decision: MeetingDecision, sequence: number): void;
  /** Wakes the sender (after a resend). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Starts the background sender on this database; whatever an earlier process left queued goes
 * first. `senderDb` is a second connection to it, the sender's own (closed on stop).
 */
export function startNotifications(
  config: Config,
  { db, senderDb }: { db: Db; senderDb: Db },
  app: FastifyInstance,
  staff: NotifiedStaff,
  company?: () => Company,
): Notifications {
  const { log } = app;
  const deliveries = createDeliveries(config);
  const queue = new NotificationQueue(db);
  // The sender's own connection skips the fsync on marking a message sent: that write would
  // otherwise block the event loop once per message. A power cut may forget the last few marks,
  // and those messages go again (at least once); what is queued is always committed with fsync.
  senderDb.pragma('synchronous = NORMAL');
  const sender = new NotificationSender(
    new NotificationQueue(senderDb),
    deliveries,
    { retryBaseMs: config.NOTIFY_RETRY_BASE_MS, retryMaxMs: config.NOTIFY_RETRY_MAX_MS },
    log,
  );
  const notifier = new SubmissionNotifier(queue, notifySettings(config, company), log, sender.nudge, staff);
  app.addHook('onRequest', (_request, _reply, done) => {
    sender.sawRequest();
    done();
  });
  sender.start();
  log.debug(`notifications: e-mail to ${deliveries.mailTarget}`);
  return {
    recordsCreated: notifier.recordsCreated,
    meetingDecision: notifier.meetingDecision,
    nudge: sender.nudge,
    async stop() {
      await sender.stop();
      senderDb.close();
    },
  };
}
