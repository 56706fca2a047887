import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './island-loaders';
import { IslandRoot, islandIdPrefix } from './island-root';

async function hydrate(element: HTMLElement, wokenByVisitor: boolean) {
  const { island = '', islandKey = '', props = '{}' } = element.dataset;
  const load = islandLoaders[island as IslandName];
  if (!load) throw new Error(`No island named "${island}" in src/app/islands/island-loaders.ts`);
  const Component = (await load()) as ComponentType<object>;
  // From here React replays presses on the island itself (the boot script stops queueing them).
  element.setAttribute('data-hydrating', '');
  hydrateRoot(
    element,
    <IslandRoot pagePath={location.pathname} element={element} wokenByVisitor={wokenByVisitor}>
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
 * Calls `ready` for a box's island once one of its children has been in the viewport for `ms`
 * without a break. Returns the function that starts watching a box.
 */
function afterInView(ready: (element: HTMLElement, wokenByVisitor: boolean) => void) {
  const timers = new Map<Element, number>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      window.clearTimeout(timers.get(target));
      const element = target.parentElement as HTMLElement;
      if (isIntersecting)
        timers.set(
          target,
          window.setTimeout(() => {
            for (const box of element.children) observer.unobserve(box);
            ready(element, false);
          }, Number(element.dataset.autoplayMs)),
        );
    }
  });
  return (element: HTMLElement) => {
    for (const box of element.children) observer.observe(box);
  };
}

/**
 * Hydrates each island of a prerendered page (src/lib/island.tsx) on its own, as its `data-hydrate`
 * says: when one of its boxes comes near the viewport, once the browser is idle, when an
 * autoplaying carousel is due to take its first step, or only when the visitor touches, focuses or
 * types into it (which hydrates any island at once, as does having been used before this code
 * arrived). The rest of the page stays the server's HTML and never loads component code.
 */
export function hydrateIslands() {
  const waiting = new Set(document.querySelectorAll<HTMLElement>('[data-island]'));
  const start = (element: HTMLElement, wokenByVisitor = false) => {
    if (!waiting.delete(element)) return;
    for (const box of element.children) observer.unobserve(box);
    hydrate(element, wokenByVisitor).catch((error: unknown) => console.error('Hydrating an island failed', error));
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) start(entry.target.parentElement as HTMLElement);
    },
    { rootMargin: '300px 0px' },
  );
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  const whenAutoplayDue = afterInView(start);
  const autoplays = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const element of waiting) {
    if (usedBeforeCode(element)) {
      start(element, true);
      continue;
    }
    if (element.dataset.hydrate === 'idle') whenIdle(() => start(element));
    if (element.dataset.hydrate === 'visible') for (const box of element.children) observer.observe(box);
    if (element.dataset.hydrate === 'autoplay' && autoplays) whenAutoplayDue(element);
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      element.addEventListener(type, () => start(element, true), { capture: true, once: true, passive: true });
  }
}
