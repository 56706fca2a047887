import { use, useEffect, useMemo, useRef, useState } from 'react';
import { countries } from '@schemas/countries';
import { Combobox } from '@/components/ui/listbox/combobox';
import type { FieldControlProps } from '@/components/ui/form/field';
import { CountryFlag } from './country-flag';
import type { CountryOption } from './country-options';
import * as formsContent from '@/content/forms';
import { loadNepali, useLocalized } from '@/content/hooks/use-localized';
import { useLocale } from '@/i18n/use-locale';
import { nepaliModules } from '@/content/hooks/nepali-modules';

interface CountryComboboxProps extends FieldControlProps {
  /** The form field's name: without JavaScript the typed country name is sent as it is. */
  name?: string;
  value: string;
  onValue: (name: string) => void;
}

const nepaliNames = () => import('./nepali-country-names');
// A Nepali page's list hydrates with its Nepali names: fetched as soon as this code runs, alongside
// the form's own Nepali texts rather than one round trip after them.
if (typeof document !== 'undefined' && document.documentElement.lang === 'ne') void loadNepali(nepaliNames);

/** Before the list arrives: every country by its name in the page's language, no flag. */
const namesOnly = (names: Readonly<Record<string, string>> | undefined): CountryOption[] =>
  countries.map((country) => ({ value: country.name, label: names?.[country.code] ?? country.name, flag: undefined }));

/**
 * Every country by common name with its flag; the value is the country's English name. The list with
 * flag URLs arrives when the visitor first reaches the field; until then (and in the prerendered page,
 * where the list opens before any code) the names alone. A Nepali page shows the same Nepali names
 * (./nepali-country-names.ts) in both.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const locale = useLocale();
  const names = locale === 'en' ? undefined : use(loadNepali(nepaliNames)).nepaliCountryNames;
  const plainNames = useMemo(() => namesOnly(names), [names]);
  const [options, setOptions] = useState<CountryOption[] | null>(null);
  const root = useRef<HTMLDivElement>(null);

  function load() {
    if (!options) void import('./country-options').then((module) => setOptions(module.countryOptions(names)));
  }

  // Focused before this code arrived: that focus event came before React listened.
  useEffect(() => {
    if (root.current?.contains(document.activeElement)) load();
    // Once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={root} onFocus={load} onPointerEnter={load}>
      <Combobox
        {...props}
        options={options ?? plainNames}
        emptyText={forms.select.empty}
        placeholder={forms.meeting.country.search}
        toggleLabel={forms.meeting.country.showAll}
        closeDelayMs={100}
        listClassName="max-h-[300px]"
        renderOption={(option) => (
          <>
            <CountryFlag src={option.flag} />
            <span>{option.label}</span>
          </>
        )}
        renderSelected={(option) => <CountryFlag src={option.flag} />}
      />
    </div>
  );
}
