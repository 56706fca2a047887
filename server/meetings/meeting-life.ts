import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SelectQueryBuilder, Updateable } from 'kysely';
import type { MeetingDecision, MeetingLifeView, PaymentInstructions } from '../../schemas/staff-api';
import { engineOf, type Db } from '../storage/db';
import { SignedValues } from '../http/signed-values';
import { SettingsStore } from '../settings/settings-store';
import type { Database } from '../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../storage/typed-db';

/** A subquery answering meeting ids. */
export type IdQuery = SelectQueryBuilder<Database, keyof Database, { id: string }>;

/** What a paid meeting owes as booked, its unpaid hold, and its refund once staff made it. */
export interface MeetingTerms {
  /** Paisa; null for a free meeting, or one booked before prices were kept. */
  owed: number | null;
  payBy: string | null;
  /** Staff marked it paid (by bank transfer, cash…), when. */
  markedPaid: string | null;
  refunded: { at: string; by: string | null } | null;
}

export interface MeetingLifeRow extends MeetingLifeView {
  nonce: string;
}

/** A meeting's latest decision: what, when (ISO), and the staff account that made it (null: the visitor or the token). */
export interface MeetingDecisionState {
  value: MeetingDecision;
  decidedAt: string;
  decidedBy: string | null;
}

const newNonce = () => randomBytes(12).toString('base64url');

/**
 * A meeting's life after booking, beside the record (whose fields stay the spec's): the page
 * language it was booked in, its decision (and how many it has had), the join link, a decline's
 * reason and offered times, and the nonce every manage link of the meeting is signed with (a new
 * nonce revokes them all). Owner of `meeting_life`.
 */
export class MeetingLife {
  private readonly db: TypedDb;
  private readonly settings: SettingsStore;

  constructor(db: Db) {
    this.db = typedDb(db);
    this.settings = new SettingsStore(db);
  }

  /** A new meeting's row; call inside the transaction that stores it. */
  created(recordId: string, lang: 'en' | 'ne' = 'en') {
    this.db.run((q) =>
      q
        .insertInto('meeting_life')
        .values({ record_id: recordId, lang, nonce: newNonce() })
        .onConflict((conflict) => conflict.doNothing()),
    );
  }

  private row(recordId: string) {
    return this.db.first((q) =>
      q
        .selectFrom('meeting_life')
        .select(['lang', 'join_url', 'decline_reason', 'offers', 'nonce', 'paid_at', 'paid_by'])
        .where('record_id', '=', recordId),
    );
  }

  /** The meeting's row, made on first use for a meeting booked before this table existed. */
  get(recordId: string): MeetingLifeRow {
    let row = this.row(recordId);
    if (!row) {
      this.created(recordId);
      row = this.row(recordId)!;
    }
    return {
      lang: row.lang,
      joinUrl: row.join_url,
      declineReason: row.decline_reason,
      offers: JSON.parse(row.offers) as string[],
      paid: row.paid_at ? { at: row.paid_at, by: row.paid_by } : null,
      nonce: row.nonce,
    };
  }

  /** Changes the meeting's row, made first if it has none. */
  private update(recordId: string, change: Updateable<Database['meeting_life']>) {
    this.get(recordId);
    this.db.run((q) => q.updateTable('meeting_life').set(change).where('record_id', '=', recordId));
  }

  view(recordId: string): MeetingLifeView {
    const { nonce: _nonce, ...view } = this.get(recordId);
    return view;
  }

  setJoinUrl(recordId: string, joinUrl: string | null) {
    this.update(recordId, { join_url: joinUrl });
  }

  setDecline(recordId: string, reason: string | null, offers: string[]) {
    this.update(recordId, { decline_reason: reason, offers: JSON.stringify(offers) });
  }

  /** Staff marked the meeting paid (or not, undoing a mistake). */
  setPaid(recordId: string, paid: boolean, by: string) {
    this.update(recordId, { paid_at: paid ? new Date().toISOString() : null, paid_by: paid ? by : null });
  }

  /** A paid meeting's price as booked (paisa), and until when its unpaid booking holds its time (ISO; null: not held). */
  setOwed(recordId: string, owed: number, payBy: string | null) {
    this.update(recordId, { owed, pay_by: payBy });
  }

  /** The unpaid booking's hold ends (paid, or its time freed). */
  endHold(recordId: string) {
    this.update(recordId, { pay_by: null });
  }

  /** What a meeting owes as booked (null: free, or booked before prices were kept), its hold, and its refund. */
  terms(recordId: string): MeetingTerms {
    return this.termsOf([recordId]).get(recordId) ?? { owed: null, payBy: null, markedPaid: null, refunded: null };
  }

