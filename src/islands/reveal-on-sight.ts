/** Share of the element that must be visible before it reveals (spec section 9). */
export const REVEAL_THRESHOLD = 0.1;

/**
 * The one reveal primitive: calls `reveal` once, when 10 percent of `node` is in view. Under
 * prefers-reduced-motion there is nothing to animate, so it reveals at once. Returns what stops
 * the watch.
 */
export function revealOnSight(node: Element, reveal: () => void): () => void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    },
    { threshold: REVEAL_THRESHOLD },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
