/** What shows the visitor is using the page, not only looking at it load. */
const ENGAGED_ON = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls `then` once, at the visitor's first sign of using the page in a visible tab (at once if
 * they scrolled already); returns what stops waiting.
 */
export function whenEngaged(then: () => void): () => void {
  const engaged = () => {
    if (document.visibilityState !== 'visible') return;
    for (const type of ENGAGED_ON) window.removeEventListener(type, engaged);
    then();
  };
  if (window.scrollY > 0 && document.visibilityState === 'visible') {
    then();
    return () => {};
  }
  for (const type of ENGAGED_ON) window.addEventListener(type, engaged, { passive: true });
  return () => {
    for (const type of ENGAGED_ON) window.removeEventListener(type, engaged);
  };
}
