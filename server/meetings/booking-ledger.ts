import { randomUUID } from 'node:crypto';
import type { BookingSettings } from '../../schemas/booking-staff-api';
import {
  addDays,
  bookingDays,
  defaultAvailability,
  isFreeSlot,
  nearestFreeSlots,
  nepalDateTime,
  weekday,
  type Availability,
  type Busy,
} from '../../schemas/booking-slots';
import { meetingSpan } from '../../schemas/meeting-calendar';
import type { MeetingRecord } from '../../schemas/meeting';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalInstant } from '../../schemas/nepal-time';
import type { Db } from '../db';
import { SettingsStore } from '../settings/settings-store';
import type { StoredRecord } from '../tables/record-store';
import { SlotTakenError } from '../errors/slot-taken-error';

/** What a fresh gateway offers: the default week with every shipped public holiday closed. */
export const initialAvailability: Availability = {
  ...defaultAvailability,
  holidays: nepalPublicHolidays.map((holiday) => holiday.date),
};

const DAY = 24 * 60 * 60_000;

/** Someone who takes meetings, as round robin weighs them. */
export interface Host {
  id: string;
  name: string;
}

/** The staff accounts, of which the chosen hosts who can still take meetings (not removed or disabled) get them. */
export interface HostAccounts {
  list(): (Host & { disabled: boolean })[];
}

/** A row of the ledger as the calendar and the feed read it. */
export interface LedgerEntry {
  id: string;
  kind: 'meeting' | 'block';
  start: number;
  end: number;
  assignee: string | null;
  /** A block's reason, typed by the staff member who set it. */
  note: string | null;
}

/**
 * The booking ledger (owner of `booking_slots`): one row per booked meeting (by record id) and per
 * block staff set by hand;
 * a trigger frees a deleted meeting's time. Also reads and writes the booking settings (the shipped
 * holidays all on until staff change them).
 */
export class BookingLedger {
  private readonly settingsStore: SettingsStore;
  private readonly busyRows;
  private readonly insertSlot;
  private readonly releaseSlot;
  private readonly hostLoad;

  /** A new meeting goes to one of the chosen hosts among `accounts` (round robin), or to nobody when there are none. */
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    private readonly accounts: HostAccounts = { list: () => [] },
  ) {
    this.settingsStore = new SettingsStore(db);
    this.busyRows = db.prepare(
      'SELECT kind, start_ms AS start, end_ms AS end FROM booking_slots WHERE released = 0 AND end_ms > ? AND start_ms < ?',
    );
    this.insertSlot = db.prepare(
      'INSERT INTO booking_slots (id, kind, start_ms, end_ms, assignee, note) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.releaseSlot = db.prepare('UPDATE booking_slots SET released = 1 WHERE id = ?');
    this.hostLoad = db.prepare(
      `SELECT assignee, count(*) AS meetings, sum(start_ms < ? AND end_ms > ?) AS clashes FROM booking_slots
       WHERE kind = 'meeting' AND released = 0 AND assignee IS NOT NULL AND end_ms > ? AND start_ms < ? GROUP BY assignee`,
    );
  }

  availability(): Availability {
    return this.settings().availability;
  }

  /** The availability and who takes meetings, as the Availability screen edits them. */
  settings(): BookingSettings {
    const stored = this.settingsStore.get('booking');
    return { availability: { ...initialAvailability, ...stored?.availability }, hosts: stored?.hosts ?? [] };
  }

  saveSettings({ availability, hosts }: BookingSettings) {
    this.settingsStore.set('booking', { availability, hosts });
  }

  saveAvailability(availability: Availability) {
    this.saveSettings({ ...this.settings(), availability });
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
   * Round robin: of the hosts with no meeting of theirs overlapping [start, end) plus the buffer,
   * the one with the fewest meetings in that Nepal week (Sunday to Saturday), ties by name; null
   * when nobody is chosen or nobody is free.
   */
  assigneeFor(start: number, end: number, availability: Availability): string | null {
    const ids = this.settings().hosts;
    const chosen = this.accounts
      .list()
      .filter((user) => ids.includes(user.id) && !user.disabled)
      .map(({ id, name }) => ({ id, name }));
    if (chosen.length === 0) return null;
    const { date } = nepalDateTime(new Date(start));
    const weekStart = nepalInstant(addDays(date, -weekday(date)), '00:00').getTime();
    const pad = availability.bufferMinutes * 60_000;
    const load = new Map(
      (
        this.hostLoad.all(end + pad, start - pad, weekStart, weekStart + 7 * DAY) as {
          assignee: string;
          meetings: number;
          clashes: number;
        }[]
      ).map((row) => [row.assignee, row]),
    );
    const free = chosen
      .filter((host) => !load.get(host.id)?.clashes)
      .sort(
        (a, b) =>
          (load.get(a.id)?.meetings ?? 0) - (load.get(b.id)?.meetings ?? 0) ||
          a.name.localeCompare(b.name, 'en') ||
          a.id.localeCompare(b.id),
      );
    return free[0]?.id ?? null;
  }

  /**
   * Takes a new meeting's slot, inside the transaction that stores its record, and answers the host
   * it goes to (null: nobody). A taken or closed time throws, and the whole transaction (the record
   * with it) rolls back. SQLite runs one write transaction at a time, so of two visitors racing for
   * a slot the second sees the first's row.
   */
  reserve(record: StoredRecord): string | null {
    const availability = this.availability();
    const { start, end } = meetingSpan(record.fields as MeetingRecord);
    const minutes = (end.getTime() - start.getTime()) / 60_000;
    const query = { availability, busy: this.busy(start.getTime(), end.getTime()), minutes, now: this.clock() };
    if (!isFreeSlot({ ...query, start })) throw new SlotTakenError(nearestFreeSlots({ ...query, start, count: 3 }));
    const assignee = this.assigneeFor(start.getTime(), end.getTime(), availability);
    this.insertSlot.run(record.id, 'meeting', start.getTime(), end.getTime(), assignee, null);
    return assignee;
  }

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

  /** Staff close [start, end) by hand: those slots leave the public read at once. */
  block(start: number, end: number, note: string | null): LedgerEntry {
    const id = `blk${randomUUID().replace(/-/g, '')}`;
    this.insertSlot.run(id, 'block', start, end, null, note);
    return { id, kind: 'block', start, end, assignee: null, note };
  }

  /**
   * An admin frees a meeting's time by hand (a meeting stuck holding it); the entry it held, or
   * undefined when that id holds no time.
   */
  free(id: string): LedgerEntry | undefined {
    return this.db
      .prepare(
        `UPDATE booking_slots SET released = 1 WHERE id = ? AND kind = 'meeting' AND released = 0
         RETURNING id, kind, start_ms AS start, end_ms AS end, assignee, note`,
      )
      .get(id) as LedgerEntry | undefined;
  }

  /** Removes a block; false when there is no such block (a meeting's id is not a block). */
  unblock(id: string): boolean {
    return this.db.prepare("DELETE FROM booking_slots WHERE id = ? AND kind = 'block'").run(id).changes > 0;
  }

  /** Meetings still holding their time and blocks overlapping [from, to), earliest first. */
  entries(from: number, to: number): LedgerEntry[] {
    return this.db
      .prepare(
        `SELECT id, kind, start_ms AS start, end_ms AS end, assignee, note FROM booking_slots
         WHERE released = 0 AND end_ms > ? AND start_ms < ? ORDER BY start_ms, id`,
      )
      .all(from, to) as LedgerEntry[];
  }
}
