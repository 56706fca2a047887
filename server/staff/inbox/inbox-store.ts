import {
  inboxTables,
  type MeetingDecision,
  type RecordStatus,
  type RecordSummary,
  type NoteView,
  type CountsAnswer,
  type InboxTable,
} from '../../../schemas/staff-api';
import type { PaymentFilter, PaymentSummary } from '../../../schemas/payment-staff-api';
import type { DurationPrice } from '../../../schemas/meeting-price-text';
import type { MeetingRecord } from '../../../schemas/meeting';
import type { Availability } from '../../../schemas/booking-slots';
import { NEPAL_OFFSET_MINUTES } from '../../../schemas/nepal-time';
import { sql, type Compilable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, Engine } from '../../storage/db';
import type { Database } from '../../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../../storage/typed-db';
import { RecordStore, type PlacedRecord } from '../../tables/record-store';
import { StaffAccounts } from '../accounts/staff-accounts';
import { AuditLog } from '../audit-log';
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
  /** Paid meetings unpaid, or with a refund due. */
  payment?: PaymentFilter;
  /** Records that arrived before this instant (ISO). */
  arrivedBefore?: string;
  /** Leaves out the meetings already decided (confirmed, declined, cancelled, done, no-show). */
  undecided?: true;
}

export interface InboxRecord extends RecordSummary {
  seq: number;
}

/**
 * What the inbox shows and filters of a meeting, answered by the meetings domain (its booking ledger
 * and its meetings' life rows), so the inbox asks without importing that domain.
 */
export interface InboxMeetings {
  times: {
    /** The opening hours, holidays and closed dates: which days are working days. */
    availability(): Availability;
    /** The booked time (ms) of each of these meetings that has one. */
    timesOf(ids: readonly string[]): Map<string, { start: number; end: number }>;
    /** The ids of the meetings booked to start in [from, to) (ms, either end open), as a subquery. */
    meetingsStartingIn(
      q: QueryBuilder,
      from?: number,
      to?: number,
    ): SelectQueryBuilder<Database, keyof Database, { id: string }>;
  };
  decisions: {
    /** The latest decision of each of these meetings that has had one. */
    decisionsOf(
      ids: readonly string[],
    ): Map<string, { value: MeetingDecision; decidedAt: string; decidedBy: string | null }>;
    /** The meetings decided at or after `since` (ISO). */
    decidedSince(since: string): Set<string>;
    /** The ids of the meetings whose latest decision settles them for now (not a visitor's reschedule), as a subquery. */
    settled(q: QueryBuilder): SelectQueryBuilder<Database, keyof Database, { id: string }>;
    /** How many decisions a meeting has had: its calendar SEQUENCE. */
    sequence(recordId: string): number;
  };
  /** A paid meeting's payment and the payment filters (issue 46), answered by payments. */
  payments?: {
    summariesOf(ids: readonly string[]): Map<string, PaymentSummary>;
    /** The ids of the meetings the filter keeps, as a subquery. */
    matching(q: QueryBuilder, filter: PaymentFilter): SelectQueryBuilder<Database, keyof Database, { id: string }>;
    /** What the visitor was asked to pay (null: free). */
    price(recordId: string, fields: Pick<MeetingRecord, 'Meeting Duration'>): DurationPrice | null;
  };
}

/** The meta rows (`m`), starting point of every inbox read. */
type MetaRows = SelectQueryBuilder<Database & { m: Database['staff_record_meta'] }, 'm', object>;

/** The back office's state of a record (`m`), and its likely-duplicate flag. */
const withColumns = (rows: MetaRows) =>
  rows
    .leftJoin('staff_duplicates as dup', 'dup.seq', 'm.seq')
    .select(['m.seq', 'm.tbl', 'm.status', 'm.assignee_id', 'dup.of_seq', 'dup.state as duplicate_state']);
type Row = ReturnType<typeof withColumns> extends Compilable<infer O> ? O : never;

