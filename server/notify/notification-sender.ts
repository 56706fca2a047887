import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../jobs/job-runner';
import { backoffMs } from '../mirror/forwarder';
import { DeliveryError, type Deliveries } from './deliveries';
import type { NotificationChannel } from '../../schemas/staff-api';
import { sendKind, type NotificationQueue, type SendJob } from './notification-queue';

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * Each channel is a lane of the job runner with its own time-out (NOTIFY_TIMEOUT_MS,
 * NOTIFY_WEBHOOK_TIMEOUT_MS), so a slow webhook never holds an e-mail: e-mail one at a time over
 * the pooled connection (so a visitor's messages keep their order), webhooks two at a time.
 */
const laneConcurrency: Record<NotificationChannel, number> = { email: 1, webhook: 2 };
/** A gateway killed mid-send leaves that message to another (or the restarted one) this soon; renewed while a send takes longer. */
const SEND_LEASE_MS = 10_000;
// While the gateway is busy serving (over BUSY_REQUESTS_PER_SEC requests a second since the last
// message), mail waits its turn: one message per BUSY_PAUSE_MS. Visitors come first; the queue
// catches up as soon as the rush ends.
const BUSY_REQUESTS_PER_SEC = 100;
const BUSY_PAUSE_MS = 250;

/**
 * Sends notifications as jobs of the job runner: one job is one attempt at one notification, run
 * under the runner's lease, so however many gateways share the data each attempt is made once. A
 * row leaves `queued` only after the server accepted it, so a crash mid-send sends that one again
 * once the lease ends (at least once).
 */
export class NotificationSender {
  private requests = 0;
  private lastCheck = { at: Date.now(), requests: 0 };

  constructor(
    private readonly queue: NotificationQueue,
    private readonly deliveries: Deliveries,
    private readonly options: SenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One job kind per channel, each its own lane. */
  define(jobs: JobRunner) {
    for (const [channel, concurrency] of Object.entries(laneConcurrency))
      jobs.define<SendJob>(sendKind(channel as NotificationChannel), (job) => this.attempt(job), {
        concurrency,
        leaseMs: SEND_LEASE_MS,
      });
  }

  /** Counts the gateway's requests, to tell a rush from ordinary traffic. */
  sawRequest = () => {
    this.requests += 1;
  };

  private async yieldToVisitors() {
    const now = { at: Date.now(), requests: this.requests };
    const perSecond = ((now.requests - this.lastCheck.requests) * 1000) / Math.max(1, now.at - this.lastCheck.at);
    this.lastCheck = now;
    if (perSecond > BUSY_REQUESTS_PER_SEC) await pause(BUSY_PAUSE_MS);
  }

  private async attempt({ id, job }: SendJob) {
    const next = this.queue.waiting(id, job);
    // Sent, refused or resent since this job was queued: nothing for it to do.
    if (!next) return;
    await this.yieldToVisitors();
    let savedToDisk: boolean;
    try {
      savedToDisk = (await this.deliveries.send(next)) === 'disk';
    } catch (error) {
      const refusal =
        error instanceof DeliveryError ? error : new DeliveryError(String((error as Error)?.message ?? error), false);
      if (refusal.permanent) {
        this.queue.markFailed(id, refusal.message, job);
        this.log.warn({ notification: id, kind: next.kind }, 'notification refused for good');
      } else {
        const wait = backoffMs(next.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
        this.queue.markRetry(id, Date.now() + wait, refusal.message, job);
      }
      return;
    }
    this.queue.markSent(id, savedToDisk, job);
  }
}
