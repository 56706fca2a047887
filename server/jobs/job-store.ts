import type { Insertable } from 'kysely';
import type { DeadJob } from '../../schemas/staff-api';
import type { Db } from '../storage/db';
import { greatest, least } from '../storage/scalar-bounds';
import type { Database } from '../storage/database';
import { typedDb, type TypedDb } from '../storage/typed-db';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  key: string | null;
  /** This run's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
  runAt: number;
  everyMs: number | null;
  leaseOwner: string;
  leaseMs: number;
  /** Moved on while the job runs (`renew`). */
  leaseUntil: number;
}

const claimedColumns = [
  'id',
  'kind',
  'payload',
  'key',
  'attempts',
  'max_attempts',
  'run_at',
  'every_ms',
  'lease_ms',
  'lease_until',
] as const;

/**
 * The claim for one set of kinds, compiled once: one statement. SQLite takes the write lock before
 * the subquery reads, so two processes cannot both see the job free. PostgreSQL reads the subquery
 * in each statement's own snapshot, so two gateways could both pick the same job (measured: 99 of
 * 200 jobs ran twice): there the subquery locks the row it picks and skips rows another claim holds.
 */
function claimStatement(db: TypedDb, kinds: readonly string[]) {
  return db.statement((q, args: { owner: string; now: number }) =>
    q
      .updateTable('jobs')
      .set((eb) => ({
        lease_owner: args.owner,
        lease_until: eb(eb.val(args.now), '+', eb.ref('lease_ms')),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'queued')
          .where('run_at', '<=', args.now)
          .where('kind', 'in', kinds)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', args.now)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          .$if(db.engine === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returning(claimedColumns),
  );
}

/** Owner of `jobs`: what the runner asks of the table, one statement (or one transaction) each. */
export class JobStore {
  private readonly db: TypedDb;
  // Compiled once: every submission's notifications go through them.
  private readonly insertJob;
  private readonly deleteJob;
  private readonly keepDone;
  private readonly claimStatements = new Map<string, ReturnType<typeof claimStatement>>();

  constructor(db: Db) {
    this.db = typedDb(db);
    this.insertJob = this.db.statement((q, args: Insertable<Database['jobs']>) =>
      q
        .insertInto('jobs')
        .values({
          kind: args.kind,
          payload: args.payload,
          key: args.key,
          run_at: args.run_at,
          max_attempts: args.max_attempts,
          lease_ms: args.lease_ms,
          created_at: args.created_at,
        })
        .onConflict((conflict) => conflict.column('key').doNothing()),
    );
    this.deleteJob = this.db.statement((q, args: { id: number; owner: string }) =>
      q.deleteFrom('jobs').where('id', '=', args.id).where('lease_owner', '=', args.owner),
    );
    this.keepDone = this.db.statement((q, args: { id: number; owner: string; now: number }) =>
      q
        .updateTable('jobs')
        .set({ status: 'done', lease_owner: null, lease_until: null, ended_at: args.now })
        .where('id', '=', args.id)
        .where('lease_owner', '=', args.owner),
    );
  }

  /** Queues a one-off job; false when a job with this key exists already (waiting, done or dead). */
  add(kind: string, payload: unknown, options: { runAt: number; key?: string; maxAttempts: number; leaseMs: number }) {
    const { changes } = this.insertJob.run({
      kind,
      payload: JSON.stringify(payload ?? null),
      key: options.key ?? null,
      run_at: options.runAt,
      max_attempts: options.maxAttempts,
      lease_ms: options.leaseMs,
      created_at: Date.now(),
    });
    return changes === 1;
  }

  /**
   * The recurring kind's one row, due `firstRunAt` at the latest: a row left overdue by downtime
   * waits like a new one, a row due sooner (another process's schedule) keeps its time.
   */
  schedule(kind: string, everyMs: number, firstRunAt: number, leaseMs: number, now: number) {
    this.db.run((q) =>
      q
        .insertInto('jobs')
        .values({
          kind,
          payload: 'null',
          key: null,
          run_at: firstRunAt,
          every_ms: everyMs,
          max_attempts: 1,
          lease_ms: leaseMs,
          created_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .column('kind')
            .where('every_ms', 'is not', null)
            .doUpdateSet((eb) => ({
              every_ms: everyMs,
              lease_ms: leaseMs,
              run_at: eb
                .case()
                .when('jobs.run_at', '<', now)
                .then(firstRunAt)
                .else(least(this.db.engine, eb.ref('jobs.run_at'), firstRunAt))
                .end(),
            }))
            .where((eb) => eb.or([eb('jobs.lease_until', 'is', null), eb('jobs.lease_until', '<=', now)])),
        ),
    );
  }

  /**
   * The recurring `kind` runs by `at` at the latest: a waiting row is brought forward; a running
   * row keeps the request in `wake_at` for its run's end (`nextPeriod`).
   */
  runBy(kind: string, at: number, now: number) {
    this.db.run((q) =>
      q
        .updateTable('jobs')
        .set((eb) => ({
          run_at: least(this.db.engine, eb.ref('run_at'), at),
          wake_at: eb
            .case()
            .when('lease_until', '>', now)
            .then(least(this.db.engine, eb.fn.coalesce('wake_at', eb.val(at)), at))
            .end(),
        }))
        .where('kind', '=', kind)
        .where('every_ms', 'is not', null),
    );
  }

  /** Takes the lease of the oldest due job of `kinds`, in one UPDATE; undefined when none is due. */
  claim(kinds: readonly string[], owner: string, now: number): ClaimedJob | undefined {
    const cacheKey = kinds.join('\n');
    let statement = this.claimStatements.get(cacheKey);
    if (!statement) {
      statement = claimStatement(this.db, kinds);
      this.claimStatements.set(cacheKey, statement);
    }
    const row = statement.first({ owner, now });
    if (!row) return undefined;
    return {
      id: row.id,
      kind: row.kind,
      payload: JSON.parse(row.payload),
      key: row.key,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      runAt: row.run_at,
      everyMs: row.every_ms,
      leaseOwner: owner,
      leaseMs: row.lease_ms,
      leaseUntil: row.lease_until!,
    };
  }

  /** Holds a running job's lease for another `leaseMs`; false when it is no longer this runner's. */
  renew(job: ClaimedJob, now: number): boolean {
    const row = this.db.first((q) =>
      q
        .updateTable('jobs')
        .set((eb) => ({ lease_until: eb(eb.val(now), '+', eb.ref('lease_ms')) }))
        .where('id', '=', job.id)
        .where('lease_owner', '=', job.leaseOwner)
        .returning('lease_until'),
    );
    if (row) job.leaseUntil = row.lease_until!;
    return Boolean(row);
  }

  /** When the next job of `kinds` is due (its lease's end, if a runner holds it); undefined when none waits. */
  nextDue(kinds: readonly string[]): number | undefined {
    if (!kinds.length) return undefined;
    const row = this.db.first((q) =>
      q
        .selectFrom('jobs')
        .select((eb) =>
          eb.fn
            .min<number | null>(greatest(this.db.engine, eb.ref('run_at'), eb.fn.coalesce('lease_until', eb.lit(0))))
            .as('at'),
        )
        .where('status', '=', 'queued')
        .where('kind', 'in', kinds),
    );
    return row?.at ?? undefined;
  }

  /**
   * A run that ended well: a one-off job is deleted (kept as done when it has a key, so the key
   * stays spent), a recurring one moves on to its next period. Only while `job`'s lease is still
   * its own: a runner whose lease ran out changes nothing.
   */
  succeeded(job: ClaimedJob, now: number) {
    if (job.everyMs !== null) return this.nextPeriod(job, now, null);
    if (job.key === null) this.deleteJob.run({ id: job.id, owner: job.leaseOwner });
    else this.keepDone.run({ id: job.id, owner: job.leaseOwner, now });
  }

  /** A run that threw: tried again at `retryAt`, or a dead letter once its attempts are spent; a recurring kind just waits for its next period. */
  failed(job: ClaimedJob, error: string, retryAt: number, now: number) {
    if (job.everyMs !== null) return this.nextPeriod(job, now, error);
    const dead = job.attempt >= job.maxAttempts;
    this.db.run((q) =>
      q
        .updateTable('jobs')
        .set({
          status: dead ? 'dead' : 'queued',
          run_at: dead ? job.runAt : retryAt,
          last_error: error,
          ended_at: dead ? now : null,
          lease_owner: null,
          lease_until: null,
        })
        .where('id', '=', job.id)
        .where('lease_owner', '=', job.leaseOwner),
    );
  }

  /** Dead letters, the latest first. */
  deadLetters(): DeadJob[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('jobs')
        .select(['id', 'kind', 'attempts', 'last_error', 'created_at', 'ended_at'])
        .where('status', '=', 'dead')
        .orderBy('ended_at', 'desc')
        .orderBy('id', 'desc'),
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      diedAt: new Date(row.ended_at!).toISOString(),
    }));
  }

  /** A dead letter queued again with all its attempts; its kind, or undefined when `id` is no dead letter. */
  revive(id: number, now: number): string | undefined {
    const row = this.db.first((q) =>
      q
        .updateTable('jobs')
        .set({ status: 'queued', attempts: 0, run_at: now, ended_at: null })
        .where('id', '=', id)
        .where('status', '=', 'dead')
        .returning('kind'),
    );
    return row?.kind;
  }

  private nextPeriod(job: ClaimedJob, now: number, error: string | null) {
    const everyMs = job.everyMs!;
    const next = job.runAt + everyMs > now ? job.runAt + everyMs : now + everyMs;
    this.db.run((q) =>
      q
        .updateTable('jobs')
        .set((eb) => ({
          run_at: least(this.db.engine, next, eb.fn.coalesce('wake_at', eb.val(next))),
          wake_at: null,
          attempts: 0,
          last_error: error,
          lease_owner: null,
          lease_until: null,
        }))
        .where('id', '=', job.id)
        .where('lease_owner', '=', job.leaseOwner),
    );
  }
}
