import type { MeetingRecord } from '../../schemas/meeting';
import type { Db } from '../db';
import { BookingLimitError } from '../errors/booking-limit-error';
import type { StoredRecord } from '../tables/record-store';

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
 * day, the limit's window, and deleted with the meeting.
 */
export class BookingRequests {
  private readonly count;
  private readonly insert;
  private readonly prune;
  private readonly clock: () => Date;

  constructor(
    db: Db,
    private readonly options: BookingRequestsOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    const waiting = (key: 'email' | 'caller') =>
      db
        .prepare(
          `SELECT count(*) FROM booking_requests q JOIN booking_slots s ON s.id = q.record_id AND s.released = 0
           WHERE q.${key} = ? AND q.at_ms > ? AND NOT EXISTS (
             SELECT 1 FROM records r JOIN staff_record_meta m ON m.seq = r.seq
             WHERE r.id = q.record_id AND m.decision = 'confirmed')`,
        )
        .pluck();
    this.count = { email: waiting('email'), caller: waiting('caller') };
    this.insert = db.prepare('INSERT INTO booking_requests (record_id, email, caller, at_ms) VALUES (?, ?, ?, ?)');
    this.prune = db.prepare('DELETE FROM booking_requests WHERE at_ms <= ?');
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
        (this.count.email.get(email, since) as number) >= perDay ||
        (caller !== null && (this.count.caller.get(caller, since) as number) >= perDay);
      if (over) throw new BookingLimitError(perDay, this.options.phone());
    }
    this.prune.run(now - DAY);
    this.insert.run(record.id, email, caller, now);
  }
}
