import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Db } from '../database';
import type { StoredRecord } from '../tables/record-store';
import { createDeliveries } from './deliveries';
import type { MeetingDecision } from './messages/visitor-messages';
import { NotificationQueue } from './notification-queue';
import { NotificationSender } from './notification-sender';
import { notifySettings } from './notify-settings';
import { SubmissionNotifier, type NotifiedRecord } from './submission-notifier';

export interface Notifications {
  /** The hook for the record store and the relay outbox: call inside their insert transaction. */
  recordsCreated(table: string, records: StoredRecord[]): void;
  stop(): Promise<void>;
}

const running = new WeakMap<Db, { notifier: SubmissionNotifier; sender: NotificationSender }>();

/** Starts the background sender on this database; whatever an earlier process left queued goes first. */
export function startNotifications(config: Config, db: Db, app: FastifyInstance): Notifications {
  const { log } = app;
  const deliveries = createDeliveries(config);
  const queue = new NotificationQueue(db);
  // The sender's own connection skips the fsync on marking a message sent: that write would
  // otherwise block the event loop once per message. A power cut may forget the last few marks,
  // and those messages go again (at least once); what is queued is always committed with fsync.
  const senderDb = openDatabase(config.DATA_DIR);
  senderDb.pragma('synchronous = NORMAL');
  const sender = new NotificationSender(
    new NotificationQueue(senderDb),
    deliveries,
    { retryBaseMs: config.NOTIFY_RETRY_BASE_MS, retryMaxMs: config.NOTIFY_RETRY_MAX_MS },
    log,
  );
  const notifier = new SubmissionNotifier(db, queue, notifySettings(config), log, sender.nudge);
  running.set(db, { notifier, sender });
  app.addHook('onRequest', (_request, _reply, done) => {
    sender.sawRequest();
    done();
  });
  sender.start();
  log.debug(`notifications: e-mail to ${deliveries.mailTarget}`);
  return {
    recordsCreated: notifier.recordsCreated,
    async stop() {
      running.delete(db);
      await sender.stop();
      senderDb.close();
    },
  };
}

/**
 * The back office's Confirm / Decline: queues the visitor's e-mail with the updated invite (same
 * UID, SEQUENCE raised) or the cancellation. Call it inside the transaction that records the
 * decision. Does nothing when notifications are switched off (NOTIFICATIONS=0).
 */
export function queueMeetingDecision(db: Db, record: NotifiedRecord, decision: MeetingDecision): void {
  running.get(db)?.notifier.meetingDecision(record, decision);
}

/** Wakes the sender working on this database (after a resend), if there is one. */
export function nudgeSender(db: Db) {
  running.get(db)?.sender.nudge();
}
