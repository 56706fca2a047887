import { fieldMessages } from '@schemas/booking-staff-api';
import type { z } from 'zod';

/**
 * Checks a form's value against its schema: the parsed value, or undefined after each wrong field
 * got its message (by path) and the first control marked invalid took focus, once it is on screen.
 */
export function checkFields<T extends z.ZodType>(
  schema: T,
  value: unknown,
  form: HTMLFormElement,
  setErrors: (errors: Record<string, string>) => void,
): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    setErrors({});
    return parsed.data;
  }
  setErrors(fieldMessages(parsed.error));
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return undefined;
}
