import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../storage/db';
import { ageSeconds, type QueueState } from '../queue-state';
import type { Database } from '../storage/database';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { Fields, StoredRecord } from '../tables/record-store';

export type OutboxStatus = 'pending' | 'delivered' | 'dead';

/** A record's copy in the hosted table, by the id the hosted table gave it: all a deletion needs. */
export interface HostedCopy {
  table: string;
  upstreamId: string;
}

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
const requeued = { status: 'pending', solo: 1, attempts: 0, next_attempt_at: 0 } as const;

/**
 * The hosted table mirror's durable queue (owner of `outbox`): a copy of each new record, queued
 * in the transaction that stores the record, stays here while pending or dead; a delivered one is
 * purged after a while (the local record stays, and its hosted record id in `mirror_copies`, which
 * this also owns).
 */
export class Outbox {
  private readonly db: TypedDb;
  // Compiled once: every submission and every forwarding pass goes through them.
  private readonly insertRow;
  private readonly headRows;
  private readonly tableRows;

  constructor(db: Db) {
    this.db = typedDb(db);
    this.insertRow = this.db.statement((q, args: Insertable<Database['outbox']>) =>
      q.insertInto('outbox').values({
        submission_id: args.submission_id,
        base: args.base,
        tbl: args.tbl,
        record_id: args.record_id,
        fields: args.fields,
        created_time: args.created_time,
      }),
    );
    // The oldest pending entry of each table: the one its table's order waits on.
    this.headRows = this.db.statement((q, _: object) =>
      q
        .selectFrom('outbox')
        .selectAll()
        .where('seq', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select((inner) => inner.fn.min('seq').as('seq'))
            .where('status', '=', 'pending')
            .groupBy('tbl'),
        )
        .orderBy('seq'),
    );
    this.tableRows = this.db.statement((q, args: { tbl: string; limit: number }) =>
      q
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('tbl', '=', args.tbl)
        .orderBy('seq')
        .limit(args.limit),
    );
  }

  /**
   * Queues copies of records just stored, inside the caller's transaction. A copy's submission id
   * (the upsert field's value upstream) is its record's id.
   */
  copy(base: string, table: string, records: StoredRecord[]) {
    for (const record of records)
      this.insertRow.run({
        submission_id: record.id,
        base,
        tbl: table,
        record_id: record.id,
        fields: JSON.stringify(record.fields),
        created_time: record.createdTime,
      });
  }

  /**
   * The oldest pending entries of the table whose oldest entry has waited longest and may be
   * tried now. Within a table, newer entries wait behind an older one that is backing off, so
   * records arrive upstream in the order they were submitted; tables never wait on each other.
   */
  due(now: number, limit: number): OutboxEntry[] {
    const head = this.headRows.all({}).find((row) => row.next_attempt_at <= now);
    return head ? (this.tableRows.all({ tbl: head.tbl, limit }) as Row[]).map(toEntry) : [];
  }

  /** When some table's oldest pending entry may be tried, or undefined when nothing is pending. */
  nextDueAt(): number | undefined {
    const heads = this.headRows.all({});
    return heads.length ? Math.min(...heads.map((row) => row.next_attempt_at)) : undefined;
  }

  /**
   * Records the hosted record id of each delivered copy, kept with its record (`mirror_copies`)
   * after the entry is purged. An entry gone meanwhile was erased while its call was in flight: its
   * hosted copy goes to `erase`, in the same transaction.
   */
  markDelivered(entries: OutboxEntry[], upstreamIds: string[], erase: (copies: HostedCopy[]) => void) {
    const at = new Date().toISOString();
    const erased: HostedCopy[] = [];
    this.db.transaction(() => {
      entries.forEach((entry, i) => {
        const upstreamId = upstreamIds[i];
        const kept = this.db.run((q) =>
          q
            .updateTable('outbox')
            .set({ status: 'delivered', upstream_id: upstreamId ?? null, delivered_at: at, last_error: null })
            .where('seq', '=', entry.seq),
        ).changes;
        if (!upstreamId) return;
        if (!kept) return void erased.push({ table: entry.table, upstreamId });
        this.db.run((q) =>
          q
            .insertInto('mirror_copies')
            .values({ record_id: entry.recordId, tbl: entry.table, upstream_id: upstreamId })
            .onConflict((conflict) => conflict.column('record_id').doUpdateSet({ upstream_id: upstreamId })),
        );
      });
      if (erased.length) erase(erased);
    });
  }

