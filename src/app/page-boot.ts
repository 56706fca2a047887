/** What the prerenderer writes into `<script type="application/json" id="page-scripts">` for pageBoot. */
export interface PageScripts {
  /** The app's entry module. */
  entry: string;
  /** The modules the entry and this page's own code import, fetched alongside it. */
  preload: string[];
}

declare global {
  interface Window {
    /** Forms submitted before their code hydrated them, in order; useSchemaForm sends them. */
    pendingSubmits?: HTMLFormElement[];
  }
}

/**
 * The one script in a prerendered page, inlined at the end of its body (the prerenderer inlines
 * this function's source, so it uses nothing from outside its body; the gateway's CSP carries its hash).
 * The page paints, reads and navigates with plain links before any other script is fetched: the
 * app's modules are requested once the first contentful paint has happened (or the visitor starts
 * to interact), at low priority. Until a form's code has hydrated it, submitting it is held back
 * (the browser would otherwise send the answers as a GET query in the URL) and queued for the code;
 * a button, tab or toggle pressed before the app has hydrated is pressed again, in order, once the
 * layout marks the page `data-hydrated` (links work without scripts). A press inside an island
 * that is still dehydrated makes React hydrate that island first and then replay it.
 */
export function pageBoot() {
  const pending: HTMLFormElement[] = (window.pendingSubmits = []);
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      if (!pending.includes(form)) pending.push(form);
    },
    true,
  );

  const root = document.documentElement;
  const clicks: HTMLElement[] = [];
  document.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-hydrated') || !(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
      // A submit button's press arrives as the form's submit, which is held above.
      if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
      clicks.push(control);
    },
    true,
  );
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    for (const control of clicks.splice(0)) if (control.isConnected) control.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const data = document.getElementById('page-scripts')?.textContent;
    if (!data) return;
    const scripts: PageScripts = JSON.parse(data);
    for (const href of scripts.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = scripts.entry;
    script.fetchPriority = 'low';
    document.head.append(script);
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
}
