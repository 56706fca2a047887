import type { ComponentType } from 'react';
import type { Waker } from './island';
import { whenEngaged } from './when-engaged';
import { whenIdle } from '@/lib/when-idle';
import { whenShownAgain } from './when-shown-again';

/** Every island by name: the module the browser loads to hydrate it (the app's src/app/island-loaders.ts). */
export type IslandLoaders = Readonly<Record<string, () => Promise<ComponentType<never>>>>;

/**
 * React and the islands' root come in their own chunk (./hydrate-island), fetched and run only once
 * an island wakes, alongside the island's own: a page whose islands all wait for the visitor runs
 * no React while it loads. The island's chunk is imported from here, the entry, so Vite never
 * re-injects the entry's stylesheet (inlined into every prerendered page) as one of its deps.
 */
async function hydrate(element: HTMLElement, wokenBy: Waker, loaders: IslandLoaders) {
  const island = element.dataset.island ?? '';
  const load = loaders[island];
  if (!load) throw new Error(`No island named "${island}" in src/app/island-loaders.ts`);
  const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate-island'), load()]);
  hydrateIsland(element, Component as ComponentType<object>, wokenBy);
}

/** Whether the visitor already used an island before this code arrived (the boot script kept it). */
function usedBeforeCode(element: HTMLElement): boolean {
  const inside = (node: Element | null) => node !== null && element.contains(node);
  return (
    inside(document.activeElement) ||
    (window.pendingSubmits ?? []).some(inside) ||
    (window.pendingPresses ?? []).some(inside) ||
    // A carousel's dot, arrow or play/pause pressed before its code (src/components/blocks/carousel-boot.ts).
    element.querySelector('[data-early-used]') !== null ||
    [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
      (field) => field.value !== field.defaultValue || Boolean((field as HTMLInputElement).files?.length),
    )
  );
}

/** Whether this browser keeps a draft under the island's `data-stored-draft` key. */
function hasStoredDraft(element: HTMLElement): boolean {
  const key = element.dataset.storedDraft;
  try {
    return Boolean(key && localStorage.getItem(key));
  } catch {
    return false; // storage refused (a privacy mode): no draft to offer
  }
}

/** Watches islands' boxes: `ready` gets an island once one of its boxes comes within `rootMargin` of the viewport. */
function whenInView(rootMargin: string, ready: (element: HTMLElement) => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) if (isIntersecting) ready(target.parentElement as HTMLElement);
    },
    { rootMargin },
  );
  return {
    watch: (element: HTMLElement) => {
      for (const box of element.children) observer.observe(box);
    },
    forget: (element: HTMLElement) => {
      for (const box of element.children) observer.unobserve(box);
    },
  };
}

/**
 * Hydrates each island of a prerendered page (src/islands/island.tsx) on its own, as its `data-hydrate`
 * says: when one of its boxes comes near the viewport, once the browser is idle, when the visitor
 * starts using the page or comes back to it, when the island it goes with wakes, or only when the
 * visitor touches, focuses, types into or drags a file onto it (which hydrates any island at once,
 * as does having been used before this code arrived). The rest of the page stays the server's HTML
 * and never loads component code.
 */
export function hydrateIslands(loaders: IslandLoaders) {
  const waiting = new Set(document.querySelectorAll<HTMLElement>('[data-island]'));
  const start = (element: HTMLElement, wokenBy: Waker = 'schedule') => {
    if (!waiting.delete(element)) return;
    onSight.forget(element);
    hydrate(element, wokenBy, loaders).catch((error: unknown) => console.error('Hydrating an island failed', error));
    for (const follower of waiting) if (follower.dataset.withIsland === element.dataset.island) start(follower);
  };
  const onSight = whenInView('300px 0px', start);
  for (const element of waiting) {
    if (usedBeforeCode(element)) {
      start(element, 'visitor');
      continue;
    }
    if (hasStoredDraft(element)) {
      start(element);
      continue;
    }
    if (element.dataset.hydrate === 'idle') whenIdle(() => start(element));
    if (element.dataset.hydrate === 'engaged') whenEngaged(() => start(element, 'visitor'));
    if (element.dataset.hydrate === 'shown-again') {
      const stop = whenShownAgain(() => {
        stop();
        start(element, 'shown-again');
      });
    }
    if (element.dataset.hydrate === 'visible') onSight.watch(element);
    for (const type of ['pointerdown', 'focusin', 'keydown', 'dragenter'])
      element.addEventListener(type, () => start(element, 'visitor'), { capture: true, once: true, passive: true });
  }
}
