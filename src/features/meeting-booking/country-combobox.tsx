import { useState } from 'react';
import { Combobox } from '@/components/ui/listbox/combobox';
import type { FieldControlProps } from '@/components/ui/form/field';
import { CountryFlag } from './country-flag';
import type { CountryOption } from './country-options';

interface CountryComboboxProps extends FieldControlProps {
  value: string;
  onValue: (name: string) => void;
}

/**
 * Every country by common name with its flag; the value is the country's name. The list (names
 * and flag URLs) arrives when the visitor first reaches the field, not with the page.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const [options, setOptions] = useState<CountryOption[] | null>(null);

  function load() {
    if (!options) void import('./country-options').then((module) => setOptions(module.countryOptions));
  }

  return (
    <div onFocus={load} onPointerEnter={load}>
      <Combobox
        {...props}
        options={options ?? []}
        emptyText={options ? 'No options found' : 'Loading countries…'}
        placeholder="Type to search countries"
        toggleLabel="Show all countries"
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
