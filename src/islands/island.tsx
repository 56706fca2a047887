import { createContext, useContext, useId, type ComponentType } from 'react';

/**
 * When an island hydrates: `visible` as it comes near the viewport (it has work of its own to do
 * there: an animation); `interaction` only when the visitor touches, focuses or types into it (the
 * page's boot script keeps what they typed and replays their press); `idle` once the page is idle
 * (a timer, a listener, nothing on screen to wait for); `engaged` once the visitor starts using the
 * page (a scroll, a touch, a key, the pointer moving), woken as by the visitor: code whose work only
 * starts then (the support popup's delay) runs nothing while the page loads; `shown-again` when the
 * visitor comes back to the page (another tab, the back button): what the page shows is as fresh
 * as the page until then; `{ autoplayMs }` as `interaction`, for a carousel that autoplays every
 * that many milliseconds: its boot script (src/components/blocks/carousel-boot.ts) plays it until
 * then; `{ withIsland }` when the island of that name wakes: what it shows changes only through
 * that one; `{ storedDraft }` as `interaction`, but at once on arrival when this browser keeps a
 * draft under that localStorage key (a form that offers it back). Every island also hydrates at
 * once when touched.
 */
export type Hydrate =
  | 'visible'
  | 'interaction'
  | 'idle'
  | 'engaged'
  | 'shown-again'
  | { autoplayMs: number }
  | { withIsland: string }
  | { storedDraft: string };

/**
 * What woke an island: `visitor` (a touch, a key, focus, typing, or use before its code arrived),
 * `shown-again` (the visitor came back to the page) or `schedule` (in view, idle, woken with another
 * island; also outside islands). An island whose prerendered state is "not started yet" (the
 * support popup's delay) stays as the visitor saw it when they woke it, so the press the page
 * replays does what they saw.
 */
export type Waker = 'visitor' | 'shown-again' | 'schedule';

export const WokenBy = createContext<Waker>('schedule');

export function useWokenBy(): Waker {
  return useContext(WokenBy);
}

export interface CollectedIsland {
  name: string;
  props: object;
  Component: ComponentType<object>;
}

/**
 * Given by the prerenderer while it renders a page: each island met on the page is recorded here
 * (by its key) and rendered afterwards as a root of its own, the root the browser hydrates.
 */
export const IslandCollector = createContext<Map<string, CollectedIsland> | null>(null);

/** An island's props travel in its HTML, so they must be plain data: no functions, no elements. */
function serializeProps(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value))
      throw new Error(`The ${name} island's prop "${key}" is not plain data`);
    return value;
  });
}

/** The attributes that tell src/islands/hydrate-islands.ts when to wake an island. */
function hydrateAttributes(hydrate: Hydrate) {
  if (typeof hydrate === 'string') return { 'data-hydrate': hydrate };
  if ('autoplayMs' in hydrate) return { 'data-hydrate': 'interaction', 'data-autoplay-ms': hydrate.autoplayMs };
  if ('storedDraft' in hydrate) return { 'data-hydrate': 'interaction', 'data-stored-draft': hydrate.storedDraft };
  return { 'data-hydrate': 'with', 'data-with-island': hydrate.withIsland };
}

/**
 * An interactive part of a prerendered page. Around it the page is plain HTML that ships no
 * component code; the island alone is hydrated in the browser (src/islands/hydrate-islands.ts),
 * from the module `name` names in src/app/island-loaders.ts, as it comes into view or is
 * touched. Its props are written into the page; `hydrate` may depend on them. Outside the prerenderer
 * (the dev app, component tests) it renders in place.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydrate: Hydrate | ((props: P) => Hydrate),
) {
  function Island(props: P) {
    const collected = useContext(IslandCollector);
    // Stable across the renderer's retries of a suspended parent, unlike a counter.
    const key = useId();
    if (!collected) return <Component {...props} />;
    if (!collected.has(key)) collected.set(key, { name, props, Component: Component as ComponentType<object> });
    // `contents`: the wrapper adds no box, so the island lays out (and sticks) as if it were not there.
    return (
      <div
        className="contents"
        data-island={name}
        {...hydrateAttributes(typeof hydrate === 'function' ? hydrate(props) : hydrate)}
        data-props={serializeProps(name, props)}
        data-island-key={key}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
