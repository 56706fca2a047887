import { createContext, lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

let deferring = false;

/** True inside an island: what it needs loads with it, as the visitor scrolls, not with the page. */
export const InIsland = createContext(false);

/** main.tsx turns this on just before hydrating a prerendered page. */
export function deferIslandsWhileHydrating() {
  deferring = true;
}

/** The layout turns it off once hydration has committed; islands rendered later load at once. */
export function stopDeferringIslands() {
  deferring = false;
}

/**
 * A part of a prerendered page whose code loads only when it comes near the viewport. Until then
 * React keeps the server's HTML in place (a suspended boundary stays dehydrated), so the visitor
 * sees the finished section while the first-load JavaScript stays small. Renders that are not a
 * hydration (tests, client-side navigation, the prerenderer) load the code straight away.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>) {
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Lazy = lazy(async () => {
    if (deferring) await seen;
    return { default: await load() };
  });

  function Island(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = anchor.current;
      if (!node || typeof IntersectionObserver === 'undefined') return release();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={anchor}>
        <InIsland value={true}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </InIsland>
      </div>
    );
  }
  // Props are module-level content; skipping equal re-renders keeps a dehydrated boundary intact.
  return memo(Island);
}
