import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api-error';

/**
 * One content item's editor state (a testimonial, an opening): its fields, their messages, `set` one
 * field, and the save, which empties a new item's form once it is saved (an edited one keeps its values).
 */
export function useItemForm<Input extends object, View>({
  initial,
  empty,
  isNew,
  save,
  onSaved,
}: {
  initial: Input;
  empty: Input;
  isNew: boolean;
  save(values: Input): Promise<View>;
  onSaved(saved: View): void;
}) {
  const [form, setForm] = useState<Input>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Input>(name: K, value: Input[K]) => setForm((f) => ({ ...f, [name]: value }));
  const saving = useMutation<View, ApiError, Input>({
    mutationFn: save,
    onSuccess: (saved) => {
      onSaved(saved);
      if (isNew) setForm(empty);
    },
  });
  return { form, errors, setErrors, set, save: saving };
}
