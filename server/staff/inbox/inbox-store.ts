import {
  inboxTables,
  type MeetingDecision,
  type RecordStatus,
  type RecordSummary,
  type NoteView,
  type CountsAnswer,
  type InboxTable,
} from '../../../schemas/staff-api';
import { NEPAL_OFFSET_MINUTES } from '../../../schemas/nepal-time';
import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../../storage/typed-db';
import { toPlaced, type Fields, type PlacedRecord } from '../../tables/record-store';
import { notFound } from '../staff-api-error';

export interface InboxFilter {
  table?: InboxTable;
  status?: RecordStatus;
  /** A user id, or null for "unassigned". */
  assigneeId?: string | null;
  from?: string;
  to?: string;
  q?: string;
  /** Meetings starting in [from, to) (ms), by the booking ledger. */
  slotFrom?: number;
  slotTo?: number;
}

export interface InboxRecord extends RecordSummary {
  seq: number;
}

/** The meta rows (`m`), starting point of every inbox read. */
type MetaRows = SelectQueryBuilder<Database & { m: Database['staff_record_meta'] }, 'm', object>;

/** A record as the inbox shows it: its row, the back office's state of it, and its meeting's slot. */
const withColumns = (rows: MetaRows) =>
  rows
    .innerJoin('records as r', 'r.seq', 'm.seq')
    .leftJoin('staff_users as u', 'u.id', 'm.assignee_id')
    .leftJoin('staff_users as d', 'd.id', 'm.decided_by')
    .leftJoin('staff_duplicates as dup', 'dup.seq', 'm.seq')
    .leftJoin('records as dr', 'dr.seq', 'dup.of_seq')
    .leftJoin('booking_slots as bs', (join) => join.onRef('bs.id', '=', 'r.id').on('bs.kind', '=', 'meeting'))
    .select([
      'm.seq',
      'm.tbl',
      'r.id',
      'r.created_time',
      'r.fields',
      'm.status',
      'm.assignee_id',
      'u.name as assignee_name',
      'm.decision',
      'm.decided_at',
      'm.decided_by',
      'd.name as decided_by_name',
      'dr.id as duplicate_of',
      'dup.state as duplicate_state',
      'bs.start_ms as slot_start',
      'bs.end_ms as slot_end',
    ]);
type Row = ReturnType<typeof withColumns> extends Compilable<infer O> ? O : never;

/**
 * The meta rows of the records an FTS5 query matches, the index's matches walked newest first and
 * each checked against the filters (CROSS JOIN keeps that order; left to itself SQLite may walk a
 * filter's rows and probe the index once per row, which is hundreds of times slower); `f.rowid` is
 * the record's `seq`. SQLite only: a second engine answers this here.
 */
function searchMatches(q: QueryBuilder, match: string): MetaRows {
  const rows = q
    .withTables<{ staff_records_fts: { rowid: number } }>()
    .selectFrom('staff_records_fts as f')
    .crossJoin('staff_record_meta as m')
    .whereRef('m.seq', '=', 'f.rowid')
    .where(sql<boolean>`staff_records_fts MATCH ${match}`);
  // The index is left out of the type: only `f.rowid` is read, by name, as the list's order.
  return rows as unknown as MetaRows;
}

/**
 * A record's last change (arrival, decision, note, audit line) as ISO text, '' for none. SQLite
 * only (max() of several values): a second engine answers this here.
 */
const lastChange = sql<string>`max(
  r.created_time,
  coalesce(m.decided_at, ''),
  coalesce((SELECT max(created_at) FROM staff_notes n WHERE n.seq = r.seq), ''),
  coalesce((SELECT max(at) FROM staff_audit a WHERE a.record_id = r.id), '')
)`;

const toRecord = (row: Row): InboxRecord => ({
  seq: row.seq,
  table: row.tbl as InboxTable,
  id: row.id,
  createdTime: row.created_time,
  fields: JSON.parse(row.fields) as Fields,
  status: row.status as RecordStatus,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? 'Removed account' } : null,
  decision:
    row.decision && row.decided_at
      ? {
          value: row.decision as MeetingDecision,
          decidedAt: row.decided_at,
          decidedBy: row.decided_by ? { id: row.decided_by, name: row.decided_by_name ?? 'Removed account' } : null,
        }
      : null,
  ...(row.slot_start !== null && row.slot_end !== null
    ? { slot: { start: new Date(row.slot_start).toISOString(), end: new Date(row.slot_end).toISOString() } }
    : {}),
  ...(row.duplicate_of && row.duplicate_state && row.duplicate_state !== 'dismissed'
    ? { duplicateOf: { id: row.duplicate_of, state: row.duplicate_state } }
    : {}),
});

