import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during prerendering and hydration, true once the app runs in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
