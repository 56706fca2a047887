import type { CallbackRecord } from '../../schemas/callback-request';
import type { MeetingRecord } from '../../schemas/meeting';
import { nepalToday } from '../../schemas/rules';

export const callback = (n = 0): CallbackRecord => ({
  'First Name': 'Sita',
  'Last Name': `Karki ${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`,
  'Phone No': `+977 98${String(10000000 + n).slice(-8)}`,
});

/** A Nepal date a week ahead: a meeting today at a fixed hour would be refused once that hour passed. */
function nextWeekInNepal(): string {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

export const meeting = (): MeetingRecord => ({
  Name: 'Bikash Rai',
  Email: 'bikash@example.com',
  Phone: '',
  Country: 'Nepal',
  'Preferred date': nextWeekInNepal(),
  'Preferred Time': '10:30',
  'Organisation Type': 'Non-Profit',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Zoom',
  'Additional Notes': 'About a survey.',
});
