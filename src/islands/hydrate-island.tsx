import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Waker } from './island';
import { IslandRoot, islandIdPrefix } from './island-root';

/** Hydrates one island's box with its component (src/islands/hydrate-islands.ts loads both). */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, wokenBy: Waker) {
  const { islandKey = '', props = '{}' } = element.dataset;
  // From here the boot script keeps presses on the island from React until it has committed (then
  // presses them again), and the list controls' own lines stop answering (React does).
  element.setAttribute('data-hydrating', '');
  // As a transition React hydrates in slices, yielding to the browser every few milliseconds: the
  // /vmgo carousel's hydration went from one 237 ms task to 129 ms (its Swiper's set-up, in the
  // commit, at 4x CPU slowdown).
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot pagePath={location.pathname} element={element} wokenBy={wokenBy}>
        <Component {...(JSON.parse(props) as object)} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(islandKey) },
    );
  });
}
