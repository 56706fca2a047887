/**
 * Sets jsdom's window width and a matchMedia that evaluates min-width, max-width and
 * prefers-reduced-motion queries against it, notifying listeners like a real browser.
 */
const listeners = new Set<() => void>();
let reducedMotion = false;

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min) return window.innerWidth >= Number(min[1]);
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (max) return window.innerWidth <= Number(max[1]);
    if (part.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    return false;
  });
}

window.matchMedia = (query: string) => {
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: (fn: () => void) => listeners.add(fn),
    removeListener: (fn: () => void) => listeners.delete(fn),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
};

export function setViewportWidth(width: number) {
  window.innerWidth = width;
  listeners.forEach((fn) => fn());
}

export function setReducedMotion(value: boolean) {
  reducedMotion = value;
  listeners.forEach((fn) => fn());
}
