import { nepaliDigits } from './nepali-digits';
import { useLocale } from './use-locale';

/** Writes a number with the digits the page's reader expects (Devanagari on Nepali pages). */
export function useDigits(): (value: string | number) => string {
  return useLocale() === 'ne' ? nepaliDigits : String;
}
