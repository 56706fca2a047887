import { nepalInstant, nepalToday } from './nepal-time';

/**
 * Which start times a meeting can be booked at: the one judge, used by the gateway (the slots API
 * and the check before a Meeting is stored) and by the booking page. Everything is in Nepal time
 * (UTC+05:45 all year, no daylight saving), so a Nepal date and time map to one instant each way.
 */

/** Opening hours of one stretch of a day in Nepal, 'HH:MM' to 'HH:MM' (end after start). */
export interface Hours {
  start: string;
  end: string;
}

export interface Availability {
  /** Opening hours per weekday in Nepal, Sunday first (7 entries); an empty list is a closed day. */
  weekly: Hours[][];
  /** A date's own hours instead of the week's (a holiday's too); an empty list closes the date. */
  overrides: Record<string, Hours[]>;
  /** Dates closed as public holidays: the listed ones staff kept on and the ones they added. */
  holidays: string[];
  /** How long before its start a meeting can still be booked. */
  noticeMinutes: number;
  /** How many days after today (Nepal) the last bookable date is. */
  horizonDays: number;
  /** Free time kept after every meeting before the next one may start. */
  bufferMinutes: number;
  /** At most this many meetings start on one date. */
  maxPerDay: number;
}

const workday: Hours[] = [{ start: '10:00', end: '17:00' }];

/** Sunday to Friday, 10:00 to 17:00 Nepal time; Saturday closed; 4 h notice, 60 days ahead, 15 min buffer, 8 a day. */
export const defaultAvailability: Availability = {
  weekly: [workday, workday, workday, workday, workday, workday, []],
  overrides: {},
  holidays: [],
  noticeMinutes: 4 * 60,
  horizonDays: 60,
  bufferMinutes: 15,
  maxPerDay: 8,
};

/** The meeting lengths a slot is asked for (the spec's three durations). */
export const slotMinutes = [15, 30, 60] as const;
export type SlotMinutes = (typeof slotMinutes)[number];

/** Start times fall on the quarter hour, whatever the duration. */
export const SLOT_STEP_MINUTES = 15;

/** Time already taken, as instants (ms): a booked meeting (the buffer follows it) or a block staff set by hand. */
export interface Busy {
  start: number;
  end: number;
  kind: 'meeting' | 'block';
}

export interface Slot {
  start: Date;
  end: Date;
}

/** Why a date has no free start time, or 'open' with its slots. */
export type DayStatus = 'open' | 'closed' | 'holiday' | 'full' | 'tooSoon' | 'tooFar';

export interface BookingDay {
  /** The Nepal date, YYYY-MM-DD. */
  date: string;
  status: DayStatus;
  slots: Slot[];
}

export interface SlotQuery {
  availability: Availability;
  busy: readonly Busy[];
  minutes: number;
  now: Date;
}

const MINUTE = 60_000;

/** 'YYYY-MM-DD' plus `days` days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Sunday = 0: the weekday of a calendar date (the same wherever it is read). */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const toMinutes = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return hour * 60 + minute;
};
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Nepal date and time (HH:MM) of an instant. */
export function nepalDateTime(instant: Date): { date: string; time: string } {
  const date = nepalToday(instant);
  const minutes = Math.round((instant.getTime() - nepalInstant(date, '00:00').getTime()) / MINUTE);
  return { date, time: toTime(minutes) };
}

/** A date's opening hours: its override if staff set one, else closed on a holiday, else the week's. */
export function hoursOn(availability: Availability, date: string): { hours: Hours[]; holiday: boolean } {
  if (Object.hasOwn(availability.overrides, date)) return { hours: availability.overrides[date], holiday: false };
  if (availability.holidays.includes(date)) return { hours: [], holiday: true };
  return { hours: availability.weekly[weekday(date)] ?? [], holiday: false };
}

function clashes(busy: Busy, start: number, end: number, bufferMs: number) {
  // A meeting keeps the buffer after it, and a new meeting needs its own before the next one.
  const pad = busy.kind === 'meeting' ? bufferMs : 0;
  return start < busy.end + pad && busy.start < end + pad;
}

/** Each date from `from` (Nepal) for `days` days, with its free start times or why it has none. */
export function bookingDays(query: SlotQuery & { from: string; days: number }): BookingDay[] {
  const { availability, busy, minutes, now } = query;
  const today = nepalToday(now);
  const lastDate = addDays(today, availability.horizonDays);
  const earliest = now.getTime() + availability.noticeMinutes * MINUTE;
  const bufferMs = availability.bufferMinutes * MINUTE;
  const meetingsOn = new Map<string, number>();
  for (const entry of busy) {
    if (entry.kind !== 'meeting') continue;
    const date = nepalToday(new Date(entry.start));
    meetingsOn.set(date, (meetingsOn.get(date) ?? 0) + 1);
  }
  const result: BookingDay[] = [];
  for (let index = 0; index < query.days; index += 1) {
    const date = addDays(query.from, index);
    const day = (status: DayStatus, slots: Slot[] = []) => result.push({ date, status, slots });
    if (date > lastDate) {
      day('tooFar');
      continue;
    }
    const { hours, holiday } = hoursOn(availability, date);
    if (hours.length === 0) {
      day(holiday ? 'holiday' : 'closed');
      continue;
    }
    if (date < today) {
      day('tooSoon');
      continue;
    }
    if ((meetingsOn.get(date) ?? 0) >= availability.maxPerDay) {
      day('full');
      continue;
    }
    const slots: Slot[] = [];
    let candidates = 0;
    let beforeNotice = 0;
    for (const window of hours) {
      const close = toMinutes(window.end);
      for (let at = toMinutes(window.start); at + minutes <= close; at += SLOT_STEP_MINUTES) {
        const start = nepalInstant(date, toTime(at)).getTime();
        const end = start + minutes * MINUTE;
        candidates += 1;
        if (start < earliest) {
          beforeNotice += 1;
          continue;
        }
        if (busy.some((entry) => clashes(entry, start, end, bufferMs))) continue;
        slots.push({ start: new Date(start), end: new Date(end) });
      }
    }
    if (slots.length > 0) day('open', slots);
    // Every start time within the notice: too soon; some were taken: full.
    else day(beforeNotice === candidates ? 'tooSoon' : 'full');
  }
  return result;
}

/** Every free slot from `from` (Nepal) for `days` days, earliest first. */
export function freeSlots(query: SlotQuery & { from: string; days: number }): Slot[] {
  return bookingDays(query).flatMap((day) => day.slots);
}

/** Whether a meeting of `minutes` may start at `start`: the server's check before it stores one. */
export function isFreeSlot(query: SlotQuery & { start: Date }): boolean {
  const { date } = nepalDateTime(query.start);
  return freeSlots({ ...query, from: date, days: 1 }).some((slot) => slot.start.getTime() === query.start.getTime());
}

/** The `count` free slots nearest to `start` (before or after it), in time order: what to offer instead of a taken time. */
export function nearestFreeSlots(query: SlotQuery & { start: Date; count: number }): Slot[] {
  const from = addDays(nepalDateTime(query.start).date, -7);
  const target = query.start.getTime();
  return freeSlots({ ...query, from, days: 22 })
    .sort((a, b) => Math.abs(a.start.getTime() - target) - Math.abs(b.start.getTime() - target))
    .slice(0, query.count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
