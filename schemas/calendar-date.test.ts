import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRealDate } from './calendar-date';
import { meetingRecord, type MeetingRecord } from './meeting';

const record = (date: string): MeetingRecord => ({
  Name: 'Bikash Rai',
  Email: 'bikash@example.com',
  'Preferred date': date,
  'Preferred Time': '10:30',
  'Organisation Type': 'Non-Profit',
  'Meeting Duration': '30 Minutes - 49$',
  Purpose: 'Data Analysis',
  'Meeting Gateway': 'Zoom',
});
const dateProblems = (date: string) =>
  meetingRecord
    .safeParse(record(date))
    .error?.issues.filter((issue) => issue.path[0] === 'Preferred date')
    .map((issue) => issue.message) ?? [];

// Before every date below, so none is refused for being past.
beforeEach(() => vi.setSystemTime(new Date('2026-01-10T00:00:00Z')));
afterEach(() => vi.useRealTimers());

describe('a real calendar date', () => {
  it('is one the calendar has: no 31 November, no 29 February outside a leap year, no month 13', () => {
    for (const date of ['2026-11-30', '2028-02-29', '2000-02-29', '2026-12-31'])
      expect(isRealDate(date), date).toBe(true);
    for (const date of [
      '2026-11-31',
      '2026-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-00',
      '26-1-1',
      '',
    ])
      expect(isRealDate(date), date).toBe(false);
  });

  it("is the meeting schema's rule, with its message, for the site, the gateway and the import alike", () => {
    for (const date of ['2026-11-31', '2026-02-29', '2026-13-01'])
      expect(dateProblems(date), date).toEqual(['Choose a date that exists on the calendar']);
    expect(dateProblems('2028-02-29')).toEqual([]);
    expect(meetingRecord.parse(record('2028-02-29'))['Preferred date']).toBe('2028-02-29');
  });
});
