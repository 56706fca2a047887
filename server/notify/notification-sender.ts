import type { FastifyBaseLogger } from 'fastify';
import { waitAtMost, wakeableSleep } from '../loop-timing';
import { backoffMs } from '../relay/forwarder';
import { DeliveryError, type Deliveries } from './deliveries';
import type { NotificationQueue } from './notification-queue';

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
}

// Another process (the staff CLI, a second gateway on the same data) may queue without a nudge.
const IDLE_CHECK_MS = 5_000;
const STOP_GRACE_MS = 3_000;
// While the gateway is busy serving (over BUSY_REQUESTS_PER_SEC requests a second since the last
// message), mail waits its turn: one message per BUSY_PAUSE_MS. Visitors come first; the queue
// catches up as soon as the rush ends.
const BUSY_REQUESTS_PER_SEC = 100;
const BUSY_PAUSE_MS = 250;

/**
 * Sends queued notifications one at a time in the background until stopped. A row leaves
 * `queued` only after the server accepted it, so a crash mid-send sends that one again on the
 * next start (at least once).
 */
export class NotificationSender {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private requests = 0;
  private lastCheck = { at: Date.now(), requests: 0 };

  constructor(
    private readonly queue: NotificationQueue,
    private readonly deliveries: Deliveries,
    private readonly options: SenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.running ??= this.loop();
  }

  /** Something new is queued; runs after the caller's transaction has committed. */
  nudge = () => {
    setImmediate(() => this.wake?.());
  };

  async stop(graceMs = STOP_GRACE_MS) {
    this.stopped = true;
    this.wake?.();
    await waitAtMost(this.running, graceMs);
    this.deliveries.close();
  }

  private sleep(ms: number): Promise<void> {
    return wakeableSleep(ms, (wake) => (this.wake = wake));
  }

  /** Counts the gateway's requests, to tell a rush from ordinary traffic. */
  sawRequest = () => {
    this.requests += 1;
  };

  private async yieldToVisitors() {
    const now = { at: Date.now(), requests: this.requests };
    const perSecond = ((now.requests - this.lastCheck.requests) * 1000) / Math.max(1, now.at - this.lastCheck.at);
    this.lastCheck = now;
    if (perSecond > BUSY_REQUESTS_PER_SEC) await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
  }

  private async loop() {
    while (!this.stopped) {
      try {
        const next = this.queue.nextDueNow(Date.now());
        if (!next) {
          const at = this.queue.nextDueAt();
          await this.sleep(at === undefined ? IDLE_CHECK_MS : Math.min(IDLE_CHECK_MS, Math.max(0, at - Date.now())));
          continue;
        }
        await this.yieldToVisitors();
        try {
          this.queue.markSent(next.id, (await this.deliveries.send(next)) === 'disk');
        } catch (error) {
          const refusal =
            error instanceof DeliveryError
              ? error
              : new DeliveryError(String((error as Error)?.message ?? error), false);
          if (refusal.permanent) {
            this.queue.markFailed(next.id, refusal.message);
            this.log.warn({ notification: next.id, kind: next.kind }, 'notification refused for good');
          } else {
            const wait = backoffMs(next.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
            this.queue.markRetry(next.id, Date.now() + wait, refusal.message);
          }
        }
      } catch (error) {
        this.log.error({ err: error }, 'notification sender failed; retrying shortly');
        await this.sleep(this.options.retryBaseMs);
      }
    }
  }
}
