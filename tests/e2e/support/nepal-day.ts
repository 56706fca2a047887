import { nepalToday } from '../../../schemas/nepal-time';

/** The date (YYYY-MM-DD) `days` after today in Nepal: a slot the booking form accepts. */
export function nepalDayAhead(days: number): string {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
