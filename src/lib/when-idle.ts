/** Runs the callback once the browser is idle (after a short wait where it cannot say: Safari). */
export function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 200);
}