/** Words as FTS5 phrases, so no input is read as query syntax; the last word also matches as a prefix. */
export function ftsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

/** The first instant of a Nepal calendar day, as the ISO text records are stamped with. */
const nepalDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - NEPAL_OFFSET_MINUTES * 60_000).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The inbox over the records table: status, assignee, decision and notes in the staff tables,
 * keyset pages newest first (by `seq`), FTS5 search.
 */
export class InboxStore {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  /**
   * Records are stamped in arrival order, so a date bound becomes a `seq` bound found through the
   * time index; the page query then walks one index in `seq` order whatever the filters.
   */
  private seqAtOrAfter(time: string): number {
    const row = this.db.first((q) =>
      q
        .selectFrom('staff_record_meta')
        .select('seq')
        .where('created_time', '>=', time)
        .orderBy('created_time')
        .limit(1),
    );
    return row?.seq ?? Number.MAX_SAFE_INTEGER;
  }

  list(filter: InboxFilter, page: { before?: number; limit: number }): { items: InboxRecord[]; next: number | null } {
    const match = filter.q ? ftsQuery(filter.q) : undefined;
    if (filter.q && !match) return { items: [], next: null };
    const seq = sql.ref<number>(match ? 'f.rowid' : 'm.seq');
    const from = filter.from ? this.seqAtOrAfter(nepalDayStart(filter.from)) : undefined;
    const to = filter.to ? this.seqAtOrAfter(nepalDayStart(nextDay(filter.to))) : undefined;
    const rows = this.db.all((q) =>
      withColumns(match ? searchMatches(q, match) : q.selectFrom('staff_record_meta as m'))
        .$if(!!filter.table, (query) => query.where('m.tbl', '=', filter.table!))
        .$if(!!filter.status, (query) => query.where('m.status', '=', filter.status!))
        .$if(filter.assigneeId === null, (query) => query.where('m.assignee_id', 'is', null))
        .$if(!!filter.assigneeId, (query) => query.where('m.assignee_id', '=', filter.assigneeId!))
        .$if(from !== undefined, (query) => query.where(seq, '>=', from!))
        .$if(to !== undefined, (query) => query.where(seq, '<', to!))
        .$if(filter.slotFrom !== undefined, (query) => query.where('bs.start_ms', '>=', filter.slotFrom!))
        .$if(filter.slotTo !== undefined, (query) => query.where('bs.start_ms', '<', filter.slotTo!))
        .$if(page.before !== undefined, (query) => query.where(seq, '<', page.before!))
        .orderBy(seq, 'desc')
        .limit(page.limit + 1),
    );
    const items = rows.slice(0, page.limit).map(toRecord);
    return { items, next: rows.length > page.limit ? items[items.length - 1].seq : null };
  }

