import { describe, expect, it } from 'vitest';
import { meetingWhen } from './meeting-when';

const tuesday10 = { date: '2026-12-01', time: '10:00' };
const tuesday16 = { date: '2026-12-01', time: '16:00' };

describe('meetingWhen', () => {
  it('tells a visitor in New York their own day and 12-hour time first, Nepal time second', () => {
    expect(meetingWhen(tuesday16, 'America/New_York', 'en', 'full')).toBe(
      'Tuesday, 1 December 2026, 5:15 AM New York time; Tuesday, 1 December 2026, 16:00 Nepal time (UTC+05:45)',
    );
    expect(meetingWhen(tuesday16, 'America/New_York', 'en', 'short')).toBe(
      'Tuesday, 1 December 2026, 5:15 AM New York time (16:00 Nepal time)',
    );
    // 10:00 in Nepal is the evening before in New York: Nepal's day is named too.
    expect(meetingWhen(tuesday10, 'America/New_York', 'en', 'short')).toBe(
      'Monday, 30 November 2026, 11:15 PM New York time (Tuesday 10:00 Nepal time)',
    );
  });

  it('in Nepali, with both calendars and Devanagari digits', () => {
    expect(meetingWhen(tuesday10, 'America/New_York', 'ne', 'short')).toBe(
      '३० नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर १४), २३:१५ बजे (न्युयोर्क समय); नेपाल समय १ डिसेम्बर २०२६ (वि.सं. २०८३ मंसिर १५), १०:०० बजे',
    );
  });

  it('tells a booking without a zone, or from Nepal, in Nepal time as before', () => {
    for (const zone of [undefined, '', 'Asia/Kathmandu', 'Not/A_Zone']) {
      expect(meetingWhen(tuesday16, zone, 'en', 'full')).toBe('Tuesday, 1 December 2026, 16:00 Nepal time (UTC+05:45)');
      expect(meetingWhen(tuesday16, zone, 'en', 'short')).toBe('Tuesday, 1 December 2026, 16:00 Nepal time');
    }
  });
});
