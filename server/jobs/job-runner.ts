/**
 * The gateway's one job runner: every piece of background work is a job kind registered here,
 * durable in the `jobs` table (job-store.ts), run only under a lease, retried with back-off, kept
 * as a dead letter when its attempts are spent; recurring kinds are one row each that moves on.
 *
 * Written here rather than taken from npm (November 2026): pg-boss and graphile-worker need
 * PostgreSQL, BullMQ needs Redis; Sidequest has SQLite and PostgreSQL backends but keeps its own
 * knex connection and runs jobs in forked worker threads, so a job could not share the gateway's
 * connection and transactions (a reminder is queued in the same transaction as its row), and its
 * authors advise against SQLite in production; the SQLite-only ones (plainjob, liteque, walq) are
 * 0.x and would need replacing with the second engine. The claim is one UPDATE, which PostgreSQL
 * can answer the same way (`FOR UPDATE SKIP LOCKED` in the subquery).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/db';
import type { DeadJob } from '../../schemas/staff-api';
import { wakeableSleep } from '../loop-timing';
import { JobStore, type ClaimedJob } from './job-store';

export type JobHandler<P> = (payload: P, job: ClaimedJob) => void | Promise<void>;

export interface KindOptions {
  /** Runs before a one-off job becomes a dead letter (default 5). */
  maxAttempts?: number;
  /**
   * How long a runner holds a job without renewing (default a minute): after a crash, the job runs
   * again this long after. A running job's lease is renewed at half time, when the event loop is free.
   */
  leaseMs?: number;
  /**
   * A lane of its own: at most this many jobs of the kind run at once, beside the runner's shared
   * `concurrency` and not counted in it, so a slow kind never holds another (e-mail and webhooks).
   */
  concurrency?: number;
  /** The kind's own back-off after a failed run, instead of the runner's `retryBaseMs` and `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface Schedule {
  everyMs: number;
  /** After a start, the first run comes this soon at the latest (0: at the start). */
  firstAfterMs: number;
}

export interface RunnerOptions {
  db: Db;
  log?: FastifyBaseLogger;
  now?: () => number;
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** A failed job's first retry comes this long after, doubling each time up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often an idle runner looks for jobs another process queued (default a minute). */
  idleMs?: number;
}

interface Kind {
  handler: JobHandler<never>;
  maxAttempts: number;
  leaseMs: number;
  concurrency?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  schedule?: Schedule;
}

/** A renewal or claim that failed (the database busy) is tried again this soon. */
const RETRY_MS = 1_000;
/** When a running job's lease is renewed: at half its time. */
const renewalAt = (job: ClaimedJob) => job.leaseUntil - job.leaseMs / 2;

/** setTimeout's longest wait. */
const LONGEST_SLEEP_MS = 2 ** 31 - 1;

