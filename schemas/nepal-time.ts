/** Nepal is UTC+05:45 all year; dates and times visitors pick are Nepal time. */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

/** Today's date in Nepal as YYYY-MM-DD. */
export function nepalToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NEPAL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant a date (YYYY-MM-DD) and time (HH:MM) picked in Nepal stand for. */
export function nepalInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - NEPAL_OFFSET_MINUTES * 60_000);
}
