import { nepalDateTime } from '../../../schemas/booking-slots';
import { nepalToday } from '../../../schemas/nepal-time';

/** The date (YYYY-MM-DD) `days` after today in Nepal. */
function nepalDayAhead(days: number): string {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first Nepal date from `daysAhead` days on where a meeting of `minutes` may start at `time`
 * (Nepal), as the gateway's slots API says: a Saturday, a holiday or a time another test took is
 * skipped, so a test that books a fixed time keeps its exact expectations.
 */
export async function freeDayAt(baseURL: string, daysAhead: number, time: string, minutes: 15 | 30 | 60) {
  const from = nepalDayAhead(daysAhead);
  const response = await fetch(`${baseURL}/api/booking/slots?from=${from}&days=30&duration=${minutes}`);
  const { slots } = (await response.json()) as { slots: { start: string }[] };
  const slot = slots.map((free) => nepalDateTime(new Date(free.start))).find((free) => free.time === time);
  if (!slot) throw new Error(`no free ${minutes}-minute slot at ${time} (Nepal) within 30 days from ${from}`);
  return slot.date;
}

/** A date as the booking page's slot picker labels its button (English). */
export const dateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
