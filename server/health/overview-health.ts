import type { BackupStatus } from '../../schemas/backup-status';
import type { OverviewHealth } from '../../schemas/staff-overview';
import { notificationCounts, notificationQueueState } from '../notify/notification-queue';
import type { Delivery } from '../staff/delivery/delivery';
import type { Db } from '../storage/db';

export interface OverviewHealthOptions {
  db: Db;
  /** Whether a mail server is set (else every message is only saved on the server). */
  mailServer: () => boolean;
  backups: () => BackupStatus;
  /** The hosted table mirror's deliveries, when one is configured. */
  delivery?: Delivery;
  /** A queue whose oldest waiting message is older than this is stuck (as /readyz judges it). */
  maxQueueAgeSeconds: number;
}

/** The health of mail, backups and the mirror's delivery, as the back office's overview shows it. */
export const overviewHealth = (options: OverviewHealthOptions) => (): OverviewHealth => {
  const { nightly, last } = options.backups();
  const failed = notificationCounts(options.db)
    .filter((row) => row.channel === 'email' && row.status === 'failed')
    .reduce((sum, row) => sum + row.n, 0);
  return {
    mail: {
      server: options.mailServer(),
      failed,
      stuck: notificationQueueState(options.db).oldestAgeSeconds > options.maxQueueAgeSeconds,
    },
    backups: { nightly, lastAt: last?.startedAt ?? null, ok: last?.ok ?? null },
    delivery: options.delivery
      ? { pending: options.delivery.counts().pending, dead: options.delivery.deadLetters().length }
      : null,
  };
};
