import { countries } from '@schemas/countries';
import { flagUrl } from './flag-urls';

export interface CountryOption {
  value: string;
  label: string;
  flag: string | undefined;
}

/** Every country by common name, with its flag's URL (the flags themselves load as they are shown). */
export const countryOptions: CountryOption[] = countries.map((country) => ({
  value: country.name,
  label: country.name,
  flag: flagUrl(country.code),
}));
