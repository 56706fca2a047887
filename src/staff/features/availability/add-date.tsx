import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { TextInput } from '@/components/ui/form/text-input';

interface AddDateProps {
  id: string;
  label: string;
  button: string;
  min: string;
  /** Whether the date is already in the list (the button stays off). */
  taken: (date: string) => boolean;
  onAdd: (date: string) => void;
}

/** A date field and its Add button, emptied once the date is added. */
export function AddDate({ id, label, button, min, taken, onAdd }: AddDateProps) {
  const [date, setDate] = useState('');
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <Field id={id} label={label} size="sm">
        {(control) => (
          <TextInput
            {...control}
            type="date"
            min={min}
            className="w-44"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </Field>
      <Button
        size="sm"
        variant="outline"
        disabled={!date || taken(date)}
        onClick={() => {
          onAdd(date);
          setDate('');
        }}
      >
        {button}
      </Button>
    </div>
  );
}
