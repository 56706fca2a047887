import type { FastifyBaseLogger } from 'fastify';
import { MAX_RECORDS_PER_REQUEST } from '../tables/incoming-records';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { waitAtMost } from '../loop-timing';
import type { Fields } from '../tables/record-store';
import type { HostedCopy, Outbox, OutboxEntry } from './outbox';
import { recordTableHealth } from './table-health';
import type { DeliveryResult, UpstreamClient } from './upstream-client';

export interface ForwarderOptions {
  batchDelayMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  penaltyMs: number;
  /** A call ends within this (the client's time-out); the job's lease outlives it. */
  timeoutMs: number;
  /** The upstream field holding the submission id, for tables that have one. */
  upsertField?: string;
  upsertTables: readonly string[];
  /** The fields a copy carries upstream (its files at the file host); throws when they cannot be made. */
  copyFields?: (fields: Fields) => Promise<Fields>;
  /** Queues deleting copies whose records were erased while their call was in flight. */
  eraseCopies: (copies: HostedCopy[]) => void;
}

/** The job kind that forwards the outbox: one row, so one process at a time forwards. */
export const FORWARD_JOB = 'mirror.forward';
/** With nothing waiting, the outbox is looked at this often (entries another build queued, say). */
const IDLE_CHECK_MS = 60_000;
/** The first look after a start comes this soon, so the gateway's start never waits on the upstream. */
const FIRST_LOOK_MS = 1_000;
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
 * Delivers the outbox upstream as a recurring job kind: each run sends one batch, paced by the
 * client's rate window, then asks for the next run when the next entry is due. The job's lease
 * keeps a second process from sending the same entries; a new entry wakes the job after
 * `batchDelayMs`, so a burst leaves as full batches.
 */
export class Forwarder {
  private stopping = false;
  private readonly stopped: Promise<void>;
  private requestStop = () => {};

  constructor(
    private readonly outbox: Outbox,
    private readonly db: Db,
    private readonly client: UpstreamClient,
    private readonly jobs: JobRunner,
    private readonly options: ForwarderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stopped = new Promise((resolve) => (this.requestStop = resolve));
    jobs.every(FORWARD_JOB, { everyMs: IDLE_CHECK_MS, firstAfterMs: FIRST_LOOK_MS }, () => this.forwardDue(), {
      leaseMs: 2 * options.timeoutMs,
    });
  }

  /** A new entry is waiting. */
  nudge() {
    this.jobs.runBy(FORWARD_JOB, Date.now() + this.options.batchDelayMs);
  }

  /**
   * Lets the call in flight finish, waiting at most STOP_GRACE_MS: a call stuck behind a
   * rate-limit pause is abandoned, and its records, still pending in the outbox, go on the next start.
   */
  stop() {
    this.stopping = true;
    this.requestStop();
  }

  private async forwardDue() {
    try {
      const due = this.outbox.due(Date.now(), 100);
      if (due.length > 0 && !this.stopping) await this.send(nextBatch(due));
      const next = this.outbox.nextDueAt();
      if (next !== undefined && !this.stopping) this.jobs.runBy(FORWARD_JOB, next);
    } catch (error) {
      this.log.error({ err: error }, 'mirror forwarder failed; retrying shortly');
      this.jobs.runBy(FORWARD_JOB, Date.now() + this.options.retryBaseMs);
    }
  }

  /** Delivers a batch, its files first; undefined when the gateway stopped before an answer. */
  private async deliver(batch: OutboxEntry[]): Promise<DeliveryResult | undefined> {
    const { table } = batch[0];
    const upsertOn =
      this.options.upsertField && (this.options.upsertTables.includes(table) || this.options.upsertTables.includes('*'))
        ? this.options.upsertField
        : undefined;
    const { copyFields = async (fields: Fields) => fields } = this.options;
    let fieldsList: Fields[];
    try {
      fieldsList = await Promise.all(
        batch.map(async (entry) => {
          const fields = await copyFields(entry.fields);
          return upsertOn ? { ...fields, [upsertOn]: entry.submissionId } : fields;
        }),
      );
    } catch (error) {
      return { kind: 'failed', message: `file host: ${error instanceof Error ? error.message : String(error)}` };
    }
    const delivery = this.client.deliver(table, fieldsList, upsertOn);
    return Promise.race([delivery, this.stopped.then(() => waitAtMost(delivery, STOP_GRACE_MS))]);
  }

  private async send(batch: OutboxEntry[]) {
    const { table } = batch[0];
    const result = await this.deliver(batch);
    if (!result) return;
    const now = Date.now();

    if (result.kind === 'delivered') {
      this.outbox.markDelivered(batch, result.ids, this.options.eraseCopies);
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
