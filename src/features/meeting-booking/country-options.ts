import { countries } from '@schemas/countries';
import type { Locale } from '@/i18n/locale';
import { flagUrl } from '@/lib/flag-url';

export interface CountryOption {
  value: string;
  label: string;
  flag: string | undefined;
}

/**
 * Every country by common name, with its flag's URL (the flags themselves load as they are shown).
 * The value stored is always the English name; a Nepali page shows the browser's Nepali name.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  // A browser without the language's region names would answer in English: then show the list as it is.
  const names =
    locale === 'en' || Intl.DisplayNames.supportedLocalesOf([locale]).length === 0
      ? null
      : new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return countries.map((country) => ({
    value: country.name,
    label: names?.of(country.code) ?? country.name,
    flag: flagUrl(country.code),
  }));
}