  termsOf(recordIds: readonly string[]): Map<string, MeetingTerms> {
    if (!recordIds.length) return new Map();
    const rows = this.db.all((q) =>
      q
        .selectFrom('meeting_life')
        .select(['record_id', 'owed', 'pay_by', 'paid_at', 'refunded_at', 'refunded_by'])
        .where('record_id', 'in', recordIds),
    );
    return new Map(
      rows.map((row) => [
        row.record_id,
        {
          owed: row.owed,
          payBy: row.pay_by,
          markedPaid: row.paid_at,
          refunded: row.refunded_at ? { at: row.refunded_at, by: row.refunded_by } : null,
        },
      ]),
    );
  }

  /** Meetings whose unpaid hold ended at or before `now` (ISO). */
  holdsEnded(now: string): string[] {
    return this.db
      .all((q) => q.selectFrom('meeting_life').select('record_id').where('pay_by', '<=', now))
      .map((row) => row.record_id);
  }

  /** Staff refunded a paid meeting that was cancelled or declined (or undo a mistake). */
  setRefunded(recordId: string, refunded: boolean, by: string) {
    this.update(recordId, {
      refunded_at: refunded ? new Date().toISOString() : null,
      refunded_by: refunded ? by : null,
    });
  }

  /**
   * The inbox's "unpaid" filter, as a subquery of ids: meetings that owe a price, still on (not
   * cancelled or declined), neither marked paid nor among `paidOnline`.
   */
  owing(q: QueryBuilder, paidOnline: IdQuery) {
    return q
      .selectFrom('meeting_life')
      .select('record_id as id')
      .where('owed', '>', 0)
      .where('paid_at', 'is', null)
      .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', 'not in', ['cancelled', 'declined'])]))
      .where('record_id', 'not in', paidOnline);
  }

  /** The inbox's "refund due" filter: meetings paid (marked, or among `paidOnline`), then cancelled or declined, not refunded. */
  refundDue(q: QueryBuilder, paidOnline: IdQuery) {
    return q
      .selectFrom('meeting_life')
      .select('record_id as id')
      .where('decision', 'in', ['cancelled', 'declined'])
      .where('refunded_at', 'is', null)
      .where((eb) => eb.or([eb('paid_at', 'is not', null), eb('record_id', 'in', paidOnline)]));
  }

  /** How to pay for a paid meeting (bank account, digital wallet), as an admin wrote it; empty when not set. */
  paymentInstructions(): PaymentInstructions {
    return this.settings.get('payment') ?? { bank: '', wallet: '' };
  }

  savePaymentInstructions(instructions: PaymentInstructions) {
    this.settings.set('payment', instructions);
  }

  /** Records a meeting's decision; answers how many it has had, the SEQUENCE of its calendar entries from now on. */
  decide(recordId: string, decision: MeetingDecision, by: string | null): number {
    this.get(recordId);
    return this.db.first((q) =>
      q
        .updateTable('meeting_life')
        .set((eb) => ({
          decision,
          decided_at: new Date().toISOString(),
          decided_by: by,
          decisions: eb('decisions', '+', 1),
        }))
        .where('record_id', '=', recordId)
        .returning('decisions'),
    )!.decisions;
  }

  /** How many decisions a meeting has had: 0 for the booking as made. */
  sequence(recordId: string): number {
    const row = this.db.first((q) =>
      q.selectFrom('meeting_life').select('decisions').where('record_id', '=', recordId),
    );
    return row?.decisions ?? 0;
  }

  /** The latest decision of each of these meetings that has had one. */
  decisionsOf(recordIds: readonly string[]): Map<string, MeetingDecisionState> {
    if (!recordIds.length) return new Map();
    const rows = this.db.all((q) =>
      q
        .selectFrom('meeting_life')
        .select(['record_id', 'decision', 'decided_at', 'decided_by'])
        .where('record_id', 'in', recordIds)
        .where('decision', 'is not', null)
        .where('decided_at', 'is not', null),
    );
    return new Map(
      rows.map((row) => [
        row.record_id,
        { value: row.decision as MeetingDecision, decidedAt: row.decided_at!, decidedBy: row.decided_by },
      ]),
    );
  }

  decisionOf(recordId: string): MeetingDecisionState | null {
    return this.decisionsOf([recordId]).get(recordId) ?? null;
  }

