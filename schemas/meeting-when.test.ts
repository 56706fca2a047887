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

  it('reads the visitor’s time on their browser language’s clock: 24-hour for en-GB, 12-hour for en-US', () => {
    expect(meetingWhen(tuesday16, 'Europe/London', 'en', 'short', 'en-GB')).toBe(
      'Tuesday, 1 December 2026, 10:15 London time (16:00 Nepal time)',
    );
    expect(meetingWhen(tuesday10, 'America/New_York', 'en', 'full', 'en-GB')).toBe(
      'Monday, 30 November 2026, 23:15 New York time; Tuesday, 1 December 2026, 10:00 Nepal time (UTC+05:45)',
    );
    expect(meetingWhen(tuesday10, 'America/New_York', 'en', 'short', 'en-US')).toBe(
      'Monday, 30 November 2026, 11:15 PM New York time (Tuesday 10:00 Nepal time)',
    );
    // Only the clock is the locale's: a Korean browser's English e-mail still says AM/PM, in English.
    expect(meetingWhen(tuesday16, 'Europe/London', 'en', 'short', 'ko-KR')).toBe(
      'Tuesday, 1 December 2026, 10:15 AM London time (16:00 Nepal time)',
    );
    // Nepali keeps its 24-hour clock whatever the browser's language.
    expect(meetingWhen(tuesday10, 'America/New_York', 'ne', 'short', 'en-US')).toContain('२३:१५ बजे');
  });

  it('reads a locale that is no language tag as none: the 12-hour clock', () => {
    for (const locale of ['en_GB', 'en-GB; x', `en-${'a'.repeat(40)}`, ''])
      expect(meetingWhen(tuesday16, 'Europe/London', 'en', 'short', locale)).toContain('10:15 AM London time');
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
