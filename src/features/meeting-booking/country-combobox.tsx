import { countries } from '@schemas/countries';
import { Combobox } from '@/components/ui/combobox';
import type { FieldControlProps } from '@/components/ui/field';
import { CountryFlag } from './country-flag';

const options = countries.map((country) => ({ value: country.name, label: country.name, code: country.code }));

interface CountryComboboxProps extends FieldControlProps {
  value: string;
  onValue: (name: string) => void;
}

/** Every country by common name with its flag; the value is the country's name. */
export function CountryCombobox(props: CountryComboboxProps) {
  return (
    <Combobox
      {...props}
      options={options}
      placeholder="Type to search countries"
      toggleLabel="Show all countries"
      closeDelayMs={100}
      listClassName="max-h-[300px]"
      renderOption={(option) => (
        <>
          <CountryFlag code={option.code} />
          <span>{option.label}</span>
        </>
      )}
      renderSelected={(option) => <CountryFlag code={option.code} />}
    />
  );
}
