import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
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
import type { Db } from '../storage/db';
import { SettingsStore } from '../settings/settings-store';
import type { Database } from '../storage/database';
import { typedDb, type QueryBuilder, type TypedDb } from '../storage/typed-db';
import type { StoredRecord } from '../tables/record-store';
import { BookingLimitError } from '../errors/booking-limit-error';
import { SlotTakenError } from '../errors/slot-taken-error';
import { MeetingLife } from './meeting-life';

/** What a fresh gateway offers: the default week with every shipped public holiday closed. */
export const initialAvailability: Availability = {
  ...defaultAvailability,
  holidays: nepalPublicHolidays.map((holiday) => holiday.date),
};

const DAY = 24 * 60 * 60_000;
const entryColumns = ['id', 'kind', 'start_ms as start', 'end_ms as end', 'assignee', 'note'] as const;

/**
 * At most `perDay` meetings asked for in the last 24 hours that still hold their time and are not
 * confirmed, per e-mail address and per caller address (0: no limit): one address once filled 71%
 * of two months' free starts.
 */
export interface RequestLimit {
  perDay: number;
  /** The office phone the refusal names. */
  phone: () => string;
}

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
 * holidays all on until staff change them), and keeps who asked for each meeting of the last day
 * for the daily limit (owner of `booking_requests`: its e-mail address and the caller's address,
 * kept a day, the limit's window, and deleted with the meeting).
 */
export class BookingLedger {
  private readonly db: TypedDb;
  private readonly settingsStore: SettingsStore;
  private readonly life: MeetingLife;

  /** A new meeting goes to one of the chosen hosts among `accounts` (round robin), or to nobody when there are none. */
  constructor(
    db: Db,
    private readonly clock: () => Date = () => new Date(),
    private readonly accounts: HostAccounts = { list: () => [] },
    private readonly limit: RequestLimit = { perDay: 0, phone: () => '' },
  ) {
    this.db = typedDb(db);
    this.settingsStore = new SettingsStore(db);
    this.life = new MeetingLife(db);
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
    return this.db.all((q) =>
      q
        .selectFrom('booking_slots')
        .select(['kind', 'start_ms as start', 'end_ms as end'])
        .where('released', '=', 0)
        .where('end_ms', '>', from - DAY)
        .where('start_ms', '<', to + DAY),
    );
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
      this.db
        .all((q) =>
          q
            .selectFrom('booking_slots')
            .select((eb) => [
              'assignee',
              eb.fn.countAll<number>().as('meetings'),
              eb.fn
                .sum<number>(
                  eb
                    .case()
                    .when(eb.and([eb('start_ms', '<', end + pad), eb('end_ms', '>', start - pad)]))
                    .then(1)
                    .else(0)
                    .end(),
                )
                .as('clashes'),
            ])
            .where('kind', '=', 'meeting')
            .where('released', '=', 0)
            .where('assignee', 'is not', null)
            .where('end_ms', '>', weekStart)
            .where('start_ms', '<', weekStart + 7 * DAY)
            .groupBy('assignee'),
        )
        .map((row) => [row.assignee, row]),
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

  /** How many of the meetings this e-mail address or caller asked for since `since` (ms) still hold their time unconfirmed. */
  private waiting(key: 'email' | 'caller', value: string, since: number): number {
    const asked = this.db
      .all((q) =>
        q.selectFrom('booking_requests').select('record_id').where(key, '=', value).where('at_ms', '>', since),
      )
      .map((row) => row.record_id);
    const held = [...this.heldAmong(asked)];
    const confirmed = this.life.confirmedAmong(held);
    return held.filter((id) => !confirmed.has(id)).length;
  }

  /**
   * Counts a new meeting against the daily limit, inside the transaction that stores it and before
   * its time is taken, so racing requests count each other: past the limit it throws
   * BookingLimitError (undoing the whole write). `caller`: the client's address (null outside a
   * request: a script counts by e-mail only).
   */
  admit(record: StoredRecord, caller: string | null) {
    const now = this.clock().getTime();
    const email = String((record.fields as Partial<MeetingRecord>).Email ?? '')
      .trim()
      .toLowerCase();
    const { perDay } = this.limit;
    if (perDay > 0) {
      const since = now - DAY;
      const over =
        this.waiting('email', email, since) >= perDay ||
        (caller !== null && this.waiting('caller', caller, since) >= perDay);
      if (over) throw new BookingLimitError(perDay, this.limit.phone());
    }
    this.db.run((q) => q.deleteFrom('booking_requests').where('at_ms', '<=', now - DAY));
    this.db.run((q) => q.insertInto('booking_requests').values({ record_id: record.id, email, caller, at_ms: now }));
  }

  /**
   * Takes a new meeting's slot, inside the transaction that stores its record, and answers the host
   * it goes to (null: nobody). A taken or closed time throws, and the whole transaction (the record
   * with it) rolls back. Bookings take their turn (`lockFor`), so of two visitors racing for a slot,
   * on one gateway or two, the second sees the first's row.
   */
  reserve(record: StoredRecord): string | null {
    this.db.lockFor('booking_slots');
    const availability = this.availability();
    const { start, end } = meetingSpan(record.fields as MeetingRecord);
    const minutes = (end.getTime() - start.getTime()) / 60_000;
    const query = { availability, busy: this.busy(start.getTime(), end.getTime()), minutes, now: this.clock() };
    if (!isFreeSlot({ ...query, start })) throw new SlotTakenError(nearestFreeSlots({ ...query, start, count: 3 }));
    const assignee = this.assigneeFor(start.getTime(), end.getTime(), availability);
    this.insertSlot({ id: record.id, kind: 'meeting', start_ms: start.getTime(), end_ms: end.getTime(), assignee });
    return assignee;
  }

  /** Frees a meeting's time (declined or cancelled) or removes a block. */
  release(id: string) {
    this.db.run((q) => q.updateTable('booking_slots').set({ released: 1 }).where('id', '=', id));
  }

  private insertSlot(slot: Insertable<Database['booking_slots']>) {
    this.db.run((q) => q.insertInto('booking_slots').values(slot));
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
    this.db.lockFor('booking_slots');
    this.release(id);
    const availability = this.availability();
    const query = {
      availability,
      busy: this.busy(start.getTime(), start.getTime() + minutes * 60_000),
      minutes,
      now: this.clock(),
    };
    if (!isFreeSlot({ ...query, start })) throw new SlotTakenError(nearestFreeSlots({ ...query, start, count: 3 }));
    this.db.run((q) =>
      q
        .insertInto('booking_slots')
        .values({ id, kind: 'meeting', start_ms: start.getTime(), end_ms: start.getTime() + minutes * 60_000 })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            start_ms: eb.ref('excluded.start_ms'),
            end_ms: eb.ref('excluded.end_ms'),
            released: 0,
          })),
        ),
    );
  }

  /** Staff close [start, end) by hand: those slots leave the public read at once. */
  block(start: number, end: number, note: string | null): LedgerEntry {
    const id = `blk${randomUUID().replace(/-/g, '')}`;
    this.insertSlot({ id, kind: 'block', start_ms: start, end_ms: end, note });
    return { id, kind: 'block', start, end, assignee: null, note };
  }

  /**
   * An admin frees a meeting's time by hand (a meeting stuck holding it); the entry it held, or
   * undefined when that id holds no time.
   */
  free(id: string): LedgerEntry | undefined {
    return this.db.first((q) =>
      q
        .updateTable('booking_slots')
        .set({ released: 1 })
        .where('id', '=', id)
        .where('kind', '=', 'meeting')
        .where('released', '=', 0)
        .returning(entryColumns),
    );
  }

  /** Removes a block; false when there is no such block (a meeting's id is not a block). */
  unblock(id: string): boolean {
    return (
      this.db.run((q) => q.deleteFrom('booking_slots').where('id', '=', id).where('kind', '=', 'block')).changes > 0
    );
  }

  /** A calendar feed's meetings: those given to `assignee` or to nobody, ending after `after` (ms), earliest first. */
  meetingsFor(assignee: string, after: number): { id: string; start: number; end: number }[] {
    return this.db.all((q) =>
      q
        .selectFrom('booking_slots')
        .select(['id', 'start_ms as start', 'end_ms as end'])
        .where('kind', '=', 'meeting')
        .where('end_ms', '>', after)
        .where((eb) => eb.or([eb('assignee', '=', assignee), eb('assignee', 'is', null)]))
        .orderBy('start_ms'),
    );
  }

  /** Meetings holding their time that start in (after, until] (ms), earliest first: whose reminders may be due. */
  heldStarting(after: number, until: number): { id: string; start: number }[] {
    return this.db.all((q) =>
      q
        .selectFrom('booking_slots')
        .select(['id', 'start_ms as start'])
        .where('kind', '=', 'meeting')
        .where('released', '=', 0)
        .where('start_ms', '>', after)
        .where('start_ms', '<=', until)
        .orderBy('start_ms'),
    );
  }

  /** Of these meetings, those still holding their time. */
  heldAmong(ids: readonly string[]): Set<string> {
    if (!ids.length) return new Set();
    const rows = this.db.all((q) =>
      q.selectFrom('booking_slots').select('id').where('id', 'in', ids).where('released', '=', 0),
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The booked time of each of these meetings that has one (held or freed since). */
  timesOf(ids: readonly string[]): Map<string, { start: number; end: number }> {
    if (!ids.length) return new Map();
    const rows = this.db.all((q) =>
      q
        .selectFrom('booking_slots')
        .select(['id', 'start_ms as start', 'end_ms as end'])
        .where('id', 'in', ids)
        .where('kind', '=', 'meeting'),
    );
    return new Map(rows.map(({ id, ...time }) => [id, time]));
  }

  /**
   * The ids of the meetings booked to start in [from, to) (ms, either end open), as a subquery for a
   * list that pages through records by them (the inbox's Today, This week, Upcoming and Past).
   */
  meetingsStartingIn(q: QueryBuilder, from?: number, to?: number) {
    return q
      .selectFrom('booking_slots')
      .select('id')
      .where('kind', '=', 'meeting')
      .$if(from !== undefined, (query) => query.where('start_ms', '>=', from!))
      .$if(to !== undefined, (query) => query.where('start_ms', '<', to!));
  }

  /** Meetings still holding their time and blocks overlapping [from, to), earliest first. */
  entries(from: number, to: number): LedgerEntry[] {
    return this.db.all((q) =>
      q
        .selectFrom('booking_slots')
        .select(entryColumns)
        .where('released', '=', 0)
        .where('end_ms', '>', from)
        .where('start_ms', '<', to)
        .orderBy('start_ms')
        .orderBy('id'),
    );
  }
}
