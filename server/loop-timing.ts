/**
 * Waits `ms`; `onWake` receives the function that ends the wait early, so a background loop can be
 * nudged (new work) or stopped without waiting out its sleep.
 */
export function wakeableSleep(ms: number, onWake: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    onWake(done);
  });
}

/** Waits for `work` to settle, at most `graceMs`. */
export async function waitAtMost(work: Promise<unknown> | undefined, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
}