  /** Counts an attempt and schedules the next; `solo` sends each entry alone from now on. */
  markRetry(entries: OutboxEntry[], nextAttemptAt: number, error: string, solo = false) {
    this.db.transaction(() =>
      entries.forEach((entry) =>
        this.db.run((q) =>
          q
            .updateTable('outbox')
            .set((eb) => ({
              attempts: eb('attempts', '+', 1),
              next_attempt_at: nextAttemptAt,
              last_error: error,
              ...(solo ? { solo: 1 } : {}),
            }))
            .where('seq', '=', entry.seq),
        ),
      ),
    );
  }

  /** Waiting out the upstream's rate-limit penalty is not a failed attempt. */
  postpone(entries: OutboxEntry[], nextAttemptAt: number) {
    this.db.transaction(() =>
      entries.forEach((entry) =>
        this.db.run((q) =>
          q.updateTable('outbox').set({ next_attempt_at: nextAttemptAt }).where('seq', '=', entry.seq),
        ),
      ),
    );
  }

  markDead(entry: OutboxEntry, error: string) {
    this.db.run((q) =>
      q
        .updateTable('outbox')
        .set((eb) => ({ status: 'dead', attempts: eb('attempts', '+', 1), last_error: error }))
        .where('seq', '=', entry.seq),
    );
  }

  /** Staff send dead letters again once the upstream is fixed; each goes alone, as it failed alone. */
  requeueDead(): number {
    return this.db.run((q) => q.updateTable('outbox').set(requeued).where('status', '=', 'dead')).changes;
  }

  /** Sends one dead letter again (the back office's Retry); false when it is not a dead letter (any more). */
  retry(seq: number): boolean {
    return (
      this.db.run((q) => q.updateTable('outbox').set(requeued).where('seq', '=', seq).where('status', '=', 'dead'))
        .changes === 1
    );
  }

  /** Forgets delivered entries (personal data) delivered before `before`; answers how many. */
  purgeDelivered(before: Date): number {
    return this.db.run((q) =>
      q.deleteFrom('outbox').where('status', '=', 'delivered').where('delivered_at', '<', before.toISOString()),
    ).changes;
  }

  /**
   * Forgets the records' entries, whatever their state (a pending one is never sent), inside the
   * caller's transaction; answers the hosted copies already delivered, for deleting upstream.
   */
  forget(recordIds: readonly string[]): HostedCopy[] {
    if (!recordIds.length) return [];
    const copies = this.hostedCopies(recordIds);
    this.db.run((q) => q.deleteFrom('outbox').where('record_id', 'in', recordIds));
    this.db.run((q) => q.deleteFrom('mirror_copies').where('record_id', 'in', recordIds));
    return copies;
  }

  /** The records' copies delivered to the hosted table, by their hosted ids. */
  hostedCopies(recordIds: readonly string[]): HostedCopy[] {
    if (!recordIds.length) return [];
    return this.db
      .all((q) =>
        q
          .selectFrom('mirror_copies')
          .select(['tbl', 'upstream_id'])
          .where('record_id', 'in', recordIds)
          .orderBy('tbl')
          .orderBy('upstream_id'),
      )
      .map((copy) => ({ table: copy.tbl, upstreamId: copy.upstream_id }));
  }

  counts(): Record<OutboxStatus, number> {
    const rows = this.db.all((q) =>
      q
        .selectFrom('outbox')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status'),
    );
    return { pending: 0, delivered: 0, dead: 0, ...Object.fromEntries(rows.map((row) => [row.status, row.n])) };
  }

  list(status: OutboxStatus): OutboxEntry[] {
    return (
      this.db.all((q) => q.selectFrom('outbox').selectAll().where('status', '=', status).orderBy('seq')) as Row[]
    ).map(toEntry);
  }
}

/** The outbox's pending entries and its dead letters (health and metrics). */
export function outboxState(db: Db, now = Date.now()): QueueState & { dead: number } {
  const row = typedDb(db).first((q) =>
    q
      .selectFrom('outbox')
      .select((eb) => [
        eb.fn.sum<number | null>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('depth'),
        eb.fn
          .min<string | null>(eb.case().when('status', '=', 'pending').then(eb.ref('created_time')).end())
          .as('oldest'),
        eb.fn.sum<number | null>(eb.case().when('status', '=', 'dead').then(1).else(0).end()).as('dead'),
      ])
      .where('status', 'in', ['pending', 'dead']),
  )!;
  return { depth: row.depth ?? 0, oldestAgeSeconds: ageSeconds(row.oldest, now), dead: row.dead ?? 0 };
}
