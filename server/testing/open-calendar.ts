import { addDays, type Availability } from '../../schemas/booking-slots';
import type { MeetingRecord } from '../../schemas/meeting';
import { nepalToday } from '../../schemas/nepal-time';
import { BookingLedger } from '../meetings/booking-ledger';
import { openConfiguredDatabase } from '../database';
import { meeting } from './sample-records';

const SLOTS_PER_DAY = 48;

/**
 * A booking calendar for load: open round the clock every day, no notice, no buffer, no daily cap
 * and a century's horizon (a gateway on it needs `openCalendarRetention`), so every Meeting a bench or load test sends is a free half hour of its own and
 * the gateway still checks and takes each slot as it would for a visitor (the work being measured),
 * instead of refusing them with 409 once the real week fills up.
 */
export const openAvailability: Availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
  overrides: {},
  holidays: [],
  noticeMinutes: 0,
  horizonDays: 36_500,
  bufferMinutes: 0,
  maxPerDay: SLOTS_PER_DAY,
};

/** The settings a gateway on the open calendar needs: meetings kept past its horizon, or it refuses to start. */
export const openCalendarRetention = { RETENTION_MEETING_MONTHS: '1300' };

/** Writes the open calendar into a data folder (or the PostgreSQL database at `databaseUrl`) before its gateway starts. */
export function writeOpenAvailability(dataDir: string, databaseUrl?: string) {
  const db = openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    new BookingLedger(db).saveAvailability(openAvailability);
  } finally {
    db.close();
  }
}

const firstDay = addDays(nepalToday(), 2);
const sample = meeting();

/** The `n`-th meeting on the open calendar: its own 30-minute slot (48 a day from the day after tomorrow), its own notes. */
export function openCalendarMeeting(n: number): MeetingRecord {
  const minutes = (n % SLOTS_PER_DAY) * 30;
  return {
    ...sample,
    'Preferred date': addDays(firstDay, Math.floor(n / SLOTS_PER_DAY)),
    'Preferred Time': `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    'Additional Notes': `Submission ${n}`,
  };
}
