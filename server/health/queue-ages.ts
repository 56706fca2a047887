import type { Db } from '../db';

export interface QueueState {
  depth: number;
  /** Seconds since the oldest waiting item was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

const ageSeconds = (oldest: string | null, now: number) =>
  oldest ? Math.max(0, Math.round((now - Date.parse(oldest)) / 1000)) : 0;

/** The relay outbox's pending entries and its dead letters. */
export function outboxState(db: Db, now = Date.now()): QueueState & { dead: number } {
  const row = db
    .prepare(
      "SELECT sum(status = 'pending') AS depth, min(CASE WHEN status = 'pending' THEN created_time END) AS oldest, sum(status = 'dead') AS dead FROM outbox WHERE status IN ('pending', 'dead')",
    )
    .get() as { depth: number | null; oldest: string | null; dead: number | null };
  return { depth: row.depth ?? 0, oldestAgeSeconds: ageSeconds(row.oldest, now), dead: row.dead ?? 0 };
}

/** The notifications waiting to be sent, all channels together. */
export function notificationQueueState(db: Db, now = Date.now()): QueueState {
  const row = db
    .prepare("SELECT count(*) AS depth, min(created_at) AS oldest FROM notifications WHERE status = 'queued'")
    .get() as { depth: number; oldest: string | null };
  return { depth: row.depth, oldestAgeSeconds: ageSeconds(row.oldest, now) };
}
