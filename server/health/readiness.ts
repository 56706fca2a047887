import { statfsSync } from 'node:fs';
import type { BackupStatus } from '../../schemas/backup-status';
import type { Db } from '../storage/db';
import { notificationQueueState } from '../notify/notification-queue';
import type { QueueState } from '../queue-state';
import { outboxState } from '../mirror/outbox';
import { typedDb } from '../storage/typed-db';

export interface ReadinessOptions {
  db: Db;
  dataDir: string;
  /** Below this many free bytes on the data folder's disk the gateway is not ready. */
  minFreeBytes: number;
  /** A queue whose oldest waiting item is older than this is stuck. */
  maxQueueAgeSeconds: number;
  backups: () => BackupStatus;
  /** The clock the cached answer ages by (tests move it). */
  now?: () => number;
}

export interface Readiness {
  ready: boolean;
  /** Why not, one line each; empty when ready. */
  reasons: string[];
  database: { writable: boolean };
  disk: { freeBytes: number; minFreeBytes: number };
  outbox: QueueState & { dead: number };
  notifications: QueueState;
  backup: { lastAt: string | null; ok: boolean | null; bytes: number | null; lastSuccessAt: string | null };
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1e6)} MB`;
const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** How long one probe's answer is given again: a burst of /readyz runs the checks, and their write, once. */
export const READINESS_CACHE_MS = 1_000;

/** Whether the gateway can take a submission now, and why not; every check runs each time. */
export function checkReadiness(options: ReadinessOptions): Readiness {
  const { db, dataDir, minFreeBytes, maxQueueAgeSeconds } = options;
  const reasons: string[] = [];
  let writable = true;
  try {
    // A real write, committed: a full or read-only disk refuses it as it would a submission.
    const at = new Date().toISOString();
    typedDb(db).run((q) =>
      q
        .insertInto('readiness_probe')
        .values({ id: 1, at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ at })),
    );
  } catch (error) {
    writable = false;
    reasons.push(`database not writable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const stats = statfsSync(dataDir);
  const freeBytes = stats.bavail * stats.bsize;
  if (freeBytes < minFreeBytes)
    reasons.push(`data disk nearly full: ${megabytes(freeBytes)} free, at least ${megabytes(minFreeBytes)} needed`);
  const outbox = outboxState(db);
  if (outbox.oldestAgeSeconds > maxQueueAgeSeconds)
    reasons.push(`outbox stuck: ${outbox.depth} pending, the oldest waiting ${minutes(outbox.oldestAgeSeconds)}`);
  const notifications = notificationQueueState(db);
  if (notifications.oldestAgeSeconds > maxQueueAgeSeconds)
    reasons.push(
      `notification queue stuck: ${notifications.depth} queued, the oldest waiting ${minutes(notifications.oldestAgeSeconds)}`,
    );
  const { last, lastSuccess } = options.backups();
  return {
    ready: reasons.length === 0,
    reasons,
    database: { writable },
    disk: { freeBytes, minFreeBytes },
    outbox,
    notifications,
    backup: {
      lastAt: last?.startedAt ?? null,
      ok: last?.ok ?? null,
      bytes: last?.bytes ?? null,
      lastSuccessAt: lastSuccess?.startedAt ?? null,
    },
  };
}

/** `checkReadiness`, run at most once per `READINESS_CACHE_MS` whoever asks. */
export function cachedReadiness(options: ReadinessOptions): () => Readiness {
  const now = options.now ?? Date.now;
  let last: { at: number; readiness: Readiness } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= READINESS_CACHE_MS || at < last.at) last = { at, readiness: checkReadiness(options) };
    return last.readiness;
  };
}
