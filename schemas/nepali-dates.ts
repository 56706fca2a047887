import NepaliDateExport from 'nepali-date-converter';
import { nepaliDigits } from './nepali-digits';

// The package ships CommonJS: the site's bundler and Vitest hand over its class, while Node (the
// gateway under tsx) hands over the module object with the class as its `default`.
const NepaliDate = (NepaliDateExport as unknown as { default?: typeof NepaliDateExport }).default ?? NepaliDateExport;

// The package's own Nepali month names are the formal ones (बैशाख, भाद्र...); these are the ones
// people write in everyday Nepali.
const bsMonths = ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
const adMonths = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];
const weekdays = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];

function parts(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

/** The Bikram Sambat date of a Gregorian day ('2024-04-13' → { year: 2081, month: 1, day: 1 }), months from 1. */
export function toBikramSambat(iso: string): { year: number; month: number; day: number } {
  const { year, month, day } = parts(iso);
  // The package reads the calendar day of a Date in local time, so the day is built in local time too.
  const bs = new NepaliDate(new Date(year, month - 1, day)).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** '2017-08-19' → 'वि.सं. २०७४ भदौ ३'. */
export function formatBikramSambat(iso: string): string {
  const bs = toBikramSambat(iso);
  return `वि.सं. ${nepaliDigits(bs.year)} ${bsMonths[bs.month - 1]} ${nepaliDigits(bs.day)}`;
}

/** '2017-08-19' → '१९ अगस्ट २०१७' (or 'शनिबार, १९ अगस्ट २०१७'). */
export function formatGregorianNe(iso: string, withWeekday = false): string {
  const { year, month, day } = parts(iso);
  const text = `${nepaliDigits(day)} ${adMonths[month - 1]} ${nepaliDigits(year)}`;
  if (!withWeekday) return text;
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${text}`;
}

/** A date that matters to the visitor: '१९ अगस्ट २०१७ (वि.सं. २०७४ भदौ ३)'. */
export function formatDateNe(iso: string, withWeekday = false): string {
  return `${formatGregorianNe(iso, withWeekday)} (${formatBikramSambat(iso)})`;
}

/**
 * A month ('2024-05') with the Bikram Sambat months it overlaps: 'मे २०२४ (वि.सं. २०८१ वैशाख–जेठ)'.
 * A Gregorian month always spans two Nepali months.
 */
export function formatMonthNe(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = toBikramSambat(`${yearMonth}-01`);
  const end = toBikramSambat(`${yearMonth}-${String(last).padStart(2, '0')}`);
  const bsYears =
    first.year === end.year ? nepaliDigits(first.year) : `${nepaliDigits(first.year)}/${nepaliDigits(end.year % 100)}`;
  const bsSpan = `${bsMonths[first.month - 1]}–${bsMonths[end.month - 1]}`;
  return `${adMonths[month - 1]} ${nepaliDigits(year)} (वि.सं. ${bsYears} ${bsSpan})`;
}
