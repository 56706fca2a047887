import type { CallbackRecord } from '../../schemas/callback-request';
import type { MeetingRecord } from '../../schemas/meeting';
import { addDays, bookingDays, nepalDateTime } from '../../schemas/booking-slots';
import { nepalToday } from '../../schemas/rules';
import { initialAvailability } from '../meetings/booking-ledger';

export const callback = (n = 0): CallbackRecord => ({
  'First Name': 'Sita',
  'Last Name': `Karki ${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`,
  'Phone No': `+977 98${String(10000000 + n).slice(-8)}`,
});

/**
 * A free 30-minute slot of a fresh gateway: the `day`-th open date from a week ahead, at 10:30 plus
 * `slot` times 45 minutes (the meeting and its buffer; 0 to 7). A meeting today at a fixed hour
 * would be refused once that hour passed, and a Saturday or a holiday is closed; each (day, slot)
 * is its own time, so one gateway takes several meetings.
 */
function sampleSlot(day: number, slot: number): { date: string; time: string } {
  const open = bookingDays({
    availability: initialAvailability,
    busy: [],
    minutes: 30,
    now: new Date(),
    from: addDays(nepalToday(), 7),
    days: 50,
  }).filter((day) => day.status === 'open');
  return nepalDateTime(open[day % open.length].slots[2 + (slot % 8) * 3].start);
}

export const meeting = (day = 0, slot = 0): MeetingRecord => ({
  Name: 'Bikash Rai',
  Email: 'bikash@example.com',
  Phone: '',
  Country: 'Nepal',
  'Preferred date': sampleSlot(day, slot).date,
  'Preferred Time': sampleSlot(day, slot).time,
  'Organisation Type': 'Non-Profit',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Zoom',
  'Additional Notes': 'About a survey.',
});
