import { useEffect, useRef, useState } from 'react';
import { countries } from '@schemas/countries';
import { Combobox } from '@/components/ui/listbox/combobox';
import type { FieldControlProps } from '@/components/ui/form/field';
import { CountryFlag } from './country-flag';
import type { CountryOption } from './country-options';
import * as formsContent from '@/content/forms';
import { useLocalized } from '@/content/hooks/use-localized';
import { useLocale } from '@/i18n/use-locale';
import { nepaliModules } from '@/content/hooks/nepali-modules';

interface CountryComboboxProps extends FieldControlProps {
  /** The form field's name: without JavaScript the typed country name is sent as it is. */
  name?: string;
  value: string;
  onValue: (name: string) => void;
}

/** Before the list arrives: every country by the English name it is stored under, no flag. */
const storedNames: CountryOption[] = countries.map((country) => ({
  value: country.name,
  label: country.name,
  flag: undefined,
}));

/**
 * Every country by common name with its flag; the value is the country's name. The list in the
 * page's language, with flag URLs, arrives when the visitor first reaches the field; until then
 * (and in the prerendered page, where the list opens before any code) the names it is stored under.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const { forms } = useLocalized(formsContent, nepaliModules.forms);
  const locale = useLocale();
  const [options, setOptions] = useState<CountryOption[] | null>(null);
  const root = useRef<HTMLDivElement>(null);

  function load() {
    if (!options) void import('./country-options').then((module) => setOptions(module.countryOptions(locale)));
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
        options={options ?? storedNames}
        optionsLang={options ? undefined : 'en'}
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
