import type { FormEvent } from 'react';
import {
  MAX_CATEGORY_NAME_CHARS,
  postCategoryInput,
  type PostCategoryInput,
  type PostCategoryView,
} from '@schemas/blog-category';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { TextInput } from '@/components/ui/form/text-input';
import { checkFields } from '../../../lib/check-fields';
import { useItemForm } from '../use-item-form';
import { savePostCategory } from './post-categories-api';

const empty: PostCategoryInput = { name: '', nameNe: '' };

/**
 * A category's two names, added or renamed; the shared schema's messages by each field, the
 * gateway's refusal (a name taken) above the button, and what was typed kept until it is saved.
 */
export function PostCategoryForm({
  item,
  onSaved,
}: {
  item?: PostCategoryView;
  onSaved(saved: PostCategoryView): void;
}) {
  const { form, errors, setErrors, set, save } = useItemForm({
    initial: item ? { name: item.name, nameNe: item.nameNe } : empty,
    empty,
    isNew: !item,
    save: (values: PostCategoryInput) => savePostCategory(item?.key, values),
    onSaved,
  });
  const prefix = `category-${item?.key ?? 'new'}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkFields(postCategoryInput, form, event.currentTarget, setErrors);
    if (parsed) save.mutate(parsed);
  }

  const text = (name: keyof PostCategoryInput, label: string, hint: string) => (
    <Field id={`${prefix}-${name}`} label={label} required error={errors[name]} hint={hint}>
      {(c) => (
        <TextInput
          {...c}
          lang={name === 'nameNe' ? 'ne' : undefined}
          maxLength={MAX_CATEGORY_NAME_CHARS}
          value={form[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'Name (English)', 'Shown on /blog, e.g. Education.')}
        {text('nameNe', 'Name (Nepali)', 'Shown on /ne/blog, e.g. शिक्षा.')}
      </div>
      {save.isError && <FormStatus tone="error">Not saved: {save.error.message}</FormStatus>}
      {save.isSuccess && item && <FormStatus tone="success">Saved. The blog shows the new names now.</FormStatus>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : item ? 'Save names' : 'Add category'}
        </Button>
      </div>
    </form>
  );
}
