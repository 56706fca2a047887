/**
 * The prerendered dialogs' few lines of script (./support-dialog.tsx), inlined in every page after
 * the boot script (scripts/prerender.mjs) so they run before the first tap and need no other code.
 * The browser opens a dialog on its invoker (`command="show-modal"`), closes it on its close button
 * (`command="close"`), Escape or a tap outside (`closedby="any"`), and moves the focus in and back.
 * Here: Tab and Shift+Tab go round the open dialog's links and buttons rather than out of the page;
 * and a browser without invoker commands or closedby (Safari before 26.2, Firefox before 144) gets
 * them. Like pageBoot, it uses nothing from outside its body.
 */
export function dialogBoot() {
  document.addEventListener('keydown', (event) => {
    const dialog = event.key === 'Tab' ? document.querySelector('dialog[open]') : null;
    if (!dialog) return;
    const items = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const [from, to] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
    if (dialog.contains(document.activeElement) && document.activeElement !== from) return;
    event.preventDefault();
    to?.focus();
  });

  // A visitor who opened the support dialog has seen it: it never opens by itself after, even when
  // they opened it before the popup's code arrived (./support-popup.tsx reads the same key).
  const support = document.getElementById('support-dialog');
  for (const type of ['toggle', 'close'])
    support?.addEventListener(type, () => sessionStorage.setItem('support-popup-seen', '1'));

  const commands = 'command' in HTMLButtonElement.prototype;
  const lightDismiss = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && lightDismiss) return;
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const invoker = event.target.closest('button[commandfor]');
    const target = invoker ? document.getElementById(invoker.getAttribute('commandfor')!) : event.target;
    if (!(target instanceof HTMLDialogElement)) return;
    if (invoker && !commands) {
      const command = invoker.getAttribute('command');
      if (command === 'show-modal' && !target.open) target.showModal();
      else if (command === 'close') target.close();
    } else if (!invoker && !lightDismiss && target.getAttribute('closedby') === 'any') {
      // A tap on the backdrop lands on the dialog itself, outside its box.
      const box = target.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
    }
  });
}