/**
 * The meta rows of the records a search matches (`words`: what `searchWords` found); `f.rowid` is
 * the record's `seq`. SQLite: the FTS5 index walked newest first, each match checked against the
 * filters (CROSS JOIN keeps that order; left to itself SQLite may walk a filter's rows and probe the
 * index once per row, which is hundreds of times slower). PostgreSQL: the same table's `tsvector`
 * (the `simple` configuration, which keeps Devanagari words whole) through its GIN index.
 */
function searchMatches(engine: Engine, q: QueryBuilder, words: string[]): MetaRows {
  const index = q.withTables<{ staff_records_fts: { rowid: number } }>();
  const rows =
    engine === 'postgres'
      ? index
          .selectFrom('staff_records_fts as f')
          .innerJoin('staff_record_meta as m', 'm.seq', 'f.rowid')
          .where(sql<boolean>`f.body_tsv @@ to_tsquery('simple', ${tsQuery(words)})`)
      : index
          .selectFrom('staff_records_fts as f')
          .crossJoin('staff_record_meta as m')
          .whereRef('m.seq', '=', 'f.rowid')
          .where(sql<boolean>`staff_records_fts MATCH ${ftsQuery(words)}`);
  // The index is left out of the type: only `f.rowid` is read, by name, as the list's order.
  return rows as unknown as MetaRows;
}

/**
 * The words of a search (letters, their marks and digits only, so no input is read as query
 * syntax); undefined when it has none. SQLite's tokenizer splits Devanagari at its vowel signs, so
 * the words are split there too; PostgreSQL keeps a word such as नेपाल whole.
 */
const searchWords = (engine: Engine, text: string): string[] | undefined =>
  text.match(engine === 'postgres' ? /[\p{L}\p{M}\p{N}]+/gu : /[\p{L}\p{N}]+/gu) ?? undefined;

/** Words as FTS5 phrases; the last word also matches as a prefix. */
const ftsQuery = (words: string[]) => words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');

