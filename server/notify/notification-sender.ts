import type { FastifyBaseLogger } from 'fastify';
import { waitAtMost, wakeableSleep } from '../loop-timing';
import { backoffMs } from '../relay/forwarder';
import { DeliveryError, type Deliveries } from './deliveries';
import type { NotificationChannel } from '../../schemas/staff-api';
import type { NotificationQueue } from './notification-queue';

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  /** The lane's channel: each channel has its own sender, so a slow webhook never holds an e-mail. */
  channel: NotificationChannel;
  /** How many of the channel's notifications are sent at once. */
  concurrency: number;
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
 * One lane: sends one channel's queued notifications in the background, `concurrency` at a time,
 * until stopped. A row leaves `queued` only after the server accepted it, so a crash mid-send sends
 * that one again on the next start (at least once).
 */
export class NotificationSender {
  private stopped = false;
  private running: Promise<unknown> | undefined;
  private readonly wakers = new Set<() => void>();
  private readonly busy = new Set<number>();
  private requests = 0;
  private lastCheck = { at: Date.now(), requests: 0 };

  constructor(
    private readonly queue: NotificationQueue,
    private readonly deliveries: Deliveries,
    private readonly options: SenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.running ??= Promise.all(Array.from({ length: this.options.concurrency }, () => this.loop()));
  }

  /** Something new is queued; runs after the caller's transaction has committed. */
  nudge = () => {
    setImmediate(() => this.wakeAll());
  };

  /** Stops taking new work; what is being sent has `graceMs` to finish. */
  async stop(graceMs = STOP_GRACE_MS) {
    this.stopped = true;
    this.wakeAll();
    await waitAtMost(this.running, graceMs);
  }

  private wakeAll() {
    for (const wake of [...this.wakers]) wake();
  }

  private async sleep(ms: number): Promise<void> {
    let waker: (() => void) | undefined;
    await wakeableSleep(ms, (wake) => {
      waker = wake;
      this.wakers.add(wake);
    });
    if (waker) this.wakers.delete(waker);
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
        const { channel } = this.options;
        const next = this.queue.nextDueNow(channel, Date.now(), this.busy);
        if (!next) {
          const at = this.queue.nextDueAt(channel, this.busy);
          await this.sleep(at === undefined ? IDLE_CHECK_MS : Math.min(IDLE_CHECK_MS, Math.max(0, at - Date.now())));
          continue;
        }
        this.busy.add(next.id);
        try {
          await this.yieldToVisitors();
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
        } finally {
          this.busy.delete(next.id);
        }
      } catch (error) {
        this.log.error({ err: error }, 'notification sender failed; retrying shortly');
        await this.sleep(this.options.retryBaseMs);
      }
    }
  }
}
