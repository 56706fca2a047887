import { describe, expect, it } from 'vitest';
import { nepalInstant } from './nepal-time';
import { visitorDays } from './visitor-days';
import { clockTime } from './zoned-time';

const slot = (date: string, time: string) => ({ start: nepalInstant(date, time).toISOString() });
// Monday 30 November 2026, 07:00 in New York (17:45 in Nepal).
const now = new Date('2026-11-30T12:00:00Z');

describe('visitorDays', () => {
  const days = [
    { date: '2026-11-30', status: 'tooSoon' },
    { date: '2026-12-01', status: 'open' },
    { date: '2026-12-02', status: 'holiday' },
    { date: '2026-12-03', status: 'open' },
    { date: '2026-12-04', status: 'tooFar' },
  ];
  const slots = [slot('2026-12-01', '10:00'), slot('2026-12-01', '16:00'), slot('2026-12-03', '12:15')];

  it('puts each slot on the date it falls on in the visitor’s zone', () => {
    const result = visitorDays(days, slots, 'America/New_York', now);
    expect(result.map((day) => [day.date, day.status, day.slots.map((s) => s.local.time)])).toEqual([
      ['2026-11-30', 'open', ['23:15']],
      ['2026-12-01', 'open', ['05:15']],
      ['2026-12-02', 'holiday', []],
      ['2026-12-03', 'open', ['01:30']],
    ]);
    // The record keeps Nepal's date and time.
    expect(result[0].slots[0].nepal).toEqual({ date: '2026-12-01', time: '10:00' });
  });

  it('keeps Nepal’s own dates for a visitor in Nepal, the horizon’s last date left out', () => {
    const result = visitorDays(days, slots, 'Asia/Kathmandu', now);
    expect(result.map((day) => [day.date, day.status, day.slots.length])).toEqual([
      ['2026-11-30', 'tooSoon', 0],
      ['2026-12-01', 'open', 2],
      ['2026-12-02', 'holiday', 0],
      ['2026-12-03', 'open', 1],
    ]);
  });

  it('gives a date with no free time in the visitor’s zone the reason of the Nepal date bearing its name', () => {
    const result = visitorDays(
      [
        { date: '2026-12-05', status: 'closed' },
        { date: '2026-12-06', status: 'open' },
      ],
      [slot('2026-12-06', '10:00')],
      'Asia/Tokyo',
      now,
    );
    expect(result.map((day) => [day.date, day.status])).toEqual([
      ['2026-12-05', 'closed'],
      ['2026-12-06', 'open'],
      ['2026-12-07', 'none'],
    ]);
  });
});

describe('clockTime', () => {
  const start = nepalInstant('2026-12-01', '16:00');
  it('reads the visitor’s locale’s own clock', () => {
    expect(clockTime(start, 'America/New_York', 'en-US')).toBe('5:15 AM');
    expect(clockTime(start, 'Asia/Qatar', 'en-GB')).toBe('13:15');
    expect(clockTime(start, 'America/New_York', 'en-GB')).toBe('05:15');
    expect(clockTime(start, 'Asia/Kathmandu', 'ne-NP')).toBe('१६:००');
  });
});
