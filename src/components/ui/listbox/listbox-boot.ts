/**
 * The list controls' few lines of script, inlined after the boot script in a page that has one
 * (scripts/prerender.mjs), so a list answers its first tap before its island's code has arrived on a
 * slow phone. A SelectMenu (./select-menu.tsx) prerenders its list hidden under its button, a
 * Combobox (./combobox.tsx) every option's name under its text box; until the island hydrates, this
 * opens the list on a press (the search box focused), filters it as the visitor types (the same
 * case-insensitive 'contains' as the components), chooses an option on a press or Enter, and closes
 * it on Escape, Tab or a press outside. It changes only attributes, the text boxes' text and, on a
 * choice, the button's text; the component reads them as it hydrates and takes over (`data-choice`:
 * the chosen option's place in the list). Like pageBoot, it uses nothing from outside its body.
 */
export function listboxBoot() {
  /** The list around `node`, while its island has not started hydrating (React answers from then on). */
  const early = (node: EventTarget | null) => {
    const root = node instanceof Element ? node.closest<HTMLElement>('[data-early-listbox]') : null;
    const island = root?.closest('[data-island]');
    return root && !island?.matches('[data-hydrating],[data-hydrated]') ? root : null;
  };
  const partsOf = (root: HTMLElement) => {
    // A SelectMenu's button, or a Combobox's text box (which is its search box too).
    const trigger = root.querySelector<HTMLElement>('[aria-haspopup="listbox"], [role="combobox"]')!;
    const popup = root.querySelector<HTMLElement>('[data-popup]')!;
    return {
      trigger,
      popup,
      search: trigger instanceof HTMLInputElement ? trigger : popup.querySelector('input'),
      options: [...popup.querySelectorAll<HTMLElement>('[role="option"]')],
    };
  };
  const chosenIn = (options: HTMLElement[]) =>
    options.find((option) => option.getAttribute('aria-selected') === 'true');
  const show = (root: HTMLElement, open: boolean, refocus = false) => {
    const { trigger, popup, search, options } = partsOf(root);
    popup.hidden = !open;
    for (const toggle of root.querySelectorAll('[aria-expanded]'))
      if (!popup.contains(toggle)) toggle.setAttribute('aria-expanded', String(open));
    // The chevron (the popup has no button).
    root.querySelector('button svg')?.classList.toggle('rotate-180', open);
    if (open) (search ?? popup.querySelector<HTMLElement>('[role="listbox"]'))?.focus();
    else {
      // Closed, a text box shows the chosen option again, a search box nothing.
      if (search) search.value = search === trigger ? (chosenIn(options)?.textContent ?? '') : '';
      for (const option of options) option.hidden = false;
      if (refocus) trigger.focus();
    }
  };
  const choose = (root: HTMLElement, option: HTMLElement) => {
    const { trigger, options } = partsOf(root);
    const label = trigger.querySelector('span');
    if (label) {
      label.textContent = option.textContent;
      label.classList.remove('text-ink-soft');
    }
    for (const each of options) each.setAttribute('aria-selected', String(each === option));
    trigger.dataset.choice = String(options.indexOf(option));
    show(root, false, true);
  };

  document.addEventListener(
    'pointerdown',
    (event) => {
      for (const root of document.querySelectorAll<HTMLElement>('[data-early-listbox]'))
        if (early(root) && !partsOf(root).popup.hidden && !root.contains(event.target as Node)) show(root, false);
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { popup } = partsOf(root);
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) choose(root, option);
    else if (!popup.contains(event.target as Node)) show(root, popup.hidden);
  });
  document.addEventListener('input', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { popup, options } = partsOf(root);
    if (popup.hidden) show(root, true);
    const needle = (event.target as HTMLInputElement).value.trim().toLowerCase();
    for (const option of options)
      option.hidden = Boolean(needle) && !option.textContent!.toLowerCase().includes(needle);
  });
  document.addEventListener('keydown', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { popup, options } = partsOf(root);
    if (popup.hidden) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      show(root, false, true);
    } else if (event.key === 'Tab') show(root, false);
    else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      // Enter in a search box would submit the form: it chooses the active option, as the
      // component's would (the chosen one while none is filtered out, else the first one shown).
      event.preventDefault();
      const shown = options.filter((option) => !option.hidden);
      const active = (shown.length === options.length && chosenIn(options)) || shown[0];
      if (active) choose(root, active);
    }
  });
}