/** The same as a PostgreSQL tsquery: every word, the last also as a prefix. */
const tsQuery = (words: string[]) =>
  words.map((word, i) => `'${word.toLowerCase()}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');

/** The first instant of a Nepal calendar day, as the ISO text records are stamped with. */
const nepalDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - NEPAL_OFFSET_MINUTES * 60_000).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The inbox over the records (asked of the record store): status, assignee, notes and duplicate
 * flags in the staff tables, keyset pages newest first (by `seq`), FTS5 search. A meeting's time
 * and decision are the meetings domain's, asked of it (`InboxMeetings`).
 */
export class InboxStore {
  private readonly db: TypedDb;
  private readonly records: RecordStore;
  private readonly accounts: StaffAccounts;
  private readonly audit: AuditLog;

  constructor(
    db: Db,
    private readonly meetings: InboxMeetings,
  ) {
    this.db = typedDb(db);
    this.records = new RecordStore(db);
    this.accounts = new StaffAccounts(db);
    this.audit = new AuditLog(db);
  }

  /** The names of those of `ids` whose accounts still exist. */
  private namesOf(ids: (string | null)[]): Map<string, string> {
    return this.accounts.namesOf([...new Set(ids.filter((id) => id !== null))]);
  }

  /** Meta rows as the inbox shows them, each with its record, its duplicate's id, and a meeting's time and decision. */
  private toRecords(rows: Row[]): InboxRecord[] {
    const seqs = rows.flatMap((row) => (row.of_seq === null ? [row.seq] : [row.seq, row.of_seq]));
    const placed = new Map(this.records.placedAt([...new Set(seqs)]).map((record) => [record.seq, record]));
    const kept = rows.filter((row) => placed.has(row.seq));
    const meetings = kept.filter((row) => row.tbl === 'Meeting').map((row) => placed.get(row.seq)!.id);
    const times = this.meetings.times.timesOf(meetings);
    const decisions = this.meetings.decisions.decisionsOf(meetings);
    const payments = this.meetings.payments?.summariesOf(meetings) ?? new Map<string, PaymentSummary>();
    const names = this.namesOf([
      ...kept.map((row) => row.assignee_id),
      ...[...decisions.values()].map((decision) => decision.decidedBy),
    ]);
    const named = (id: string) => ({ id, name: names.get(id) ?? 'Removed account' });
    return kept.map((row) => {
      const { seq, table, ...record } = placed.get(row.seq)!;
      const time = times.get(record.id);
      const decision = decisions.get(record.id);
      const payment = payments.get(record.id);
      const duplicateOf = row.of_seq === null ? undefined : placed.get(row.of_seq)?.id;
      return {
        seq,
        table: table as InboxTable,
        ...record,
        status: row.status as RecordStatus,
        assignee: row.assignee_id ? named(row.assignee_id) : null,
        decision: decision ? { ...decision, decidedBy: decision.decidedBy ? named(decision.decidedBy) : null } : null,
        ...(time ? { slot: { start: new Date(time.start).toISOString(), end: new Date(time.end).toISOString() } } : {}),
        ...(payment ? { payment } : {}),
        ...(duplicateOf && row.duplicate_state && row.duplicate_state !== 'dismissed'
          ? { duplicateOf: { id: duplicateOf, state: row.duplicate_state } }
          : {}),
      };
    });
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

  /** The meta rows a filter keeps, with their place (`seq`, the list's order); a search without words keeps none. */
  private matching(q: QueryBuilder, filter: InboxFilter): { rows: MetaRows; seq: RawBuilder<number> } {
    const match = filter.q ? searchWords(this.db.engine, filter.q) : undefined;
    const seq = sql.ref<number>(match ? 'f.rowid' : 'm.seq');
    const from = filter.from ? this.seqAtOrAfter(nepalDayStart(filter.from)) : undefined;
    const tos = [
      filter.to ? this.seqAtOrAfter(nepalDayStart(nextDay(filter.to))) : undefined,
      filter.arrivedBefore ? this.seqAtOrAfter(filter.arrivedBefore) : undefined,
    ].filter((bound) => bound !== undefined);
    const to = tos.length ? Math.min(...tos) : undefined;
    const bySlot = filter.slotFrom !== undefined || filter.slotTo !== undefined;
    const rows = (match ? searchMatches(this.db.engine, q, match) : q.selectFrom('staff_record_meta as m'))
      .$if(Boolean(filter.q) && !match, (query) => query.where(sql<boolean>`1 = 0`))
      .$if(!!filter.table, (query) => query.where('m.tbl', '=', filter.table!))
      .$if(!!filter.status, (query) => query.where('m.status', '=', filter.status!))
      .$if(filter.assigneeId === null, (query) => query.where('m.assignee_id', 'is', null))
      .$if(!!filter.assigneeId, (query) => query.where('m.assignee_id', '=', filter.assigneeId!))
      .$if(from !== undefined, (query) => query.where(seq, '>=', from!))
      .$if(to !== undefined, (query) => query.where(seq, '<', to!))
      .$if(bySlot, (query) =>
        query.where(
          'm.seq',
          'in',
          this.records.placesOf(q, this.meetings.times.meetingsStartingIn(q, filter.slotFrom, filter.slotTo)),
        ),
      )
      .$if(!!filter.payment, (query) =>
        this.meetings.payments
          ? query.where('m.seq', 'in', this.records.placesOf(q, this.meetings.payments.matching(q, filter.payment!)))
          : query.where(sql<boolean>`1 = 0`),
      )
      .$if(!!filter.undecided, (query) =>
        query.where('m.seq', 'not in', this.records.placesOf(q, this.meetings.decisions.settled(q))),
      );
    return { rows, seq };
  }

  list(filter: InboxFilter, page: { before?: number; limit: number }): { items: InboxRecord[]; next: number | null } {
    const rows = this.db.all((q) => {
      const kept = this.matching(q, filter);
      return withColumns(kept.rows)
        .$if(page.before !== undefined, (query) => query.where(kept.seq, '<', page.before!))
        .orderBy(kept.seq, 'desc')
        .limit(page.limit + 1);
    });
    const items = this.toRecords(rows.slice(0, page.limit));
    return { items, next: rows.length > page.limit ? rows[page.limit - 1].seq : null };
  }

  /** How many records a filter keeps. */
  count(filter: InboxFilter): number {
    return this.db.first((q) => this.matching(q, filter).rows.select((eb) => eb.fn.countAll<number>().as('n')))!.n;
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
    const placed = this.records.find(table, id);
    if (!placed) return undefined;
    const rows = this.db.all((q) =>
      withColumns(q.selectFrom('staff_record_meta as m')).where('m.seq', '=', placed.seq).where('m.tbl', '=', table),
    );
    return this.toRecords(rows)[0];
  }

  require(table: string, id: string): InboxRecord {
    const record = this.find(table, id);
    if (!record) throw notFound('Could not find that record; it may have been deleted');
    return record;
  }

  /** Records that arrived after `seq`, oldest first (for live updates). */
  arrivedAfter(seq: number): { seq: number; table: InboxTable; id: string }[] {
    const seqs = this.db
      .all((q) => q.selectFrom('staff_record_meta').select('seq').where('seq', '>', seq).orderBy('seq').limit(100))
      .map((row) => row.seq);
    return this.records.placedAt(seqs).map((record) => ({
      seq: record.seq,
      table: record.table as InboxTable,
      id: record.id,
    }));
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

  /** Assigns a record known by its table and id. */
  assignRecord(table: string, recordId: string, assigneeId: string) {
    const record = this.records.find(table, recordId);
    if (record) this.setAssignee(record.seq, assigneeId);
  }

  /** A meeting's calendar SEQUENCE: how many decisions it has had (the meetings domain counts them). */
  calendarSequence(record: InboxRecord): number {
    return this.meetings.decisions.sequence(record.id);
  }

  /**
   * The records of a table whose last change (arrival, status or assignee, note, meeting decision:
   * anything the audit log or notes record) came before `cutoff` (ISO), oldest first: retention's question.
   */
  unchangedSince(table: string, cutoff: string): PlacedRecord[] {
    const noted = new Set(
      this.db
        .all((q) => q.selectFrom('staff_notes').select('seq').distinct().where('created_at', '>=', cutoff))
        .map((row) => row.seq),
    );
    const audited = this.audit.recordsNamedSince(cutoff);
    const decided = this.meetings.decisions.decidedSince(cutoff);
    return this.records
      .arrivedBefore(table, cutoff)
      .filter((record) => !noted.has(record.seq) && !audited.has(record.id) && !decided.has(record.id));
  }

  /** What the back office holds of a record besides its notes, as a person's data export gives it. */
  backOffice(
    record: PlacedRecord,
  ): { status: RecordStatus; decision: MeetingDecision | null; decided_at: string | null } | null {
    const row = this.db.first((q) =>
      q
        .selectFrom('staff_record_meta')
        .select('status')
        .$narrowType<{ status: RecordStatus }>()
        .where('seq', '=', record.seq),
    );
    if (!row) return null;
    const decision =
      record.table === 'Meeting' ? this.meetings.decisions.decisionsOf([record.id]).get(record.id) : null;
    return { status: row.status, decision: decision?.value ?? null, decided_at: decision?.decidedAt ?? null };
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
    const { id } = this.db.first((q) =>
      q
        .insertInto('staff_notes')
        .values({ seq, author_id: author.id, author_name: author.name, body, created_at: createdAt })
        .returning('id'),
    )!;
    return { id: String(id), author: { id: author.id ?? '', name: author.name }, body, createdAt };
  }

  /** A removed account's records go back to nobody. */
  unassignAll(assigneeId: string) {
    this.db.run((q) =>
      q.updateTable('staff_record_meta').set({ assignee_id: null }).where('assignee_id', '=', assigneeId),
    );
  }
}
