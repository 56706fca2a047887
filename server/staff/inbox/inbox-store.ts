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
import type { Db } from '../../db';
import { toPlaced, type Fields, type PlacedRecord, type PlacedRow } from '../../tables/record-store';
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

interface Row {
  seq: number;
  tbl: InboxTable;
  id: string;
  created_time: string;
  fields: string;
  status: RecordStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  decision: MeetingDecision | null;
  decided_at: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  duplicate_of: string | null;
  duplicate_state: 'flagged' | 'merged' | 'dismissed' | null;
  slot_start: number | null;
  slot_end: number | null;
}

const columns = `m.seq, m.tbl, r.id, r.created_time, r.fields, m.status, m.assignee_id, u.name AS assignee_name,
  m.decision, m.decided_at, m.decided_by, d.name AS decided_by_name, dr.id AS duplicate_of, dup.state AS duplicate_state,
  bs.start_ms AS slot_start, bs.end_ms AS slot_end`;
const joins = `JOIN records r ON r.seq = m.seq
  LEFT JOIN staff_users u ON u.id = m.assignee_id
  LEFT JOIN staff_users d ON d.id = m.decided_by
  LEFT JOIN staff_duplicates dup ON dup.seq = m.seq
  LEFT JOIN records dr ON dr.seq = dup.of_seq
  LEFT JOIN booking_slots bs ON bs.id = r.id AND bs.kind = 'meeting'`;

