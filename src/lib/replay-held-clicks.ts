/**
 * Called once the app has hydrated: from now on the app answers clicks itself, and the buttons the
 * visitor pressed before (held by the page's boot script, src/app/page-boot.ts) are pressed again,
 * in order, so a tap on the menu or a tab while the code was still on its way is not lost. A press
 * inside an island that is still dehydrated makes React hydrate it first and then replay it.
 */
export function replayHeldClicks() {
  document.documentElement.setAttribute('data-hydrated', '');
  for (const control of window.heldClicks?.splice(0) ?? []) if (control.isConnected) control.click();
}
