/**
 * The select menus' few lines of script, inlined in every page after the boot script
 * (scripts/prerender.mjs), so a list answers its first tap before its island's code has arrived on
 * a slow phone. A SelectMenu (./select-menu.tsx) prerenders its list, hidden, under its button; until
 * its island hydrates, this opens it on a press (the search box focused), filters it as the visitor
 * types (the same case-insensitive 'contains' as the component), chooses an option on a press or
 * Enter, and closes it on Escape, Tab or a press outside. It changes only attributes, the search
 * box's text and, on a choice, the button's text, which the component reads as it hydrates and
 * adopts (`data-choice`: the chosen option's place in the list). Like pageBoot, it uses nothing
 * from outside its body.
 */
export function listboxBoot() {
  /** The list around `node`, while its island has not started hydrating (React answers from then on). */
  const early = (node: EventTarget | null) => {
    const root = node instanceof Element ? node.closest<HTMLElement>('[data-early-listbox]') : null;
    const island = root?.closest('[data-island]');
    return root && !island?.matches('[data-hydrating],[data-hydrated]') ? root : null;
  };
  const partsOf = (root: HTMLElement) => {
    const trigger = root.querySelector<HTMLElement>('[aria-haspopup="listbox"]')!;
    const popup = root.querySelector<HTMLElement>('[data-popup]')!;
    return {
      trigger,
      popup,
      search: popup.querySelector('input'),
      options: [...popup.querySelectorAll<HTMLElement>('[role="option"]')],
    };
  };
  const show = (root: HTMLElement, open: boolean, refocus = false) => {
    const { trigger, popup, search, options } = partsOf(root);
    popup.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
    trigger.querySelector('svg')?.classList.toggle('rotate-180', open);
    if (open) (search ?? popup.querySelector<HTMLElement>('[role="listbox"]'))?.focus();
    else {
      if (search) search.value = '';
      for (const option of options) option.hidden = false;
      if (refocus) trigger.focus();
    }
  };
  const choose = (root: HTMLElement, option: HTMLElement) => {
    const { trigger, options } = partsOf(root);
    const label = trigger.querySelector('span')!;
    label.textContent = option.textContent;
    label.classList.remove('text-ink-soft');
    for (const each of options) each.setAttribute('aria-selected', String(each === option));
    trigger.dataset.choice = String(options.indexOf(option));
    show(root, false, true);
  };
  const openOnes = () =>
    [...document.querySelectorAll<HTMLElement>('[data-early-listbox]')].filter(
      (root) => early(root) && !partsOf(root).popup.hidden,
    );

  document.addEventListener(
    'pointerdown',
    (event) => {
      for (const root of openOnes()) if (!root.contains(event.target as Node)) show(root, false);
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { trigger, popup } = partsOf(root);
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) choose(root, option);
    else if (trigger.contains(event.target as Node)) show(root, popup.hidden);
  });
  document.addEventListener('input', (event) => {
    const root = early(event.target);
    if (!root) return;
    const needle = (event.target as HTMLInputElement).value.trim().toLowerCase();
    for (const option of partsOf(root).options)
      option.hidden = Boolean(needle) && !option.textContent!.toLowerCase().includes(needle);
  });
  document.addEventListener('keydown', (event) => {
    const root = early(event.target);
    if (!root) return;
    const { trigger, popup, search, options } = partsOf(root);
    if (popup.hidden) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      show(root, false, true);
    } else if (event.key === 'Tab') show(root, false);
    else if (event.key === 'Enter' && event.target !== trigger) {
      // Enter in the search box would submit the form: it chooses the active option, as the
      // component's would (the chosen one before any typing, else the first one shown).
      event.preventDefault();
      const shown = options.filter((option) => !option.hidden);
      const active =
        (!search?.value && shown.find((option) => option.getAttribute('aria-selected') === 'true')) || shown[0];
      if (active) choose(root, active);
    }
  });
}
