import { describe, expect, it } from 'vitest';
import { meetingFacts, timeInWords } from './meeting-facts';

describe('a meeting time in words', () => {
  it.each([
    ['10:30', 'half past ten in the morning'],
    ['09:45', 'quarter to ten in the morning'],
    ['08:01', 'one minute past eight in the morning'],
    ['13:05', 'five minutes past one in the afternoon'],
    ['14:15', 'quarter past two in the afternoon'],
    ['16:35', 'twenty-five minutes to five in the afternoon'],
    ['18:00', "six o'clock in the evening"],
    ['12:00', 'noon'],
    ['11:45', 'quarter to noon'],
    ['00:00', 'midnight'],
    ['23:50', 'ten minutes to midnight'],
  ])('%s is %s', (time, words) => {
    expect(timeInWords(time)).toBe(words);
  });

  it('gives the Nepal instant, duration and price of a booking', () => {
    expect(
      meetingFacts({
        'Preferred date': '2026-12-01',
        'Preferred Time': '10:30',
        'Meeting Duration': '60 Minutes - 99$',
      }),
    ).toEqual({
      start: new Date('2026-12-01T04:45:00.000Z'),
      minutes: 60,
      price: 'NPR 13,000 (about USD 99)',
      when: 'Tuesday, 1 December 2026, 10:30 Nepal time (UTC+05:45)',
      inWords: 'half past ten in the morning on Tuesday, 1 December 2026',
      short: 'Tuesday, 1 December 2026, 10:30',
    });
  });

  it('gives the price as staff priced the booking, the free one as Free', () => {
    const at = { 'Preferred date': '2026-12-01', 'Preferred Time': '10:30' };
    expect(meetingFacts({ ...at, 'Meeting Duration': '60 Minutes - 99$' }, { paisa: 900_050, usd: null }).price).toBe(
      'NPR 9,000.5',
    );
    expect(meetingFacts({ ...at, 'Meeting Duration': '15 Minutes - Free' }, null).price).toBe('Free');
  });
});
