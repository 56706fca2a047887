import type { FormEvent } from 'react';
import {
  LAST_CLOSING_DATE,
  careerOpeningInput,
  type CareerOpeningInput,
  type CareerOpeningView,
} from '@schemas/career-opening';
import { employmentTypes } from '@schemas/options';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form/control-class';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { checkFields } from '../../../lib/check-fields';
import { useItemForm } from '../use-item-form';
import { saveOpening } from './openings-api';

const empty: CareerOpeningInput = {
  title: '',
  titleNe: '',
  description: '',
  descriptionNe: '',
  type: 'Full Time',
  location: '',
  closesOn: null,
  open: true,
};
const formOf = ({ id: _id, position: _position, updatedAt: _updated, ...input }: CareerOpeningView) => input;

/** An opening's fields in English and Nepali, its type, place, closing date and whether it is open; messages from the shared schema. */
export function OpeningForm({ item, onSaved }: { item?: CareerOpeningView; onSaved(saved: CareerOpeningView): void }) {
  const { form, errors, setErrors, set, save } = useItemForm({
    initial: item ? formOf(item) : empty,
    empty,
    isNew: !item,
    save: (values: CareerOpeningInput) => saveOpening(item?.id, values),
    onSaved,
  });
  const prefix = `opening-${item?.id ?? 'new'}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkFields(careerOpeningInput, form, event.currentTarget, setErrors);
    if (parsed) save.mutate(parsed);
  }

  const text = (
    name: 'title' | 'titleNe' | 'location',
    label: string,
    options: { ne?: boolean; hint?: string } = {},
  ) => (
    <Field id={`${prefix}-${name}`} label={label} required={!options.ne} error={errors[name]} hint={options.hint}>
      {(c) => (
        <TextInput
          {...c}
          lang={options.ne ? 'ne' : undefined}
          maxLength={120}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
  const description = (name: 'description' | 'descriptionNe', label: string, hint: string) => (
    <Field id={`${prefix}-${name}`} label={label} error={errors[name]} hint={hint}>
      {(c) => (
        <TextArea
          {...c}
          lang={name === 'descriptionNe' ? 'ne' : undefined}
          rows={3}
          maxLength={600}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {Object.keys(errors).length > 0 && (
        <FormStatus tone="error">Fix the fields marked below before saving.</FormStatus>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('title', 'Title (English)')}
        {text('titleNe', 'Title (Nepali)', { ne: true, hint: 'Empty: Nepali pages show the English title.' })}
        {description('description', 'Short description (English)', 'A line or two: what the work is.')}
        {description('descriptionNe', 'Short description (Nepali)', 'Shown with the Nepali title.')}
        <Field id={`${prefix}-type`} label="Type" required error={errors.type}>
          {(c) => (
            <select
              {...c}
              className={controlClass}
              value={form.type}
              onChange={(e) => set('type', e.target.value as CareerOpeningInput['type'])}
            >
              {employmentTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        {text('location', 'Location')}
        <Field
          id={`${prefix}-closesOn`}
          label="Closing date"
          error={errors.closesOn}
          hint="Optional. After this day (Nepal time) /career shows it no more."
        >
          {(c) => (
            <TextInput
              {...c}
              type="date"
              max={LAST_CLOSING_DATE}
              value={form.closesOn ?? ''}
              onChange={(e) => set('closesOn', e.target.value || null)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 font-semibold">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={form.open}
            onChange={(e) => set('open', e.target.checked)}
          />
          Open (shown on /career)
        </label>
      </div>
      {save.isError && <FormStatus tone="error">{save.error.message}</FormStatus>}
      {save.isSuccess && item && <FormStatus tone="success">Saved.</FormStatus>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : item ? 'Save opening' : 'Add opening'}
        </Button>
      </div>
    </form>
  );
}
