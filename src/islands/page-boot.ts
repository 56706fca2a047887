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
    /** Controls pressed before their island hydrated; it hydrates at once and they are pressed again. */
    pendingPresses?: HTMLElement[];
  }
}

/**
 * The one script in a prerendered page, inlined at the end of its body (the prerenderer inlines
 * this function's source, so it uses nothing from outside its body; the gateway's CSP carries its hash).
 * The page paints, reads and navigates with plain links before any other script is fetched: the
 * app's modules are requested once the first contentful paint has happened (or the visitor starts
 * to interact), at low priority. Until a form's code has hydrated it, submitting it is held back
 * (the browser would otherwise send the answers as a GET query in the URL) and queued for the code;
 * a button, tab, toggle, combobox or list option pressed before its island has hydrated is pressed again, in order, once
 * the island is marked `data-hydrated` (src/islands/hydrate-islands.ts); links work without
 * scripts. If the code fails to load (a dropped connection), a held form says so in its own words
 * and keeps every answer, and its next submit loads the code again.
 */
export function pageBoot() {
  const pending: HTMLFormElement[] = (window.pendingSubmits = []);
  let failed = false;
  const sayNotSent = (form: HTMLFormElement) => {
    const alert = form.querySelector('[data-boot-alert]') ?? form.appendChild(document.createElement('p'));
    alert.setAttribute('data-boot-alert', '');
    alert.setAttribute('role', 'alert');
    alert.className = 'col-span-full text-base font-semibold text-red-700';
    alert.textContent =
      document.documentElement.lang === 'ne'
        ? 'पृष्ठ पूरा खुलेन, त्यसैले पठाइएन। तपाईंले लेखेका कुरा यहीँ छन्: इन्टरनेट जाँचेर फेरि पठाउनुहोस्।'
        : 'The page did not finish loading, so this was not sent. Everything you entered is still here: check your connection and send it again.';
  };
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // A form marked data-no-code (the blog's GET search) needs no code: the browser sends it as it is.
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-hydrated') || form.hasAttribute('data-no-code'))
        return;
      event.preventDefault();
      if (!pending.includes(form)) pending.push(form);
      if (failed) load();
    },
    true,
  );

  // A link into the page, on arrival or pressed, lands on its target only if everything above the
  // target is drawn at its real height, including what the first layout skipped (.render-when-near).
  const drawAll = () => document.documentElement.setAttribute('data-draw-all', '');
  if (location.hash) drawAll();

  // Presses on an island's controls before it hydrates, pressed again, in order, once it has.
  const clicks: HTMLElement[] = (window.pendingPresses = []);
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest('a');
      if (link?.hash && link.pathname === location.pathname) drawAll();
      // A combobox's text box opens its list on a press, like a button, and an option of a list left
      // open chooses (src/components/ui/listbox/combobox.tsx).
      const control = event.target.closest<HTMLElement>(
        'button, [role="button"], [role="tab"], [role="combobox"], [role="option"]',
      );
      // A submit button's press arrives as the form's submit, which is held above.
      if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
      // A control that answers before its code, until its island starts hydrating, hands its state over
      // instead: its lines run first, on the window, and mark the press answered (the lists'
      // src/components/ui/listbox/listbox-boot.ts, the carousels' blocks/carousel-boot.ts, the media's
      // pages/contact/map-boot.ts, video/video-boot.ts, gallery/lightbox-boot.ts).
      if (event.defaultPrevented) return;
      const island = control.closest('[data-island]');
      if (!island || island.hasAttribute('data-hydrated')) return;
      // Hydrating, React would drop the press while the island waits for more code or its Nepali
      // texts (it can hydrate at once only what has arrived): it gets the press once it has committed.
      if (island.hasAttribute('data-hydrating')) event.stopPropagation();
      // A link acting as a button (an album photo: the file without JavaScript, the lightbox with it) waits too.
      if (control instanceof HTMLAnchorElement) event.preventDefault();
      clicks.push(control);
    },
    true,
  );
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element) || !target.hasAttribute('data-hydrated')) continue;
      for (const control of clicks.filter((pressed) => target.contains(pressed))) {
        clicks.splice(clicks.indexOf(control), 1);
        if (control.isConnected) control.click();
      }
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });

  // A file dragged onto the page lands only in a file drop zone ([data-file-drop]); anywhere else
  // the page refuses it rather than let the browser open the file in the page's place (text dragged
  // within the page is left alone). A zone whose island has not hydrated yet keeps the file in its
  // own input, where the island takes it.
  const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));
  document.addEventListener(
    'dragover',
    (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const zone = event.target instanceof Element && event.target.closest('[data-file-drop]');
      if (event.dataTransfer) event.dataTransfer.dropEffect = zone ? 'copy' : 'none';
    },
    true,
  );
  document.addEventListener(
    'drop',
    (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const zone = event.target instanceof Element ? event.target.closest('[data-file-drop]') : null;
      const input = zone?.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input || !event.dataTransfer?.files.length || zone?.closest('[data-hydrated]')) return;
      input.files = event.dataTransfer.files;
      start();
    },
    true,
  );

  const data = document.getElementById('page-scripts')?.textContent;
  const scripts: PageScripts | undefined = data ? JSON.parse(data) : undefined;
  let tries = 0;
  // A module that failed to load stays failed under its address for this page, so a new try asks
  // for the entry under a new one.
  const load = () => {
    if (!scripts) return;
    failed = false;
    // The form's code renders the form as it was prerendered: the notice goes before it hydrates.
    document.querySelectorAll('[data-boot-alert]').forEach((alert) => alert.remove());
    const script = document.createElement('script');
    script.type = 'module';
    script.src = tries ? `${scripts.entry}?try=${tries}` : scripts.entry;
    tries += 1;
    script.fetchPriority = 'low';
    script.onerror = () => {
      failed = true;
      pending.forEach(sayNotSent);
    };
    document.head.append(script);
  };
  let started = false;
  const start = () => {
    if (started || !scripts) return;
    started = true;
    for (const href of scripts.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.append(link);
    }
    load();
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(type, start, { once: true, capture: true, passive: true });
}