  counts(): CountsAnswer {
    const rows = this.db.all((q) =>
      q
        .selectFrom('staff_record_meta')
        .select((eb) => ['tbl', eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'new')
        .groupBy('tbl'),
    );
    const counts = Object.fromEntries(inboxTables.map((table) => [table, 0])) as CountsAnswer;
    for (const row of rows) counts[row.tbl as InboxTable] = row.n;
    return counts;
  }

  find(table: string, id: string): InboxRecord | undefined {
    const row = this.db.first((q) =>
      withColumns(q.selectFrom('staff_record_meta as m')).where('r.id', '=', id).where('m.tbl', '=', table),
    );
    return row && toRecord(row);
  }

  require(table: string, id: string): InboxRecord {
    const record = this.find(table, id);
    if (!record) throw notFound('Could not find that record; it may have been deleted');
    return record;
  }

  /** Records that arrived after `seq`, oldest first (for live updates). */
  arrivedAfter(seq: number): { seq: number; table: InboxTable; id: string }[] {
    return this.db.all((q) =>
      q
        .selectFrom('staff_record_meta as m')
        .innerJoin('records as r', 'r.seq', 'm.seq')
        .select(['m.seq', 'm.tbl as table', 'r.id'])
        .$narrowType<{ table: InboxTable }>()
        .where('m.seq', '>', seq)
        .orderBy('m.seq')
        .limit(100),
    );
  }

  lastSeq(): number {
    return this.db.first((q) =>
      q.selectFrom('staff_record_meta').select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq')),
    )!.seq;
  }

  setStatus(seq: number, status: RecordStatus) {
    this.db.run((q) => q.updateTable('staff_record_meta').set({ status }).where('seq', '=', seq));
  }

  /** Settles a likely-duplicate flag; false when the record has none waiting. */
  settleDuplicate(seq: number, state: 'merged' | 'dismissed'): boolean {
    return (
      this.db.run((q) =>
        q.updateTable('staff_duplicates').set({ state }).where('seq', '=', seq).where('state', '=', 'flagged'),
      ).changes === 1
    );
  }

  setAssignee(seq: number, assigneeId: string | null) {
    this.db.run((q) => q.updateTable('staff_record_meta').set({ assignee_id: assigneeId }).where('seq', '=', seq));
  }

  /** Assigns a record known by its id. */
  assignRecord(recordId: string, assigneeId: string) {
    this.db.run((q) =>
      q
        .updateTable('staff_record_meta')
        .set({ assignee_id: assigneeId })
        .where('seq', '=', (eb) => eb.selectFrom('records').select('seq').where('id', '=', recordId)),
    );
  }

  /** Records a meeting's decision; answers how many it has had, the SEQUENCE of its calendar entries from now on. */
  setDecision(seq: number, decision: MeetingDecision, by: string | null): number {
    return this.db.first((q) =>
      q
        .updateTable('staff_record_meta')
        .set((eb) => ({
          decision,
          decided_at: new Date().toISOString(),
          decided_by: by,
          decisions: eb('decisions', '+', 1),
        }))
        .where('seq', '=', seq)
        .returning('decisions'),
    )!.decisions;
  }

  /** How many decisions a meeting has had: 0 for the booking as made. */
  decisions(seq: number): number {
    const row = this.db.first((q) => q.selectFrom('staff_record_meta').select('decisions').where('seq', '=', seq));
    return row?.decisions ?? 0;
  }

  /**
   * The records of a table whose last change (arrival, status or assignee, note, meeting decision:
   * anything the audit log or notes record) came before `cutoff` (ISO), oldest first: retention's question.
   */
  unchangedSince(table: string, cutoff: string): PlacedRecord[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('records as r')
        .leftJoin('staff_record_meta as m', 'm.seq', 'r.seq')
        .select(['r.seq', 'r.tbl', 'r.id', 'r.created_time', 'r.fields'])
        .where('r.tbl', '=', table)
        .where(lastChange, '<', cutoff)
        .orderBy('r.seq'),
    );
    return rows.map(toPlaced);
  }

  /** What the back office holds of a record besides its notes, as a person's data export gives it. */
  backOffice(
    seq: number,
  ): { status: RecordStatus; decision: MeetingDecision | null; decided_at: string | null } | null {
    return (
      this.db.first((q) =>
        q
          .selectFrom('staff_record_meta')
          .select(['status', 'decision', 'decided_at'])
          .$narrowType<{ status: RecordStatus; decision: MeetingDecision | null }>()
          .where('seq', '=', seq),
      ) ?? null
    );
  }

  notes(seq: number): NoteView[] {
    const rows = this.db.all((q) =>
      q
        .selectFrom('staff_notes')
        .select(['id', 'author_id', 'author_name', 'body', 'created_at'])
        .where('seq', '=', seq)
        .orderBy('id'),
    );
    return rows.map((row) => ({
      id: String(row.id),
      author: row.author_name === null ? null : { id: row.author_id ?? '', name: row.author_name },
      body: row.body,
      createdAt: row.created_at,
    }));
  }

  addNote(seq: number, author: { id: string | null; name: string }, body: string): NoteView {
    const createdAt = new Date().toISOString();
    const { lastInsertRowid } = this.db.run((q) =>
      q
        .insertInto('staff_notes')
        .values({ seq, author_id: author.id, author_name: author.name, body, created_at: createdAt }),
    );
    return { id: String(lastInsertRowid), author: { id: author.id ?? '', name: author.name }, body, createdAt };
  }

  /** A removed account's records go back to nobody. */
  unassignAll(assigneeId: string) {
    this.db.run((q) =>
      q.updateTable('staff_record_meta').set({ assignee_id: null }).where('assignee_id', '=', assigneeId),
    );
  }
}