const toRecord = (row: Row): InboxRecord => ({
  seq: row.seq,
  table: row.tbl,
  id: row.id,
  createdTime: row.created_time,
  fields: JSON.parse(row.fields) as Fields,
  status: row.status,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? 'Removed account' } : null,
  decision:
    row.decision && row.decided_at
      ? {
          value: row.decision,
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
  constructor(private readonly db: Db) {}

  /**
   * Records are stamped in arrival order, so a date bound becomes a `seq` bound found through the
   * time index; the page query then walks one index in `seq` order whatever the filters.
   */
  private seqAtOrAfter(time: string): number {
    const row = this.db
      .prepare('SELECT seq FROM staff_record_meta WHERE created_time >= ? ORDER BY created_time LIMIT 1')
      .get(time) as { seq: number } | undefined;
    return row?.seq ?? Number.MAX_SAFE_INTEGER;
  }

  list(filter: InboxFilter, page: { before?: number; limit: number }): { items: InboxRecord[]; next: number | null } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, ...values: unknown[]) => {
      where.push(condition);
      params.push(...values);
    };
    const match = filter.q ? ftsQuery(filter.q) : undefined;
    if (filter.q && !match) return { items: [], next: null };
    // A search walks the index's matches newest first and checks each against the filters (CROSS
    // JOIN keeps that order); left to itself SQLite may walk a filter's rows and probe the index
    // once per row, which is hundreds of times slower.
    const seq = match ? 'f.rowid' : 'm.seq';
    if (match) add('staff_records_fts MATCH ?', match);
    if (filter.table) add('m.tbl = ?', filter.table);
    if (filter.status) add('m.status = ?', filter.status);
    if (filter.assigneeId === null) add('m.assignee_id IS NULL');
    else if (filter.assigneeId) add('m.assignee_id = ?', filter.assigneeId);
    if (filter.from) add(`${seq} >= ?`, this.seqAtOrAfter(nepalDayStart(filter.from)));
    if (filter.to) add(`${seq} < ?`, this.seqAtOrAfter(nepalDayStart(nextDay(filter.to))));
    if (filter.slotFrom !== undefined) add('bs.start_ms >= ?', filter.slotFrom);
    if (filter.slotTo !== undefined) add('bs.start_ms < ?', filter.slotTo);
    if (page.before !== undefined) add(`${seq} < ?`, page.before);
    const from = match
      ? 'staff_records_fts f CROSS JOIN staff_record_meta m ON m.seq = f.rowid'
      : 'staff_record_meta m';
    const sql = `SELECT ${columns} FROM ${from} ${joins}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${seq} DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, page.limit + 1) as Row[];
    const items = rows.slice(0, page.limit).map(toRecord);
    return { items, next: rows.length > page.limit ? items[items.length - 1].seq : null };
  }

  counts(): CountsAnswer {
    const rows = this.db
      .prepare("SELECT tbl, count(*) AS n FROM staff_record_meta WHERE status = 'new' GROUP BY tbl")
      .all() as { tbl: InboxTable; n: number }[];
    const counts = Object.fromEntries(inboxTables.map((table) => [table, 0])) as CountsAnswer;
    for (const row of rows) counts[row.tbl] = row.n;
    return counts;
  }

  find(table: string, id: string): InboxRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${columns} FROM staff_record_meta m ${joins} WHERE r.id = ? AND m.tbl = ?`)
      .get(id, table) as Row | undefined;
    return row && toRecord(row);
  }

  require(table: string, id: string): InboxRecord {
    const record = this.find(table, id);
    if (!record) throw notFound('Could not find that record; it may have been deleted');
    return record;
  }

  /** Records that arrived after `seq`, oldest first (for live updates). */
  arrivedAfter(seq: number): { seq: number; table: InboxTable; id: string }[] {
    return this.db
      .prepare(
        'SELECT m.seq, m.tbl AS "table", r.id FROM staff_record_meta m JOIN records r ON r.seq = m.seq WHERE m.seq > ? ORDER BY m.seq LIMIT 100',
      )
      .all(seq) as { seq: number; table: InboxTable; id: string }[];
  }

  lastSeq(): number {
    return (this.db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM staff_record_meta').get() as { seq: number }).seq;
  }

  setStatus(seq: number, status: RecordStatus) {
    this.db.prepare('UPDATE staff_record_meta SET status = ? WHERE seq = ?').run(status, seq);
  }

  /** Settles a likely-duplicate flag; false when the record has none waiting. */
  settleDuplicate(seq: number, state: 'merged' | 'dismissed'): boolean {
    return (
      this.db.prepare("UPDATE staff_duplicates SET state = ? WHERE seq = ? AND state = 'flagged'").run(state, seq)
        .changes === 1
    );
  }

  setAssignee(seq: number, assigneeId: string | null) {
    this.db.prepare('UPDATE staff_record_meta SET assignee_id = ? WHERE seq = ?').run(assigneeId, seq);
  }

  /** Assigns a record known by its id. */
  assignRecord(recordId: string, assigneeId: string) {
    this.db
      .prepare('UPDATE staff_record_meta SET assignee_id = ? WHERE seq = (SELECT seq FROM records WHERE id = ?)')
      .run(assigneeId, recordId);
  }

  /** Records a meeting's decision; answers how many it has had, the SEQUENCE of its calendar entries from now on. */
  setDecision(seq: number, decision: MeetingDecision, by: string | null): number {
    return (
      this.db
        .prepare(
          'UPDATE staff_record_meta SET decision = ?, decided_at = ?, decided_by = ?, decisions = decisions + 1 WHERE seq = ? RETURNING decisions',
        )
        .get(decision, new Date().toISOString(), by, seq) as { decisions: number }
    ).decisions;
  }

  /** How many decisions a meeting has had: 0 for the booking as made. */
  decisions(seq: number): number {
    const row = this.db.prepare('SELECT decisions FROM staff_record_meta WHERE seq = ?').get(seq) as
      { decisions: number } | undefined;
    return row?.decisions ?? 0;
  }

  /**
   * The records of a table whose last change (arrival, status or assignee, note, meeting decision:
   * anything the audit log or notes record) came before `cutoff` (ISO), oldest first: retention's question.
   */
  unchangedSince(table: string, cutoff: string): PlacedRecord[] {
    const rows = this.db
      .prepare(
        `SELECT r.seq, r.tbl, r.id, r.created_time, r.fields FROM records r
         LEFT JOIN staff_record_meta m ON m.seq = r.seq
         WHERE r.tbl = ? AND max(
           r.created_time,
           coalesce(m.decided_at, ''),
           coalesce((SELECT max(created_at) FROM staff_notes n WHERE n.seq = r.seq), ''),
           coalesce((SELECT max(at) FROM staff_audit a WHERE a.record_id = r.id), '')
         ) < ?
         ORDER BY r.seq`,
      )
      .all(table, cutoff) as PlacedRow[];
    return rows.map(toPlaced);
  }

  /** What the back office holds of a record besides its notes, as a person's data export gives it. */
  backOffice(
    seq: number,
  ): { status: RecordStatus; decision: MeetingDecision | null; decided_at: string | null } | null {
    return (
      (this.db.prepare('SELECT status, decision, decided_at FROM staff_record_meta WHERE seq = ?').get(seq) as
        { status: RecordStatus; decision: MeetingDecision | null; decided_at: string | null } | undefined) ?? null
    );
  }

  notes(seq: number): NoteView[] {
    const rows = this.db
      .prepare('SELECT id, author_id, author_name, body, created_at FROM staff_notes WHERE seq = ? ORDER BY id')
      .all(seq) as {
      id: number;
      author_id: string | null;
      author_name: string | null;
      body: string;
      created_at: string;
    }[];
    return rows.map((row) => ({
      id: String(row.id),
      author: row.author_name === null ? null : { id: row.author_id ?? '', name: row.author_name },
      body: row.body,
      createdAt: row.created_at,
    }));
  }

  addNote(seq: number, author: { id: string | null; name: string }, body: string): NoteView {
    const createdAt = new Date().toISOString();
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO staff_notes (seq, author_id, author_name, body, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(seq, author.id, author.name, body, createdAt);
    return { id: String(lastInsertRowid), author: { id: author.id ?? '', name: author.name }, body, createdAt };
  }

  /** A removed account's records go back to nobody. */
  unassignAll(assigneeId: string) {
    this.db.prepare('UPDATE staff_record_meta SET assignee_id = NULL WHERE assignee_id = ?').run(assigneeId);
  }
}
