import { addDays, hoursOn, nepalDateTime, type Availability } from '../../../schemas/booking-slots';
import { nepalInstant } from '../../../schemas/nepal-time';
import type { InboxFilter } from './inbox-store';

/** However the days are set, a submission is waiting after at most this many days. */
const MAX_DAYS_BACK = 14;

/**
 * The instant before which a New submission has waited longer than one working day: the same
 * Nepal time on the last open day before today (the availability's week, holidays and dates), so
 * Friday's arrivals wait from Sunday on, not Saturday, when the office is closed.
 */
export function waitingCutoff(availability: Availability, now: Date): Date {
  const { date, time } = nepalDateTime(now);
  let day = addDays(date, -1);
  for (let back = 1; back < MAX_DAYS_BACK && hoursOn(availability, day).hours.length === 0; back++)
    day = addDays(day, -1);
  return nepalInstant(day, time);
}

/** What waiting means as a filter: New, arrived before the cutoff, and not a meeting already decided. */
export const waitingFilter = (availability: Availability, now: Date): InboxFilter => ({
  status: 'new',
  arrivedBefore: waitingCutoff(availability, now).toISOString(),
  undecided: true,
});
