import type { Statement } from 'better-sqlite3';
import type { DeadJob } from '../../schemas/staff-api';
import type { Db } from '../db';

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

interface ClaimedRow {
  id: number;
  kind: string;
  payload: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  run_at: number;
  every_ms: number | null;
  lease_ms: number;
  lease_until: number;
}

interface DeadRow {
  id: number;
  kind: string;
  attempts: number;
  last_error: string | null;
  created_at: number;
  ended_at: number;
}

/** Owner of `jobs`: what the runner asks of the table, one statement (or one transaction) each. */
export class JobStore {
  private readonly claimStatements = new Map<string, Statement<unknown[]>>();

  constructor(private readonly db: Db) {}

  /** Queues a one-off job; false when a job with this key exists already (waiting, done or dead). */
  add(kind: string, payload: unknown, options: { runAt: number; key?: string; maxAttempts: number; leaseMs: number }) {
    const { changes } = this.db
      .prepare(
        `INSERT INTO jobs (kind, payload, key, run_at, max_attempts, lease_ms, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
      )
      .run(
        kind,
        JSON.stringify(payload ?? null),
        options.key ?? null,
        options.runAt,
        options.maxAttempts,
        options.leaseMs,
        Date.now(),
      );
    return changes === 1;
  }

  /**
   * The recurring kind's one row, due `firstRunAt` at the latest: a row left overdue by downtime
   * waits like a new one, a row due sooner (another process's schedule) keeps its time.
   */
  schedule(kind: string, everyMs: number, firstRunAt: number, leaseMs: number, now: number) {
    this.db
      .prepare(
        `INSERT INTO jobs (kind, payload, key, run_at, every_ms, max_attempts, lease_ms, created_at)
         VALUES (@kind, 'null', NULL, @first, @everyMs, 1, @leaseMs, @now)
         ON CONFLICT (kind) WHERE every_ms IS NOT NULL DO UPDATE SET
           every_ms = @everyMs, lease_ms = @leaseMs,
           run_at = CASE WHEN run_at < @now THEN @first ELSE min(run_at, @first) END
         WHERE lease_until IS NULL OR lease_until <= @now`,
      )
      .run({ kind, first: firstRunAt, everyMs, leaseMs, now });
  }

  /**
   * The recurring `kind` runs by `at` at the latest: a waiting row is brought forward; a running
   * row keeps the request in `wake_at` for its run's end (`nextPeriod`).
   */
  runBy(kind: string, at: number, now: number) {
    this.db
      .prepare(
        `UPDATE jobs SET run_at = min(run_at, @at),
           wake_at = CASE WHEN lease_until > @now THEN min(coalesce(wake_at, @at), @at) END
         WHERE kind = @kind AND every_ms IS NOT NULL`,
      )
      .run({ kind, at, now });
  }

  /** Takes the lease of the oldest due job of `kinds`, in one UPDATE; undefined when none is due. */
  claim(kinds: readonly string[], owner: string, now: number): ClaimedJob | undefined {
    const row = this.claimStatement(kinds).get(owner, now, now, ...kinds, now) as ClaimedRow | undefined;
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
      leaseUntil: row.lease_until,
    };
  }

  /** Holds a running job's lease for another `leaseMs`; false when it is no longer this runner's. */
  renew(job: ClaimedJob, now: number): boolean {
    const row = this.db
      .prepare('UPDATE jobs SET lease_until = ? + lease_ms WHERE id = ? AND lease_owner = ? RETURNING lease_until')
      .get(now, job.id, job.leaseOwner) as { lease_until: number } | undefined;
    if (row) job.leaseUntil = row.lease_until;
    return Boolean(row);
  }

  /** When the next job of `kinds` is due (its lease's end, if a runner holds it); undefined when none waits. */
  nextDue(kinds: readonly string[]): number | undefined {
    if (!kinds.length) return undefined;
    const row = this.db
      .prepare(
        `SELECT min(max(run_at, coalesce(lease_until, 0))) AS at FROM jobs
         WHERE status = 'queued' AND kind IN (${kinds.map(() => '?').join(', ')})`,
      )
      .get(...kinds) as { at: number | null };
    return row.at ?? undefined;
  }

  /**
   * A run that ended well: a one-off job is deleted (kept as done when it has a key, so the key
   * stays spent), a recurring one moves on to its next period. Only while `job`'s lease is still
   * its own: a runner whose lease ran out changes nothing.
   */
  succeeded(job: ClaimedJob, now: number) {
    if (job.everyMs !== null) return this.nextPeriod(job, now, null);
    this.db
      .prepare(
        job.key === null
          ? 'DELETE FROM jobs WHERE id = @id AND lease_owner = @owner'
          : `UPDATE jobs SET status = 'done', lease_owner = NULL, lease_until = NULL, ended_at = @now
             WHERE id = @id AND lease_owner = @owner`,
      )
      .run({ id: job.id, owner: job.leaseOwner, ...(job.key === null ? {} : { now }) });
  }

  /** A run that threw: tried again at `retryAt`, or a dead letter once its attempts are spent; a recurring kind just waits for its next period. */
  failed(job: ClaimedJob, error: string, retryAt: number, now: number) {
    if (job.everyMs !== null) return this.nextPeriod(job, now, error);
    const dead = job.attempt >= job.maxAttempts;
    this.db
      .prepare(
        `UPDATE jobs SET status = ?, run_at = ?, last_error = ?, ended_at = ?, lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND lease_owner = ?`,
      )
      .run(dead ? 'dead' : 'queued', dead ? job.runAt : retryAt, error, dead ? now : null, job.id, job.leaseOwner);
  }

  /** Dead letters, the latest first. */
  deadLetters(): DeadJob[] {
    const rows = this.db
      .prepare(
        "SELECT id, kind, attempts, last_error, created_at, ended_at FROM jobs WHERE status = 'dead' ORDER BY ended_at DESC, id DESC",
      )
      .all() as DeadRow[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      diedAt: new Date(row.ended_at).toISOString(),
    }));
  }

  /** A dead letter queued again with all its attempts; its kind, or undefined when `id` is no dead letter. */
  revive(id: number, now: number): string | undefined {
    const row = this.db
      .prepare(
        `UPDATE jobs SET status = 'queued', attempts = 0, run_at = ?, ended_at = NULL
         WHERE id = ? AND status = 'dead' RETURNING kind`,
      )
      .get(now, id) as { kind: string } | undefined;
    return row?.kind;
  }

  private nextPeriod(job: ClaimedJob, now: number, error: string | null) {
    const everyMs = job.everyMs!;
    const next = job.runAt + everyMs > now ? job.runAt + everyMs : now + everyMs;
    this.db
      .prepare(
        `UPDATE jobs SET run_at = min(@next, coalesce(wake_at, @next)), wake_at = NULL, attempts = 0,
           last_error = @error, lease_owner = NULL, lease_until = NULL
         WHERE id = @id AND lease_owner = @owner`,
      )
      .run({ next, error, id: job.id, owner: job.leaseOwner });
  }

  private claimStatement(kinds: readonly string[]) {
    const cacheKey = kinds.join('\n');
    let statement = this.claimStatements.get(cacheKey);
    if (!statement) {
      // One statement: SQLite takes the write lock before the subquery reads, so two processes
      // cannot both see the job free.
      statement = this.db.prepare<unknown[]>(
        `UPDATE jobs SET lease_owner = ?, lease_until = ? + lease_ms, attempts = attempts + 1
         WHERE id = (
           SELECT id FROM jobs WHERE status = 'queued' AND run_at <= ?
             AND kind IN (${kinds.map(() => '?').join(', ')})
             AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY run_at, id LIMIT 1)
         RETURNING id, kind, payload, key, attempts, max_attempts, run_at, every_ms, lease_ms, lease_until`,
      );
      this.claimStatements.set(cacheKey, statement);
    }
    return statement;
  }
}