  /** The meetings decided at or after `since` (ISO): changed since then, as retention counts changes. */
  decidedSince(since: string): Set<string> {
    const rows = this.db.all((q) => q.selectFrom('meeting_life').select('record_id').where('decided_at', '>=', since));
    return new Set(rows.map((row) => row.record_id));
  }

  /** The meetings whose latest decision settles them for now (a visitor's reschedule waits for staff), as a subquery. */
  settled(q: QueryBuilder) {
    return q
      .selectFrom('meeting_life')
      .select('record_id as id')
      .where('decision', 'is not', null)
      .where('decision', '!=', 'rescheduled');
  }

  /** Of these meetings, those confirmed (a visitor's reschedule waits for staff again). */
  confirmedAmong(recordIds: readonly string[]): Set<string> {
    if (!recordIds.length) return new Set();
    const rows = this.db.all((q) =>
      q
        .selectFrom('meeting_life')
        .select('record_id')
        .where('record_id', 'in', recordIds)
        .where('decision', '=', 'confirmed'),
    );
    return new Set(rows.map((row) => row.record_id));
  }

  /** Every manage and offer link of the meeting stops working. */
  revokeLinks(recordId: string) {
    this.update(recordId, { nonce: newNonce() });
  }
}

/** What a visitor's link is signed for: the meeting, its current nonce, and for an offered time, that time. */
export interface LinkClaims {
  recordId: string;
  nonce: string;
  /** An offered start (ISO instant): the link books that time. */
  offer?: string;
}

const SECRET_FILE = 'manage-link.key';

/**
 * The server secret the visitors' links are signed with: 32 random bytes, made on first start and
 * kept, so links in e-mails already sent keep working after a restart. SQLite: in DATA_DIR (mode
 * 600, written to a temporary file, fsynced and renamed), which a backup carries with the data.
 * PostgreSQL: in the settings, made once under the cluster's lock, so a link signed by one gateway
 * opens on every other.
 */
export function linkSecret(db: Db, dataDir: string): Buffer {
  if (engineOf(db) === 'postgres') return sharedLinkSecret(db);
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, secret.toString('base64url'), { mode: 0o600 });
  const fd = openSync(temporary, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temporary, file);
  return secret;
}

/**
 * Moving a data folder onto PostgreSQL (`npm run migrate-data`): its secret goes into the settings,
 * where a gateway on PostgreSQL keeps it, so the links in e-mails already sent keep opening.
 */
export function moveLinkSecret(dataDir: string, target: Db) {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) new SettingsStore(target).set('manage_link_key', readFileSync(file, 'utf8').trim());
}

function sharedLinkSecret(db: Db): Buffer {
  const stored = new SettingsStore(db).getOrMake('manage_link_key', () => randomBytes(32).toString('base64url'));
  return Buffer.from(stored, 'base64url');
}

/**
 * Visitors' private links: `<claims>.<HMAC-SHA256>`, both base64url. Not guessable without the
 * secret; a link names one meeting and its nonce (a new nonce revokes every link of the meeting);
 * when it stops working by time (after the meeting, or the offered time) the server decides from
 * the meeting as it stands, not from anything in the link.
 */
export class LinkSigner {
  private readonly signed: SignedValues;

  constructor(secret: Buffer) {
    this.signed = new SignedValues(secret, 'meeting-link');
  }

  sign(claims: LinkClaims): string {
    return this.signed.sign([claims.recordId, claims.nonce, claims.offer ?? null]);
  }

  /** The claims of a link this server signed; undefined for anything else, whatever its shape. */
  verify(token: unknown): LinkClaims | undefined {
    const [recordId, nonce, offer] = this.signed.verify(token) ?? [];
    if (typeof recordId !== 'string' || typeof nonce !== 'string') return undefined;
    return { recordId, nonce, ...(typeof offer === 'string' ? { offer } : {}) };
  }
}

/** The signed links in a visitor's e-mails: the meeting's manage page, and a time offered on decline. */
export class VisitorLinks {
  constructor(
    private readonly siteUrl: string,
    private readonly signer: LinkSigner,
    private readonly life: MeetingLife,
  ) {}

  manage = (recordId: string) =>
    `${this.siteUrl}/meeting/manage?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce })}`;

  /** A "Pay with …" link: a page with one button that starts a fresh attempt with that wallet. */
  pay = (recordId: string, wallet: string) =>
    `${this.siteUrl}/meeting/pay?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce })}&with=${wallet}`;

  offer = (recordId: string, offer: string) =>
    `${this.siteUrl}/meeting/take?t=${this.signer.sign({ recordId, nonce: this.life.get(recordId).nonce, offer })}`;
}
