import type { MeetingRecord } from '../../schemas/meeting';
import type { Db } from '../db';
import { BookingLimitError } from '../errors/booking-limit-error';
import { typedDb, type TypedDb } from '../storage/typed-db';
import type { StoredRecord } from '../tables/record-store';
import { BookingLedger } from './booking-ledger';
import { MeetingLife } from './meeting-life';

const DAY = 24 * 60 * 60_000;

export interface BookingRequestsOptions {
  /** How many unconfirmed meetings one e-mail address, and one caller address, may ask for in 24 hours; 0: no limit. */
  perDay: number;
  /** The office phone the refusal names. */
  phone: () => string;
  clock?: () => Date;
}

/**
 * At most `perDay` meetings asked for in the last 24 hours that still hold their time and are not
 * confirmed, per e-mail address and per caller address: one address once filled 71% of two months'
 * free starts. Checked in the transaction that stores the meeting, so racing requests count each other.
 * Who asked for each meeting of the last day (its e-mail address and the caller's address) is kept a
 * day, the limit's window, and deleted with the meeting. Owner of `booking_requests`.
 */
export class BookingRequests {
  private readonly db: TypedDb;
  private readonly ledger: BookingLedger;
  private readonly life: MeetingLife;
  private readonly clock: () => Date;

  constructor(
    db: Db,
    private readonly options: BookingRequestsOptions,
  ) {
    this.db = typedDb(db);
    this.ledger = new BookingLedger(db);
    this.life = new MeetingLife(db);
    this.clock = options.clock ?? (() => new Date());
  }

  /** How many of the meetings this e-mail address or caller asked for since `since` (ms) still hold their time unconfirmed. */
  private waiting(key: 'email' | 'caller', value: string, since: number): number {
    const asked = this.db
      .all((q) =>
        q.selectFrom('booking_requests').select('record_id').where(key, '=', value).where('at_ms', '>', since),
      )
      .map((row) => row.record_id);
    const held = [...this.ledger.heldAmong(asked)];
    const confirmed = this.life.confirmedAmong(held);
    return held.filter((id) => !confirmed.has(id)).length;
  }

  /**
   * The record store's hook for a new Meeting, inside its transaction and before its time is taken:
   * throws BookingLimitError (undoing the whole write) past the limit, else counts the meeting.
   * `caller`: the client's address (null outside a request: a script counts by e-mail only).
   */
  admit(record: StoredRecord, caller: string | null) {
    const now = this.clock().getTime();
    const email = String((record.fields as Partial<MeetingRecord>).Email ?? '')
      .trim()
      .toLowerCase();
    const { perDay } = this.options;
    if (perDay > 0) {
      const since = now - DAY;
      const over =
        this.waiting('email', email, since) >= perDay ||
        (caller !== null && this.waiting('caller', caller, since) >= perDay);
      if (over) throw new BookingLimitError(perDay, this.options.phone());
    }
    this.db.run((q) => q.deleteFrom('booking_requests').where('at_ms', '<=', now - DAY));
    this.db.run((q) => q.insertInto('booking_requests').values({ record_id: record.id, email, caller, at_ms: now }));
  }
}
