/**
 * Whether a `YYYY-MM-DD` text names a day the calendar has: 2028-02-29 does, 2026-02-29, 2026-11-31
 * and 2026-13-01 do not (a Date would roll them over into the next month, 2026-11-31 into 1 December).
 */
export function isRealDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}
