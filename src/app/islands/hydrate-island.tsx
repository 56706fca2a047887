import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import type { Waker } from '@/lib/island';
import { islandLoaders, type IslandName } from './island-loaders';
import { IslandRoot, islandIdPrefix } from './island-root';

/** Hydrates one island's box with its component, loaded from src/app/islands/island-loaders.ts. */
export async function hydrateIsland(element: HTMLElement, wokenBy: Waker) {
  const { island = '', islandKey = '', props = '{}' } = element.dataset;
  const load = islandLoaders[island as IslandName];
  if (!load) throw new Error(`No island named "${island}" in src/app/islands/island-loaders.ts`);
  const Component = (await load()) as ComponentType<object>;
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
