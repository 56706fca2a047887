/**
 * Waits `ms`; `onWake` receives the function that ends the wait early, so a background loop can be
 * nudged (new work) or stopped without waiting out its sleep. With `unref`, the wait alone does not
 * keep the process running.
 */
export function wakeableSleep(
  ms: number,
  onWake: (wake: () => void) => void,
  { unref = false }: { unref?: boolean } = {},
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    if (unref) timer.unref();
    function done() {
      clearTimeout(timer);
      resolve();
    }
    onWake(done);
  });
}

/** Waits for `work` to settle, at most `graceMs`: its value, or undefined if it has not settled by then. */
export async function waitAtMost<T>(work: Promise<T> | undefined, graceMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<undefined>((resolve) => (timer = setTimeout(resolve, graceMs, undefined))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
