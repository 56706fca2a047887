import type { FastifyBaseLogger } from 'fastify';
import { MAX_RECORDS_PER_REQUEST } from '../tables/create-body';
import type { Db } from '../db';
import { waitAtMost, wakeableSleep } from '../loop-timing';
import type { Outbox, OutboxEntry } from './outbox';
import { recordTableHealth } from './table-health';
import type { UpstreamClient } from './upstream-client';

export interface ForwarderOptions {
  batchDelayMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  penaltyMs: number;
  /** The upstream field holding the submission id, for tables that have one. */
  upsertField?: string;
  upsertTables: readonly string[];
}

const IDLE_CHECK_MS = 60_000;
const STOP_GRACE_MS = 3_000;

/** Full-jitter exponential back-off: a random wait up to base * 2^attempt, capped. */
export const backoffMs = (attempt: number, baseMs: number, maxMs: number) =>
  Math.round(Math.random() * Math.min(maxMs, baseMs * 2 ** attempt));

/** Takes the oldest due entry and as many of its table's non-solo entries as fit in one call. */
function nextBatch(due: OutboxEntry[]): OutboxEntry[] {
  const first = due[0];
  if (first.solo) return [first];
  return due.filter((entry) => entry.table === first.table && !entry.solo).slice(0, MAX_RECORDS_PER_REQUEST);
}

/**
 * Delivers the outbox upstream, one call at a time, paced by the client's rate window. It runs
 * until stopped and picks up where the last process left off.
 */
export class Forwarder {
  private stopped = false;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private nudged = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly db: Db,
    private readonly client: UpstreamClient,
    private readonly options: ForwarderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.running ??= this.loop();
  }

  /** A new entry is waiting. */
  nudge() {
    this.nudged = true;
    this.wake?.();
  }

  /**
   * Stops after the call in flight, waiting at most `graceMs`: a call stuck behind a rate-limit
   * pause is abandoned, and its records, still pending in the outbox, go on the next start.
   */
  async stop(graceMs = STOP_GRACE_MS) {
    this.stopped = true;
    this.wake?.();
    await waitAtMost(this.running, graceMs);
  }

  /** Sleeps `ms`; a wakeable sleep also ends early on a nudge or stop. */
  private sleep(ms: number, wakeable = true): Promise<void> {
    return wakeableSleep(ms, (wake) => (this.wake = wakeable ? wake : undefined));
  }

  private async loop() {
    while (!this.stopped) {
      try {
        const due = this.outbox.due(Date.now(), 100);
        if (due.length === 0) {
          await this.idle();
          continue;
        }
        await this.send(nextBatch(due));
      } catch (error) {
        this.log.error({ err: error }, 'relay forwarder failed; retrying shortly');
        await this.sleep(this.options.retryBaseMs);
      }
    }
  }

  /**
   * Sleeps until the next entry is due or a new one arrives; then, while a burst keeps arriving,
   * waits a little longer (never more than five delays) so it leaves as full batches.
   */
  private async idle() {
    const next = this.outbox.nextDueAt();
    this.nudged = false;
    await this.sleep(next === undefined ? IDLE_CHECK_MS : Math.max(0, next - Date.now()));
    const deadline = Date.now() + this.options.batchDelayMs * 5;
    while (
      this.nudged &&
      !this.stopped &&
      Date.now() < deadline &&
      this.outbox.due(Date.now(), MAX_RECORDS_PER_REQUEST).length < MAX_RECORDS_PER_REQUEST
    ) {
      this.nudged = false;
      await this.sleep(this.options.batchDelayMs, false);
    }
  }

  private async send(batch: OutboxEntry[]) {
    const { table } = batch[0];
    const upsertOn =
      this.options.upsertField && (this.options.upsertTables.includes(table) || this.options.upsertTables.includes('*'))
        ? this.options.upsertField
        : undefined;
    const fieldsList = batch.map((entry) =>
      upsertOn ? { ...entry.fields, [upsertOn]: entry.submissionId } : entry.fields,
    );
    const result = await this.client.deliver(table, fieldsList, upsertOn);
    const now = Date.now();

    if (result.kind === 'delivered') {
      this.outbox.markDelivered(batch, result.ids);
      if (recordTableHealth(this.db, table, { state: 'ok' }) && batch[0].attempts > 0)
        this.log.info({ table }, 'upstream table accepts deliveries again');
      return;
    }
    if (result.kind === 'blocked') {
      // The token, the base or the table is wrong: only staff can fix it, so say so loudly once and
      // probe at the longest back-off; the other tables go on meanwhile.
      if (recordTableHealth(this.db, table, { state: 'blocked', status: result.status, error: result.message }))
        this.log.error(
          { table, records: batch.length, upstream: result.message },
          'ALARM: upstream table refuses deliveries; its records wait until staff fix access',
        );
      return this.outbox.markRetry(batch, now + this.options.retryMaxMs, result.message);
    }
    if (result.kind === 'rate-limited') {
      this.log.warn({ table, records: batch.length }, 'upstream rate limit reached; waiting before the next call');
      return this.outbox.postpone(batch, now + this.options.penaltyMs);
    }
    if (result.kind === 'rejected' && batch.length > 1) {
      // One bad record fails the whole call: send each alone to find it and deliver the rest.
      return this.outbox.markRetry(batch, now, result.message, true);
    }
    if (result.kind === 'rejected') {
      this.log.error(
        { table, submission: batch[0].submissionId, upstream: result.message },
        'upstream rejected a record; kept as a dead letter',
      );
      return this.outbox.markDead(batch[0], result.message);
    }
    const attempt = Math.max(...batch.map((entry) => entry.attempts));
    this.log.warn(
      { table, records: batch.length, attempt: attempt + 1, upstream: result.message },
      'upstream delivery failed; will retry',
    );
    this.outbox.markRetry(
      batch,
      now + backoffMs(attempt, this.options.retryBaseMs, this.options.retryMaxMs),
      result.message,
    );
  }
}
