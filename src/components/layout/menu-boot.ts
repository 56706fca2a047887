/**
 * The phone menu's few lines of script, inlined in every page after the boot script
 * (scripts/prerender.mjs), so they run before the first tap and need no other code. The menu is a
 * popover (./navbar.tsx): the browser opens and closes it on its toggle, and closes it on Escape or a
 * tap outside, giving the focus back, and tells assistive technology the toggle's state. Here: the
 * toggle's `data-open` follows the menu, as its icon and name do in CSS; choosing a link in the menu
 * closes it (the back button would show it open); and a browser with no popovers (Safari 16) gets the
 * same from a class (src/styles/index.css), its toggle's aria-expanded from here. Like pageBoot, it
 * uses nothing from outside its body.
 */
export function menuBoot() {
  const native = Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover');
  const show = (menu: HTMLElement, open: boolean) => {
    if (!native) menu.classList.toggle('popover-open', open);
    for (const toggle of document.querySelectorAll(`[popovertarget="${menu.id}"]`)) {
      toggle.toggleAttribute('data-open', open);
      if (!native) toggle.setAttribute('aria-expanded', String(open));
    }
  };
  const close = (menu: HTMLElement) => (native ? menu.hidePopover() : show(menu, false));
  if (!native)
    for (const toggle of document.querySelectorAll('[popovertarget]')) toggle.setAttribute('aria-expanded', 'false');

  // Before the menu shows or hides, so the toggle changes in the same frame.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if (event.target instanceof HTMLElement && event.target.hasAttribute('popover'))
        show(event.target, (event as ToggleEvent).newState === 'open');
    },
    true,
  );
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const chosen = event.target.closest('[popover] a')?.closest<HTMLElement>('[popover]');
    if (chosen) close(chosen);
    const toggle = event.target.closest('[popovertarget]');
    const menu = toggle && document.getElementById(toggle.getAttribute('popovertarget')!);
    if (!native && menu) show(menu, !menu.classList.contains('popover-open'));
  });
  if (!native)
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      for (const menu of document.querySelectorAll<HTMLElement>('[popover].popover-open')) {
        close(menu);
        document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)?.focus();
      }
    });
}
