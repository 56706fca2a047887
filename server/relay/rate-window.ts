import { setTimeout as sleep } from 'node:timers/promises';

/** A small margin keeps the upstream's own one-second count under the limit despite network jitter. */
const WINDOW_MS = 1_050;

/**
 * Paces calls to one upstream base: never more than `perSecond` starts in any window of a
 * second, and nothing at all while a rate-limit penalty runs.
 */
export class RateWindow {
  private starts: number[] = [];
  private pausedUntil = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly perSecond: number) {}

  pauseUntil(time: number) {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }

  /** Resolves when a call may start; callers are served in order. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn;
    return turn;
  }

  private async waitForSlot() {
    for (;;) {
      const now = Date.now();
      this.starts = this.starts.filter((start) => now - start < WINDOW_MS);
      const waitPenalty = this.pausedUntil - now;
      const waitWindow = this.starts.length >= this.perSecond ? this.starts[0] + WINDOW_MS - now : 0;
      const wait = Math.max(waitPenalty, waitWindow);
      if (wait <= 0) {
        this.starts.push(now);
        return;
      }
      await sleep(wait);
    }
  }
}
