/**
 * The chat button's few lines of script (./chat-button.tsx), inlined in every page after the boot
 * script (scripts/prerender.mjs): the button floats in the window's corner, and while a control of
 * the page (a form field, a link, a button) passes under that corner it steps aside
 * (`data-chat-aside` on the root; src/styles/index.css), so a tap meant for the control never opens
 * a chat. It watches the corner with one IntersectionObserver, remade when the window changes size,
 * and controls an island adds later too. Like pageBoot, it uses nothing from outside its body.
 */
export function chatBoot() {
  const button = document.querySelector<HTMLElement>('[data-chat-button]');
  if (!button || !('IntersectionObserver' in window)) return;
  const controls =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
  // A control that floats or sticks too (the header's, another floating action's) is not the page's:
  // asked only of a control found in the corner.
  const floats = new WeakMap<Element, boolean>();
  const pinned = (node: Element) => {
    if (!floats.has(node)) {
      let found = false;
      for (let at: Element | null = node; at && !found; at = at.parentElement)
        found = ['fixed', 'sticky'].includes(getComputedStyle(at).position);
      floats.set(node, found);
    }
    return floats.get(node)!;
  };
  const under = new Set<Element>();
  let observer: IntersectionObserver | undefined;
  const watch = (node: Element) => observer?.observe(node);
  const start = () => {
    observer?.disconnect();
    // Not kept: a control added later must not bring back the corner of the window's former size.
    observer = undefined;
    under.clear();
    document.documentElement.removeAttribute('data-chat-aside');
    // The button's box and a finger's width round it (aside, it sits half a rem lower: within that width).
    const box = button.getBoundingClientRect();
    if (!box.width) return; // not shown at this width (the page's own floating action is)
    const margin = 8;
    const edge = (size: number) => `${-Math.max(0, Math.round(size - margin))}px`;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && !pinned(entry.target)) under.add(entry.target);
          else under.delete(entry.target);
        }
        document.documentElement.toggleAttribute('data-chat-aside', under.size > 0);
      },
      {
        rootMargin: [box.top, innerWidth - box.right, innerHeight - box.bottom, box.left].map(edge).join(' '),
      },
    );
    for (const node of document.querySelectorAll(controls)) watch(node);
  };
  start();
  let resized = 0;
  addEventListener('resize', () => {
    cancelAnimationFrame(resized);
    resized = requestAnimationFrame(start);
  });
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(controls)) watch(node);
        for (const inner of node.querySelectorAll(controls)) watch(inner);
      }
  }).observe(document.body, { childList: true, subtree: true });
}
