import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { readHoneypot } from './honeypot-field';
import type { ApiError } from '@/lib/api-error';

type Values<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: string };

/** Lets a sending function name its current step (uploading a file, saving the record). */
export type StepReporter = (name: string) => void;

/**
 * A form's lazy `submit.ts`: its schema (and zod) and its `send`, loaded only when the visitor
 * starts the form. `send` gets the checked record, the honeypot's value, a step reporter and the
 * form's `context` (what else it sends: chosen files); what it resolves to is what a sent outcome
 * carries.
 */
export type SubmitModule<S extends z.ZodObject, T, C> = () => Promise<{
  schema: S;
  send: (record: z.output<S>, honeypot: string, step: StepReporter, context: C) => Promise<T>;
}>;

/** How the last sending ended; `step` names the part that failed when sending takes several. */
export type Outcome<T> = { status: 'sent'; value: T } | { status: 'failed'; error: ApiError; step?: string } | null;

interface SubmitOptions<T, C> {
  /** What the form hands to `send` besides the record (a form whose `send` takes no context gives none). */
  context?: C;
  /** Errors the schema cannot see (a missing file), checked with it. */
  extraErrors?: () => Record<string, string>;
  onSent?: (value: T) => void;
  onFailed?: (error: ApiError, step: string | undefined) => void;
}

interface FormOptions {
  /** The schema's (English) message in the page's language. */
  translate: (message: string) => string;
  /** What the server answered a form sent without JavaScript: the values sent and its messages per field. */
  initial?: { values: Partial<Record<string, string>>; errors: Record<string, string> };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * One form's state, the same for every form: values are strings keyed like the record schema,
 * errors hold the first message per field, a failed submit moves focus to the first invalid
 * control, and sending has a busy state and an outcome whose failure is always an ApiError.
 * A sent form is emptied.
 */
export function useSchemaForm<S extends z.ZodObject, T = void, C = undefined>(
  load: SubmitModule<S, T, C>,
  empty: Values<S>,
  { translate, initial }: FormOptions,
) {
  const [values, setValues] = useState<Values<S>>(() => ({ ...empty, ...pick(empty, initial?.values) }));
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Set from the submit until its sending ends, so a double click cannot send twice.
  const submitting = useRef(false);
  const prefix = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T>>(null);
  const [replaySubmit, setReplaySubmit] = useState(false);

  // In the commit that shows the messages, so focus never lags behind them.
  useLayoutEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Once hydrated: keep what the visitor typed into the prerendered fields and send a submit the
  // page's boot script (src/islands/page-boot.ts) held back meanwhile. In the hydrating commit itself,
  // with the mark below, so no submit can reach the form before the typed values are in its state.
  useLayoutEffect(() => {
    const node = formRef.current;
    if (!node) return;
    const typed: Partial<Values<S>> = {};
    for (const name of Object.keys(empty) as (keyof Values<S> & string)[]) {
      const control = node.ownerDocument.getElementById(idFor(name));
      // A combobox's text is a search, not its value (src/components/ui/listbox/combobox.tsx).
      const isTextual =
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement ||
        (control instanceof HTMLInputElement &&
          control.getAttribute('role') !== 'combobox' &&
          !['file', 'checkbox', 'radio', 'hidden'].includes(control.type));
      if (isTextual && control.value !== empty[name]) typed[name] = control.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    const queued = window.pendingSubmits?.indexOf(node) ?? -1;
    if (queued >= 0) {
      window.pendingSubmits!.splice(queued, 1);
      setReplaySubmit(true);
    }
    // Runs once, on the values the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Marks each form element React has taken over (hydrated, or shown again after the upload
  // progress replaced it): the boot script then leaves its submits to React.
  useLayoutEffect(() => {
    const node = formRef.current;
    if (node && !node.hasAttribute('data-hydrated')) node.setAttribute('data-hydrated', '');
  });

  useEffect(() => {
    if (!replaySubmit) return;
    setReplaySubmit(false);
    formRef.current?.requestSubmit();
  }, [replaySubmit]);

  function setValue(name: keyof Values<S>, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** The parsed record, or null after showing the errors. */
  async function validate(extraErrors: Record<string, string> = {}): Promise<z.output<S> | null> {
    const { schema } = await load();
    const result = schema.safeParse(values);
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

  /** A submit handler: checks, then sends the record with the submit module's `send`. */
  function onSubmit({ context, extraErrors, onSent, onFailed }: SubmitOptions<T, C> = {}) {
    return async (event: FormEvent<HTMLFormElement>) => {
      // Held by the boot script while React was still hydrating the form: its replay is the send.
      if (event.nativeEvent.defaultPrevented) return;
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      const honeypot = readHoneypot(event.currentTarget);
      let step: string | undefined;
      try {
        const record = await validate(extraErrors?.());
        if (!record) return;
        setBusy(true);
        setOutcome(null);
        try {
          const { send } = await load();
          // A form whose `send` takes a context gives one (C is undefined for the others).
          const value = await send(record, honeypot, (name) => (step = name), context as C);
          setOutcome({ status: 'sent', value });
          reset();
          onSent?.(value);
        } catch (thrown) {
          // Imported here to keep it off the first load; validate() loaded submit.ts, which brought
          // this module along with the api client, so the import cannot miss.
          const error = (await import('@/lib/api-error')).asApiError(thrown);
          setOutcome({ status: 'failed', error, step });
          onFailed?.(error, step);
        } finally {
          setBusy(false);
        }
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

  /** A field's error in the page's language (also for controls the schema does not check). */
  const error = (name: string) => errors[name] && translate(errors[name]);

  /** What a field and its control need: id, value, change handlers and the translated error. */
  function bind(name: keyof Values<S> & string) {
    return {
      id: idFor(name),
      value: values[name],
      error: error(name),
      onChange: (event: ChangeEvent<TextControl>) => setValue(name, event.target.value),
      onValue: (value: string) => setValue(name, value),
    };
  }

  /** Starts loading the submit module, e.g. when the visitor first focuses the form. */
  const preload = () => void load();

  return {
    values,
    formRef,
    setErrors,
    bind,
    error,
    idFor,
    onSubmit,
    reset,
    preload,
    busy,
    outcome,
  };
}

/** The known fields' string values of `values`, nothing else. */
function pick<V extends object>(empty: V, values: Partial<Record<string, string>> = {}): Partial<V> {
  return Object.fromEntries(
    Object.keys(empty)
      .filter((name) => typeof values[name] === 'string')
      .map((name) => [name, values[name]]),
  ) as Partial<V>;
}
