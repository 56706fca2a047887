import { describe, expect, it } from 'vitest';
import { formatBikramSambat, formatDateNe, formatGregorianNe, formatMonthNe, toBikramSambat } from './nepali-dates';
import { nepaliDigits } from './nepali-digits';

describe('Bikram Sambat dates (nepali-date-converter)', () => {
  // New Year's days announced by the Government of Nepal, and the package's own test dates.
  it.each([
    ['2024-04-13', { year: 2081, month: 1, day: 1 }],
    ['2025-04-14', { year: 2082, month: 1, day: 1 }],
    ['2023-04-14', { year: 2080, month: 1, day: 1 }],
    ['2024-04-12', { year: 2080, month: 12, day: 30 }],
    ['2024-06-14', { year: 2081, month: 2, day: 32 }],
    ['1998-02-22', { year: 2054, month: 11, day: 10 }],
    ['2021-02-22', { year: 2077, month: 11, day: 10 }],
  ])('%s is %o', (iso, bs) => {
    expect(toBikramSambat(iso)).toEqual(bs);
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kathmandu'])(
    'gives the same day when the page is built or read in %s',
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(formatBikramSambat('2024-04-13')).toBe('वि.सं. २०८१ वैशाख १');
      } finally {
        process.env.TZ = before;
      }
    },
  );

  it('writes the Gregorian date in Nepali, with the weekday when asked, and the BS date beside it', () => {
    expect(formatGregorianNe('2017-08-19')).toBe('१९ अगस्ट २०१७');
    expect(formatGregorianNe('2019-09-06', true)).toBe('शुक्रबार, ६ सेप्टेम्बर २०१९');
    expect(formatDateNe('2017-08-19')).toBe('१९ अगस्ट २०१७ (वि.सं. २०७४ भदौ ३)');
  });

  it('names the two Nepali months a Gregorian month overlaps, across a BS new year too', () => {
    expect(formatMonthNe('2024-05')).toBe('मे २०२४ (वि.सं. २०८१ वैशाख–जेठ)');
    expect(formatMonthNe('2024-04')).toBe('अप्रिल २०२४ (वि.सं. २०८०/८१ चैत–वैशाख)');
    expect(formatMonthNe('2018-06')).toBe('जुन २०१८ (वि.सं. २०७५ जेठ–असार)');
  });
});

describe('nepaliDigits', () => {
  it('writes every ASCII digit in Devanagari and leaves the rest', () => {
    expect(nepaliDigits('0123456789, 12:30')).toBe('०१२३४५६७८९, १२:३०');
    expect(nepaliDigits(2081)).toBe('२०८१');
  });
});
