import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import type { Waker } from '@/lib/island';
import { IslandRoot, islandIdPrefix } from './island-root';

/** Hydrates one island's box with its component (src/app/islands/hydrate-islands.ts loads both). */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, wokenBy: Waker) {
  const { islandKey = '', props = '{}' } = element.dataset;
  // From here React replays presses on the island itself (the boot script stops queueing them).
  element.setAttribute('data-hydrating', '');
  hydrateRoot(
    element,
    <IslandRoot pagePath={location.pathname} element={element} wokenBy={wokenBy}>
      <Component {...(JSON.parse(props) as object)} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(islandKey) },
  );
}
