import { HONEYPOT_FIELD } from '@schemas/honeypot';

/**
 * A field only bots fill in: off-screen, hidden from assistive technology and out of the tab
 * order. Forms read it by name when they submit.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form ('' for people). */
export function readHoneypot(form: HTMLFormElement): string {
  const input = form.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
