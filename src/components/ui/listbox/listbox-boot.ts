/**
 * The list controls' few lines of script, inlined after the boot script in a page that has one
 * (scripts/prerender.mjs), so a list answers its first tap before its island's code has arrived on a
 * slow phone. A SelectMenu (./select-menu.tsx) prerenders its list hidden under its button, a
 * Combobox (./combobox.tsx) every option's name under its text box; until the island hydrates, this
 * opens the list on a press or an arrow key (the search box focused), filters it as the visitor types
 * (the same case-insensitive 'contains' as the components, and their 'No options found' row when
 * nothing matches), moves the active option as they do (arrows, Home, End, the pointer; named by
 * aria-activedescendant, drawn as they draw it), chooses it on Enter or an option on a press, and
 * closes on Escape, Tab or a press outside. It changes only attributes, classes, the text boxes' text
 * and, on a choice, the button's text; the component reads them as it hydrates and takes over
 * (`data-choice`: the chosen option's place in the list; the active option: `earlyActive`). Like
 * pageBoot, it uses nothing from outside its body.
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
    const list = popup.querySelector<HTMLElement>('[role="listbox"]')!;
    const search = trigger instanceof HTMLInputElement ? trigger : popup.querySelector('input');
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    return {
      trigger,
      popup,
      list,
      search,
      // What names the active option: the search box, or the list itself when it has none.
      keyTarget: search ?? list,
      options,
      shown: options.filter((option) => !option.hidden),
    };
  };
  const chosenIn = (options: HTMLElement[]) =>
    options.find((option) => option.getAttribute('aria-selected') === 'true');
  /** Makes `option` the active one (or none), drawn as the components draw it (listbox-options.tsx). */
  const activate = (root: HTMLElement, option?: HTMLElement) => {
    const { list, keyTarget, options } = partsOf(root);
    const before = document.getElementById(keyTarget.getAttribute('aria-activedescendant') ?? '');
    for (const [each, on] of [
      [before, false],
      [option, true],
    ] as const)
      if (each) {
        each.classList.toggle('bg-brand-50', on);
        each.classList.toggle('text-brand-900', on);
        each.classList.toggle('text-ink', !on);
      }
    if (!option) return keyTarget.removeAttribute('aria-activedescendant');
    // The Country list's prerendered names have no ids until one is active.
    option.id ||= `${list.id}-early-${options.indexOf(option)}`;
    keyTarget.setAttribute('aria-activedescendant', option.id);
    // Kept in view inside the list's own box, never by scrolling the page.
    const top = option.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + option.offsetHeight - list.clientHeight;
  };
  const show = (root: HTMLElement, open: boolean, refocus = false) => {
    const { trigger, popup, list, search, keyTarget, options } = partsOf(root);
    popup.hidden = !open;
    for (const toggle of root.querySelectorAll('[aria-expanded]'))
      if (!popup.contains(toggle)) toggle.setAttribute('aria-expanded', String(open));
    // The chevron (the popup has no button).
    root.querySelector('button svg')?.classList.toggle('rotate-180', open);
    if (open) {
      keyTarget.focus();
      // It opens on the chosen option, else the first.
      activate(root, chosenIn(options) ?? options[0]);
    } else {
      // Closed, a text box shows the chosen option again, a search box nothing.
      if (search) search.value = search === trigger ? (chosenIn(options)?.textContent ?? '') : '';
      for (const option of options) option.hidden = false;
      list.querySelector<HTMLElement>('[role="presentation"]')!.hidden = true;
      activate(root);
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
  // First, on the window: a press answered here is marked so (`preventDefault`), and the boot
  // script does not keep it for the island.
  addEventListener(
    'click',
    (event) => {
      const root = early(event.target);
      if (!root) return;
      event.preventDefault();
      const { popup } = partsOf(root);
      const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
      if (option) choose(root, option);
      else if (!popup.contains(event.target as Node)) show(root, popup.hidden);
    },
    true,
  );
  document.addEventListener('mousemove', (event) => {
    const root = early(event.target);
    const option = root && (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option && option.id !== partsOf(root).keyTarget.getAttribute('aria-activedescendant')) activate(root, option);
  });
  document.addEventListener('input', (event) => {
    const root = early(event.target);
    if (!root) return;
    if (partsOf(root).popup.hidden) show(root, true);
    const { list, options } = partsOf(root);
    const needle = (event.target as HTMLInputElement).value.trim().toLowerCase();
    for (const option of options)
      option.hidden = Boolean(needle) && !option.textContent!.toLowerCase().includes(needle);
    const { shown } = partsOf(root);
    list.querySelector<HTMLElement>('[role="presentation"]')!.hidden = shown.length > 0;
    activate(root, shown[0]);
  });
  document.addEventListener('keydown', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { popup, keyTarget, shown } = partsOf(root);
    const { key } = event;
    if (popup.hidden) {
      // An arrow on the closed field opens it, as the components do.
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault();
        show(root, true);
      }
      return;
    }
    const active = shown.findIndex((option) => option.id === keyTarget.getAttribute('aria-activedescendant'));
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const to = moves[key];
    if (to !== undefined) {
      event.preventDefault();
      if (shown.length) activate(root, shown[Math.max(0, Math.min(shown.length - 1, to))]);
    } else if (key === 'Escape') {
      event.preventDefault();
      show(root, false, true);
    } else if (key === 'Tab') show(root, false);
    else if (key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      // Enter in a search box would submit the form: it chooses the active option, as the component's would.
      event.preventDefault();
      if (active >= 0) choose(root, shown[active]);
    }
  });
}