export class JobRunner {
  private readonly store: JobStore;
  private readonly kinds = new Map<string, Kind>();
  private readonly now: () => number;
  private readonly owner = `${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<ClaimedJob, Promise<void>>();
  /** Recurring kinds whose row is not yet written this start. */
  private readonly unscheduled = new Set<string>();
  private claims = 0;
  private started = false;
  private stopping = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** Set by a wake while the loop was not asleep, so its next sleep ends at once. */
  private woken = false;

  constructor(private readonly options: RunnerOptions) {
    this.store = new JobStore(options.db);
    this.now = options.now ?? Date.now;
  }

  /** A kind of one-off job, queued with `enqueue`. */
  define<P>(kind: string, handler: JobHandler<P>, options: KindOptions = {}) {
    this.add(kind, { handler: handler as JobHandler<never>, ...this.kindOptions(options) });
  }

  /** A recurring kind: runs every `everyMs`, however many processes share the database. */
  every(kind: string, schedule: Schedule, handler: () => void | Promise<void>, options: KindOptions = {}) {
    this.add(kind, { handler, ...this.kindOptions(options), schedule });
  }

  /**
   * Queues a job (durably, in the caller's transaction if there is one) and wakes the runner; with
   * a `key`, a second enqueue of the same key queues nothing (false).
   */
  enqueue(kind: string, payload: unknown, options: { runAt?: number; key?: string } = {}): boolean {
    const known = this.kinds.get(kind);
    if (!known) throw new Error(`No job kind "${kind}" is registered`);
    const added = this.store.add(kind, payload, {
      runAt: options.runAt ?? this.now(),
      key: options.key,
      maxAttempts: known.maxAttempts,
      leaseMs: known.leaseMs,
    });
    if (added) this.wake();
    return added;
  }

  /**
   * Has the recurring `kind` run by `at` at the latest (sooner than its period: new work for it).
   * Asked while it runs, it runs again once this run ends, whichever process asks.
   */
  runBy(kind: string, at: number) {
    this.store.runBy(kind, at, this.now());
    this.wake();
  }

  /**
   * Schedules the recurring kinds and starts the loop; resolves once the jobs due at the start
   * (as many as run at once) have run, so a sweep at start is done before the gateway listens.
   */
  async start() {
    this.started = true;
    for (const [kind, { schedule }] of this.kinds) if (schedule) this.unscheduled.add(kind);
    try {
      this.scheduleRecurring();
    } catch (error) {
      // A full disk must not keep the site from starting: the loop schedules them once it can write.
      this.options.log?.error({ err: error }, 'job runner: recurring work not scheduled yet; tried again');
    }
    // The loop's first round claims synchronously, so `running` holds the jobs due now.
    this.loopDone = this.loop();
    await Promise.all(this.running.values());
  }

  /** Runs the jobs due now, one after another; answers how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (let job = this.claim(); job && !this.stopping; job = this.claim()) {
      await this.track(job);
      ran++;
    }
    return ran;
  }

  /** Stops taking jobs and waits for the running ones to end. */
  async stop() {
    this.stopping = true;
    this.wake();
    await this.loopDone;
    await Promise.all(this.running.values());
  }

  deadLetters(): DeadJob[] {
    return this.store.deadLetters();
  }

  /** Queues a dead letter again with all its attempts; its kind, or undefined when `id` is no dead letter. */
  retry(id: number): string | undefined {
    const kind = this.store.revive(id, this.now());
    if (kind) this.wake();
    return kind;
  }

  /** Puts each recurring kind's row in the table, once per start (kept for the loop when a write fails). */
  private scheduleRecurring() {
    const now = this.now();
    for (const kind of this.unscheduled) {
      const { schedule, leaseMs } = this.kinds.get(kind)!;
      this.store.schedule(kind, schedule!.everyMs, now + schedule!.firstAfterMs, leaseMs, now);
      this.unscheduled.delete(kind);
    }
  }

  private async loop() {
    while (!this.stopping) {
      const now = this.now();
      let wakeAt = now + (this.options.idleMs ?? 60_000);
      try {
        this.scheduleRecurring();
        for (let job; (job = this.claim(this.claimable()));) void this.track(job);
        for (const job of this.running.keys()) {
          if (renewalAt(job) <= now) this.renew(job, now);
          wakeAt = Math.min(wakeAt, renewalAt(job));
        }
        wakeAt = Math.min(wakeAt, this.store.nextDue(this.claimable()) ?? wakeAt);
      } catch (error) {
        // The database busy or failing: the loop carries on and tries again, as a timer would have.
        this.options.log?.error({ err: error }, 'job runner: the jobs table could not be read; tried again');
        wakeAt = now + RETRY_MS;
      }
      await this.sleep(Math.max(0, wakeAt - now));
    }
  }

  /** Runs `job`, counted among the running ones that `stop` waits for. */
  private track(job: ClaimedJob) {
    const run = this.execute(job).finally(() => {
      this.running.delete(job);
      this.wake();
    });
    this.running.set(job, run);
    return run;
  }

  private renew(job: ClaimedJob, now: number) {
    try {
      if (this.store.renew(job, now)) return;
      this.options.log?.error(
        { kind: job.kind, id: job.id },
        'ALARM job ran past its lease; another runner may run it too',
      );
      job.leaseUntil = Infinity;
    } catch (error) {
      this.options.log?.warn({ err: error, kind: job.kind, id: job.id }, 'job lease not renewed; tried again');
      job.leaseUntil = now + job.leaseMs / 2 + RETRY_MS;
    }
  }

  /** The kinds with room to run one more: the shared ones while the shared slots are not all taken, each lane while it has room. */
  private claimable(): string[] {
    const running = new Map<string, number>();
    let shared = 0;
    for (const { kind } of this.running.keys()) {
      if (this.kinds.get(kind)!.concurrency === undefined) shared++;
      else running.set(kind, (running.get(kind) ?? 0) + 1);
    }
    const sharedRoom = shared < (this.options.concurrency ?? 4);
    return [...this.kinds]
      .filter(([kind, { concurrency }]) =>
        concurrency === undefined ? sharedRoom : (running.get(kind) ?? 0) < concurrency,
      )
      .map(([kind]) => kind);
  }

  private claim(kinds = [...this.kinds.keys()]): ClaimedJob | undefined {
    if (this.stopping || !kinds.length) return undefined;
    return this.store.claim(kinds, `${this.owner}#${++this.claims}`, this.now());
  }

  private async execute(job: ClaimedJob) {
    const log = this.options.log;
    let failed = false;
    let failure: unknown;
    try {
      await this.kinds.get(job.kind)!.handler(job.payload as never, job);
    } catch (error) {
      failed = true;
      failure = error;
      if (job.everyMs !== null)
        log?.error({ err: error, kind: job.kind }, 'job failed; it runs again at its next time');
      else if (job.attempt >= job.maxAttempts)
        log?.error({ err: error, kind: job.kind, id: job.id }, 'ALARM job failed for good: kept as a dead letter');
      else log?.warn({ err: error, kind: job.kind, id: job.id }, 'job failed; tried again later');
    }
    try {
      if (!failed) this.store.succeeded(job, this.now());
      else {
        const kind = this.kinds.get(job.kind)!;
        const retryBaseMs = kind.retryBaseMs ?? this.options.retryBaseMs ?? 30_000;
        const retryMaxMs = kind.retryMaxMs ?? this.options.retryMaxMs ?? 3_600_000;
        const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** (job.attempt - 1));
        const message = failure instanceof Error ? failure.message : String(failure);
        this.store.failed(job, message, this.now() + delay, this.now());
      }
    } catch (error) {
      // The job runs again once its lease ends.
      log?.error({ err: error, kind: job.kind, id: job.id }, 'job ended but could not be recorded');
    }
  }

  /** The runner's one timer: until the next job is due, or until woken. */
  private async sleep(ms: number) {
    if (!this.woken && ms > 0)
      await wakeableSleep(Math.min(ms, LONGEST_SLEEP_MS), (wake) => (this.wakeUp = wake), { unref: true });
    this.wakeUp = undefined;
    this.woken = false;
  }

  private wake() {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  private add(kind: string, definition: Kind) {
    if (this.started) throw new Error(`Job kind "${kind}" registered after the runner started`);
    if (this.kinds.has(kind)) throw new Error(`Job kind "${kind}" is registered twice`);
    this.kinds.set(kind, definition);
  }

  private kindOptions(options: KindOptions) {
    return {
      maxAttempts: options.maxAttempts ?? 5,
      leaseMs: options.leaseMs ?? 60_000,
      concurrency: options.concurrency,
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
    };
  }
}
