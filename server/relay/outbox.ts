import type { Selectable } from 'kysely';
import type { Db } from '../db';
import { ageSeconds, type QueueState } from '../queue-state';
import type { Database } from '../storage/database';
import type { Fields, StoredRecord } from '../tables/record-store';

export type OutboxStatus = 'pending' | 'delivered' | 'dead';

export interface OutboxEntry {
  seq: number;
  submissionId: string;
  base: string;
  table: string;
  recordId: string;
  fields: Fields;
  createdTime: string;
  status: OutboxStatus;
  solo: boolean;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  upstreamId: string | null;
}

/** A row as the typed tables declare it (server/storage/database.ts), its status narrowed. */
type Row = Omit<Selectable<Database['outbox']>, 'status'> & { status: OutboxStatus };

const toEntry = (row: Row): OutboxEntry => ({
  seq: row.seq,
  submissionId: row.submission_id,
  base: row.base,
  table: row.tbl,
  recordId: row.record_id,
  fields: JSON.parse(row.fields),
  createdTime: row.created_time,
  status: row.status,
  solo: row.solo === 1,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  upstreamId: row.upstream_id,
});

/** A dead letter queued again: due at once, alone, with a fresh count of attempts. */
const requeued = "status = 'pending', solo = 1, attempts = 0, next_attempt_at = 0";

/**
 * The hosted table mirror's durable queue: a copy of each new record, queued in the transaction
 * that stores the record, stays here while pending or dead; a delivered one is purged after a
 * while (the local record stays).
 */
export class Outbox {
  private readonly insertRow;
  private readonly headRows;
  private readonly tableRows;

  constructor(private readonly db: Db) {
    this.insertRow = db.prepare(
      'INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // The oldest pending entry of each table: the one its table's order waits on.
    this.headRows = db.prepare(
      "SELECT * FROM outbox WHERE seq IN (SELECT min(seq) FROM outbox WHERE status = 'pending' GROUP BY tbl) ORDER BY seq",
    );
    this.tableRows = db.prepare("SELECT * FROM outbox WHERE status = 'pending' AND tbl = ? ORDER BY seq LIMIT ?");
  }

  /**
   * Queues copies of records just stored, inside the caller's transaction. A copy's submission id
   * (the upsert field's value upstream) is its record's id.
   */
  copy(base: string, table: string, records: StoredRecord[]) {
    for (const record of records)
      this.insertRow.run(record.id, base, table, record.id, JSON.stringify(record.fields), record.createdTime);
  }

  /**
   * The oldest pending entries of the table whose oldest entry has waited longest and may be
   * tried now. Within a table, newer entries wait behind an older one that is backing off, so
   * records arrive upstream in the order they were submitted; tables never wait on each other.
   */
  due(now: number, limit: number): OutboxEntry[] {
    const head = (this.headRows.all() as Row[]).find((row) => row.next_attempt_at <= now);
    return head ? (this.tableRows.all(head.tbl, limit) as Row[]).map(toEntry) : [];
  }

  /** When some table's oldest pending entry may be tried, or undefined when nothing is pending. */
  nextDueAt(): number | undefined {
    const heads = this.headRows.all() as Row[];
    return heads.length ? Math.min(...heads.map((row) => row.next_attempt_at)) : undefined;
  }

  markDelivered(entries: OutboxEntry[], upstreamIds: string[]) {
    const update = this.db.prepare(
      "UPDATE outbox SET status = 'delivered', upstream_id = ?, delivered_at = ?, last_error = NULL WHERE seq = ?",
    );
    const at = new Date().toISOString();
    this.db.transaction(() => entries.forEach((entry, i) => update.run(upstreamIds[i] ?? null, at, entry.seq)))();
  }

  /** Counts an attempt and schedules the next; `solo` sends each entry alone from now on. */
  markRetry(entries: OutboxEntry[], nextAttemptAt: number, error: string, solo = false) {
    const update = this.db.prepare(
      'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, solo = max(solo, ?) WHERE seq = ?',
    );
    this.db.transaction(() => entries.forEach((entry) => update.run(nextAttemptAt, error, solo ? 1 : 0, entry.seq)))();
  }

  /** Waiting out the upstream's rate-limit penalty is not a failed attempt. */
  postpone(entries: OutboxEntry[], nextAttemptAt: number) {
    const update = this.db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE seq = ?');
    this.db.transaction(() => entries.forEach((entry) => update.run(nextAttemptAt, entry.seq)))();
  }

  markDead(entry: OutboxEntry, error: string) {
    this.db
      .prepare("UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = ? WHERE seq = ?")
      .run(error, entry.seq);
  }

  /** Staff send dead letters again once the upstream is fixed; each goes alone, as it failed alone. */
  requeueDead(): number {
    return this.db.prepare(`UPDATE outbox SET ${requeued} WHERE status = 'dead'`).run().changes;
  }

  /** Sends one dead letter again (the back office's Retry); false when it is not a dead letter (any more). */
  retry(seq: number): boolean {
    return this.db.prepare(`UPDATE outbox SET ${requeued} WHERE seq = ? AND status = 'dead'`).run(seq).changes === 1;
  }

  /** Forgets delivered entries (personal data) delivered before `before`; answers how many. */
  purgeDelivered(before: Date): number {
    return this.db
      .prepare("DELETE FROM outbox WHERE status = 'delivered' AND delivered_at < ?")
      .run(before.toISOString()).changes;
  }

  counts(): Record<OutboxStatus, number> {
    const rows = this.db.prepare('SELECT status, count(*) AS n FROM outbox GROUP BY status').all() as {
      status: OutboxStatus;
      n: number;
    }[];
    return { pending: 0, delivered: 0, dead: 0, ...Object.fromEntries(rows.map((row) => [row.status, row.n])) };
  }

  list(status: OutboxStatus): OutboxEntry[] {
    return (this.db.prepare('SELECT * FROM outbox WHERE status = ? ORDER BY seq').all(status) as Row[]).map(toEntry);
  }
}

/** The outbox's pending entries and its dead letters (health and metrics). */
export function outboxState(db: Db, now = Date.now()): QueueState & { dead: number } {
  const row = db
    .prepare(
      "SELECT sum(status = 'pending') AS depth, min(CASE WHEN status = 'pending' THEN created_time END) AS oldest, sum(status = 'dead') AS dead FROM outbox WHERE status IN ('pending', 'dead')",
    )
    .get() as { depth: number | null; oldest: string | null; dead: number | null };
  return { depth: row.depth ?? 0, oldestAgeSeconds: ageSeconds(row.oldest, now), dead: row.dead ?? 0 };
}
