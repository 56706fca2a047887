/** Placeholder for the callback form; the forms work replaces this file. */
export function CallbackRequestSection() {
  return <section id="callback" aria-label="Request a callback" />;
}
