import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. On the server and during hydration it answers `undefined`, so
 * callers render their CSS-only markup first and the prerendered HTML matches the first paint.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
