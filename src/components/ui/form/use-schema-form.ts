import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { readHoneypot } from './honeypot-field';

type Values<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: string };

/** The schema itself, or a loader, so a form can render before zod arrives (it is needed only on submit). */
export type SchemaSource<S extends z.ZodObject> = S | (() => Promise<S>);

/**
 * Form state checked by a record schema: values are strings keyed like the schema, errors hold
 * the first message per field, and a failed submit moves focus to the first invalid control.
 */
export function useSchemaForm<S extends z.ZodObject>(schema: SchemaSource<S>, empty: Values<S>) {
  const [values, setValues] = useState<Values<S>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Set from the submit until its sending ends, so a double click cannot send twice.
  const submitting = useRef(false);
  const prefix = useId();

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function setValue(name: keyof Values<S>, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** The parsed record, or null after showing the errors. */
  async function validate(extraErrors: Record<string, string> = {}): Promise<z.output<S> | null> {
    const resolved = typeof schema === 'function' ? await schema() : schema;
    const result = resolved.safeParse(values);
    const next: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    Object.assign(next, extraErrors);
    setErrors(next);
    if (!result.success || Object.keys(extraErrors).length > 0) {
      setFocusRequest((n) => n + 1);
      return null;
    }
    return result.data;
  }

  /** A submit handler: checks, then hands the record and the honeypot's value on. */
  function onSubmit(
    send: (record: z.output<S>, honeypot: string) => Promise<void>,
    extraErrors?: () => Record<string, string>,
  ) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      const honeypot = readHoneypot(event.currentTarget);
      try {
        const record = await validate(extraErrors?.());
        if (record) await send(record, honeypot);
      } finally {
        submitting.current = false;
      }
    };
  }

  function reset(next: Values<S> = empty) {
    setValues(next);
    setErrors({});
  }

  /** A stable element id for a field name (also for controls the schema does not check). */
  const idFor = (name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;

  /** Id, value and change handler for a field, plus its error. */
  function field(name: keyof Values<S> & string) {
    return {
      id: idFor(name),
      value: values[name],
      error: errors[name],
      onValue: (value: string) => setValue(name, value),
    };
  }

  return { values, errors, formRef, setValue, setErrors, field, idFor, onSubmit, reset };
}
