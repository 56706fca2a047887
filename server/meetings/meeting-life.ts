import { randomBytes } from 'node:crypto';
import type { MeetingLifeView, PaymentInstructions } from '../../schemas/staff-api';
import type { Db } from '../db';
import { SettingsStore } from '../settings/settings-store';

interface Row {
  lang: 'en' | 'ne';
  join_url: string | null;
  decline_reason: string | null;
  offers: string;
  nonce: string;
  paid_at: string | null;
  paid_by: string | null;
}

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
  private readonly readRow;
  private readonly insertRow;
  private readonly settings: SettingsStore;

  constructor(private readonly db: Db) {
    this.settings = new SettingsStore(db);
    this.readRow = db.prepare(
      'SELECT lang, join_url, decline_reason, offers, nonce, paid_at, paid_by FROM meeting_life WHERE record_id = ?',
    );
    this.insertRow = db.prepare('INSERT OR IGNORE INTO meeting_life (record_id, lang, nonce) VALUES (?, ?, ?)');
  }

  /** A new meeting's row; call inside the transaction that stores it. */
  created(recordId: string, lang: 'en' | 'ne' = 'en') {
    this.insertRow.run(recordId, lang, newNonce());
  }

  /** The meeting's row, made on first use for a meeting booked before this table existed. */
  get(recordId: string): MeetingLifeRow {
    let row = this.readRow.get(recordId) as Row | undefined;
    if (!row) {
      this.created(recordId);
      row = this.readRow.get(recordId) as Row;
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

  view(recordId: string): MeetingLifeView {
    const { nonce: _nonce, ...view } = this.get(recordId);
    return view;
  }

  setJoinUrl(recordId: string, joinUrl: string | null) {
    this.get(recordId);
    this.db.prepare('UPDATE meeting_life SET join_url = ? WHERE record_id = ?').run(joinUrl, recordId);
  }

  setDecline(recordId: string, reason: string | null, offers: string[]) {
    this.get(recordId);
    this.db
      .prepare('UPDATE meeting_life SET decline_reason = ?, offers = ? WHERE record_id = ?')
      .run(reason, JSON.stringify(offers), recordId);
  }

  /** Staff marked the meeting paid (or not, undoing a mistake). */
  setPaid(recordId: string, paid: boolean, by: string) {
    this.get(recordId);
    this.db
      .prepare('UPDATE meeting_life SET paid_at = ?, paid_by = ? WHERE record_id = ?')
      .run(paid ? new Date().toISOString() : null, paid ? by : null, recordId);
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
    this.get(recordId);
    this.db.prepare('UPDATE meeting_life SET nonce = ? WHERE record_id = ?').run(newNonce(), recordId);
  }
}
