import { addDays, nepalDateTime, type DayStatus } from './booking-slots';
import { nepalInstant } from './nepal-time';
import { zonedDateTime } from './zoned-time';

/** Why a visitor's date has no free time: a Nepal date's reason, or 'none' when its Nepal dates are open but none of their times fall on it. */
export type VisitorDayStatus = DayStatus | 'none';

export interface VisitorSlot {
  start: Date;
  /** Where the slot stands in Nepal (what the Meeting record stores) and in the visitor's zone. */
  nepal: { date: string; time: string };
  local: { date: string; time: string };
}

export interface VisitorDay {
  /** The visitor's date, YYYY-MM-DD. */
  date: string;
  status: VisitorDayStatus;
  slots: VisitorSlot[];
}

/**
 * The gateway's Nepal dates and free slots regrouped by the visitor's own dates: a slot belongs to
 * the date it falls on in `timeZone` (New York's Monday holds the morning of Nepal's Monday and the
 * evening before of Nepal's Tuesday). A date without a free time takes the reason of the Nepal date
 * that bears its name, else of the other one it overlaps. Dates before the visitor's today, and
 * those only past the booking horizon, are left out.
 */
export function visitorDays(
  days: readonly { date: string; status: string }[],
  slots: readonly { start: string }[],
  timeZone: string,
  now: Date = new Date(),
): VisitorDay[] {
  const today = zonedDateTime(now, timeZone).date;
  const statusOf = new Map(days.map((day) => [day.date, day.status as DayStatus]));
  // A Nepal date overlaps the visitor's dates on which its first and its last minute fall.
  const overlaps = new Map<string, string[]>();
  for (const day of days) {
    const first = zonedDateTime(nepalInstant(day.date, '00:00'), timeZone).date;
    const last = zonedDateTime(nepalInstant(day.date, '23:59'), timeZone).date;
    for (let date = first; date <= last; date = addDays(date, 1))
      overlaps.set(date, [...(overlaps.get(date) ?? []), day.date]);
  }
  const slotsOn = new Map<string, VisitorSlot[]>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const local = zonedDateTime(start, timeZone);
    slotsOn.set(local.date, [...(slotsOn.get(local.date) ?? []), { start, nepal: nepalDateTime(start), local }]);
  }
  return [...overlaps.keys()]
    .filter((date) => date >= today)
    .sort()
    .map((date): VisitorDay => {
      const daySlots = slotsOn.get(date) ?? [];
      if (daySlots.length > 0) return { date, status: 'open', slots: daySlots };
      const nepalDates = overlaps.get(date)!.sort((a, b) => Number(b === date) - Number(a === date));
      const reason = nepalDates.map((nepal) => statusOf.get(nepal)).find((status) => status && status !== 'open');
      return { date, status: reason ?? 'none', slots: [] };
    })
    .filter((day) => day.status !== 'tooFar');
}
