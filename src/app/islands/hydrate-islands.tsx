import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './island-loaders';
import { IslandRoot, islandIdPrefix } from './island-root';

async function hydrate(element: HTMLElement) {
  const { island = '', islandKey = '', props = '{}' } = element.dataset;
  const load = islandLoaders[island as IslandName];
  if (!load) throw new Error(`No island named "${island}" in src/app/islands/island-loaders.ts`);
  const Component = (await load()) as ComponentType<object>;
  // From here React replays presses on the island itself (the boot script stops queueing them).
  element.setAttribute('data-hydrating', '');
  hydrateRoot(
    element,
    <IslandRoot pagePath={location.pathname} element={element}>
      <Component {...(JSON.parse(props) as object)} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(islandKey) },
  );
}

/** Whether the visitor already used an island before this code arrived (the boot script kept it). */
function usedBeforeCode(element: HTMLElement): boolean {
  const inside = (node: Element | null) => node !== null && element.contains(node);
  return (
    inside(document.activeElement) ||
    (window.pendingSubmits ?? []).some(inside) ||
    (window.pendingPresses ?? []).some(inside) ||
    [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
      (field) => field.value !== field.defaultValue,
    )
  );
}

/**
 * Hydrates each island of a prerendered page (src/lib/island.tsx) on its own, as its `data-hydrate`
 * says: when one of its boxes comes near the viewport, once the browser is idle, or only when the
 * visitor touches, focuses or types into it (which hydrates any island at once, as does having
 * been used before this code arrived). The rest of the
 * page stays the server's HTML and never loads component code.
 */
export function hydrateIslands() {
  const waiting = new Set(document.querySelectorAll<HTMLElement>('[data-island]'));
  const start = (element: HTMLElement) => {
    if (!waiting.delete(element)) return;
    for (const box of element.children) observer.unobserve(box);
    hydrate(element).catch((error: unknown) => console.error('Hydrating an island failed', error));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) start(entry.target.parentElement as HTMLElement);
    },
    { rootMargin: '300px 0px' },
  );
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  for (const element of waiting) {
    if (usedBeforeCode(element)) {
      start(element);
      continue;
    }
    if (element.dataset.hydrate === 'idle') whenIdle(() => start(element));
    if (element.dataset.hydrate === 'visible') for (const box of element.children) observer.observe(box);
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      element.addEventListener(type, () => start(element), { capture: true, once: true, passive: true });
  }
}
