import type { FormEvent } from 'react';
import { testimonialInput, type TestimonialInput, type TestimonialView } from '@schemas/testimonial';
import { Button } from '@/components/ui/button';
import { checkFields } from '../../../lib/check-fields';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextArea } from '@/components/ui/form/text-area';
import { TextInput } from '@/components/ui/form/text-input';
import { controlClass } from '@/components/ui/form/control-class';
import { pictureSrc } from '../events/album-editor';
import { useItemForm } from '../use-item-form';
import { saveTestimonial } from './testimonials-api';
import { ImageUploadField, useImageUpload } from '../../../components/image-upload-field';

const empty: TestimonialInput = {
  quote: '',
  quoteNe: '',
  name: '',
  nameNe: '',
  role: '',
  roleNe: '',
  rating: 5,
  photo: null,
};
const formOf = ({ quote, quoteNe, name, nameNe, role, roleNe, rating, photo }: TestimonialView): TestimonialInput => ({
  quote,
  quoteNe,
  name,
  nameNe,
  role,
  roleNe,
  rating,
  photo,
});

/** A testimonial's fields in English and Nepali, its rating and photo; each field's message from the shared schema. */
export function TestimonialForm({ item, onSaved }: { item?: TestimonialView; onSaved(saved: TestimonialView): void }) {
  const { form, errors, setErrors, set, save } = useItemForm({
    initial: item ? formOf(item) : empty,
    empty,
    isNew: !item,
    save: (values: TestimonialInput) => saveTestimonial(item?.id, values),
    onSaved,
  });
  const photo = useImageUpload((media) => set('photo', { media }));
  const prefix = `testimonial-${item?.id ?? 'new'}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkFields(testimonialInput, form, event.currentTarget, setErrors);
    if (parsed) save.mutate(parsed);
  }

  const text = (
    name: keyof TestimonialInput,
    label: string,
    max: number,
    options: { ne?: boolean; required?: boolean } = {},
  ) => (
    <Field id={`${prefix}-${name}`} label={label} required={options.required} error={errors[name]}>
      {(c) => (
        <TextInput
          {...c}
          lang={options.ne ? 'ne' : undefined}
          maxLength={max}
          value={form[name] as string}
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
      <Field id={`${prefix}-quote`} label="Quote (English)" required error={errors.quote}>
        {(c) => (
          <TextArea {...c} rows={3} maxLength={600} value={form.quote} onChange={(e) => set('quote', e.target.value)} />
        )}
      </Field>
      <Field
        id={`${prefix}-quoteNe`}
        label="Quote (Nepali)"
        error={errors.quoteNe}
        hint="Empty: Nepali pages show the English quote."
      >
        {(c) => (
          <TextArea
            {...c}
            lang="ne"
            rows={3}
            maxLength={600}
            value={form.quoteNe}
            onChange={(e) => set('quoteNe', e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'Name', 120, { required: true })}
        {text('nameNe', 'Name (Nepali)', 120, { ne: true })}
        {text('role', 'Role', 160)}
        {text('roleNe', 'Role (Nepali)', 160, { ne: true })}
        <Field id={`${prefix}-rating`} label="Rating" required error={errors.rating}>
          {(c) => (
            <select
              {...c}
              className={controlClass}
              value={form.rating}
              onChange={(e) => set('rating', Number(e.target.value))}
            >
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <ImageUploadField
            id={`${prefix}-photo`}
            label="Photo"
            hint="JPEG, PNG, WebP or AVIF, up to 15 MB."
            upload={photo}
          />
        </div>
      </div>
      {form.photo && (
        <div className="flex items-center gap-3">
          <img
            src={pictureSrc({ picture: form.photo, alt: '' })}
            alt=""
            className="h-14 w-14 rounded-full object-cover"
          />
          <Button size="sm" variant="outline" onClick={() => set('photo', null)}>
            Remove photo
          </Button>
        </div>
      )}
      {save.isError && <FormStatus tone="error">{save.error.message}</FormStatus>}
      <div>
        <Button type="submit" disabled={save.isPending || photo.isPending}>
          {save.isPending ? 'Saving…' : item ? 'Save testimonial' : 'Add testimonial'}
        </Button>
      </div>
    </form>
  );
}
