import { countries } from '@schemas/countries';
import { flagUrl } from '@/lib/flag-url';

export interface CountryOption {
  value: string;
  label: string;
  flag: string | undefined;
}

/**
 * Every country by common name, with its flag's URL (the flags themselves load as they are shown).
 * The value stored is always the English name; `names` (by two-letter code) are the ones shown on a
 * page in another language (./nepali-country-names.ts).
 */
export function countryOptions(names?: Readonly<Record<string, string>>): CountryOption[] {
  return countries.map((country) => ({
    value: country.name,
    label: names?.[country.code] ?? country.name,
    flag: flagUrl(country.code),
  }));
}
