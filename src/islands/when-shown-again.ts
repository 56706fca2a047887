/**
 * Calls `callback` whenever the visitor comes back to the page: the tab becomes visible again, or
 * the page is restored from the back-forward cache. Returns the function that stops listening.
 */
export function whenShownAgain(callback: () => void): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) callback();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') callback();
  };
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
