import {
  bookingDays,
  defaultAvailability,
  isFreeSlot,
  nearestFreeSlots,
  type Availability,
  type Busy,
} from '../../schemas/booking-slots';
import { meetingSpan } from '../../schemas/meeting-calendar';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import type { Db } from '../db';
import type { StoredRecord } from '../tables/record-store';
import { SlotTakenError } from './slot-taken-error';

/**
 * The booking settings (one JSON row, the shipped holidays all on until staff change it) and the
 * ledger of taken time: one row per booked meeting (by record id, in local and relay mode alike,
 * since relay records never come back here) and per block staff set by hand.
 */
export const bookingSchema = `
CREATE TABLE IF NOT EXISTS booking_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  availability TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS booking_slots (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('meeting', 'block')),
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  released INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS booking_slots_by_time ON booking_slots (released, start_ms);
`;

/** What a fresh gateway offers: the default week with every shipped public holiday closed. */
export const initialAvailability: Availability = {
  ...defaultAvailability,
  holidays: nepalPublicHolidays.map((holiday) => holiday.date),
};

const DAY = 24 * 60 * 60_000;

export class BookingLedger {
  private readonly readSettings;
  private readonly busyRows;
  private readonly insertSlot;
  private readonly releaseSlot;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.readSettings = db.prepare('SELECT availability FROM booking_settings WHERE id = 1');
    this.busyRows = db.prepare(
      'SELECT kind, start_ms AS start, end_ms AS end FROM booking_slots WHERE released = 0 AND end_ms > ? AND start_ms < ?',
    );
    this.insertSlot = db.prepare('INSERT INTO booking_slots (id, kind, start_ms, end_ms) VALUES (?, ?, ?, ?)');
    this.releaseSlot = db.prepare('UPDATE booking_slots SET released = 1 WHERE id = ?');
  }

  availability(): Availability {
    const row = this.readSettings.get() as { availability: string } | undefined;
    return row ? { ...initialAvailability, ...JSON.parse(row.availability) } : initialAvailability;
  }

  saveAvailability(availability: Availability) {
    this.db
      .prepare(
        'INSERT INTO booking_settings (id, availability) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET availability = excluded.availability',
      )
      .run(JSON.stringify(availability));
  }

  /** Taken time around [from, to) (ms), a day either side so buffers and daily caps see everything. */
  private busy(from: number, to: number): Busy[] {
    return this.busyRows.all(from - DAY, to + DAY) as Busy[];
  }

  /** The dates from `from` (Nepal) for `days` days with their free slots for a meeting of `minutes`. */
  days(from: string, days: number, minutes: number) {
    const start = Date.parse(`${from}T00:00:00Z`) - DAY;
    const busy = this.busy(start, start + (days + 2) * DAY);
    return bookingDays({ availability: this.availability(), busy, minutes, now: this.clock(), from, days });
  }

  /**
   * The record store's and the outbox's hook, inside the transaction that stores new Meeting
   * records: each must start on a free slot, which it then takes. A taken or closed time throws,
   * and the whole transaction (the record with it) rolls back. SQLite runs one write transaction
   * at a time, so of two visitors racing for a slot the second sees the first's row.
   */
  reserve = (table: string, records: StoredRecord[]) => {
    if (table !== meetingTable) return;
    const availability = this.availability();
    for (const record of records) {
      const { start, end } = meetingSpan(record.fields as MeetingRecord);
      const minutes = (end.getTime() - start.getTime()) / 60_000;
      const query = { availability, busy: this.busy(start.getTime(), end.getTime()), minutes, now: this.clock() };
      if (!isFreeSlot({ ...query, start })) throw new SlotTakenError(nearestFreeSlots({ ...query, start, count: 3 }));
      this.insertSlot.run(record.id, 'meeting', start.getTime(), end.getTime());
    }
  };

  /** Frees a meeting's time (declined or cancelled) or removes a block. */
  release(id: string) {
    this.releaseSlot.run(id);
  }

  /** Whether `start` is a free slot for a meeting of `minutes` now (call it after releasing the meeting's own time). */
  isFree(start: Date, minutes: number): boolean {
    const end = start.getTime() + minutes * 60_000;
    return isFreeSlot({
      availability: this.availability(),
      busy: this.busy(start.getTime(), end),
      minutes,
      now: this.clock(),
      start,
    });
  }

  /**
   * Moves a meeting (the visitor's manage page, an offered time taken) to `start`, which must be a
   * free slot by the booking rules with its own old time not counting; otherwise throws
   * SlotTakenError with the nearest free times. Call inside the transaction that changes the record.
   */
  move(id: string, start: Date, minutes: number) {
    this.releaseSlot.run(id);
    const availability = this.availability();
    const query = {
      availability,
      busy: this.busy(start.getTime(), start.getTime() + minutes * 60_000),
      minutes,
      now: this.clock(),
    };
    if (!isFreeSlot({ ...query, start })) throw new SlotTakenError(nearestFreeSlots({ ...query, start, count: 3 }));
    this.db
      .prepare(
        "INSERT INTO booking_slots (id, kind, start_ms, end_ms) VALUES (?, 'meeting', ?, ?) ON CONFLICT (id) DO UPDATE SET start_ms = excluded.start_ms, end_ms = excluded.end_ms, released = 0",
      )
      .run(id, start.getTime(), start.getTime() + minutes * 60_000);
  }
}
