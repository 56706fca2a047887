import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { MeetingLifeView, PaymentInstructions } from '../../schemas/staff-api';
import type { Db } from '../db';
import { SettingsStore } from '../settings/settings-store';
import type { Database } from '../storage/database';
import { typedDb, type TypedDb } from '../storage/typed-db';

export interface MeetingLifeRow extends MeetingLifeView {
  nonce: string;
}

const newNonce = () => randomBytes(12).toString('base64url');

/**
 * A meeting's life after booking, beside the record (whose fields stay the spec's): the page
 * language it was booked in, the join link, a decline's reason and offered times, and the nonce
 * every manage link of the meeting is signed with (a new nonce revokes them all).
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
      q.insertInto('meeting_life').orIgnore().values({ record_id: recordId, lang, nonce: newNonce() }),
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

  /** How to pay for a paid meeting (bank account, digital wallet), as an admin wrote it; empty when not set. */
  paymentInstructions(): PaymentInstructions {
    return this.settings.get('payment') ?? { bank: '', wallet: '' };
  }

  savePaymentInstructions(instructions: PaymentInstructions) {
    this.settings.set('payment', instructions);
  }

  /** Every manage and offer link of the meeting stops working. */
  revokeLinks(recordId: string) {
    this.update(recordId, { nonce: newNonce() });
  }
}
