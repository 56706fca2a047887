/** How far behind a durable queue is (health and metrics read it of each queue's owner). */
export interface QueueState {
  depth: number;
  /** Seconds since the oldest waiting item was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

export const ageSeconds = (oldest: string | null, now: number) =>
  oldest ? Math.max(0, Math.round((now - Date.parse(oldest)) / 1000)) : 0;
