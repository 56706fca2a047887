import { setTimeout as sleep } from 'node:timers/promises';

/** A small margin keeps the upstream's own one-second count under the limit despite network jitter. */
const WINDOW_MS = 1_050;

/** Deliveries of submissions go before anything else waiting (Team refreshes). */
export type CallPriority = 'delivery' | 'background';

/**
 * Paces calls to one upstream base: never more than `perSecond` starts in any window of a
 * second, and nothing at all while a rate-limit penalty runs. Waiting deliveries always get the
 * next slot; background calls get the slots left over, each group in arrival order.
 */
export class RateWindow {
  private starts: number[] = [];
  private pausedUntil = 0;
  private readonly waiting: Record<CallPriority, (() => void)[]> = { delivery: [], background: [] };
  private pumping = false;

  constructor(private readonly perSecond: number) {}

  pauseUntil(time: number) {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }

  /** Resolves when a call may start. */
  acquire(priority: CallPriority = 'delivery'): Promise<void> {
    return new Promise((resolve) => {
      this.waiting[priority].push(resolve);
      void this.pump();
    });
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiting.delivery.length + this.waiting.background.length > 0) {
        await this.slotFree();
        // Chosen only once a slot is free, so a delivery that arrived during the wait goes first.
        const next = this.waiting.delivery.shift() ?? this.waiting.background.shift();
        this.starts.push(Date.now());
        next?.();
      }
    } finally {
      this.pumping = false;
    }
  }

  private async slotFree() {
    for (;;) {
      const now = Date.now();
      this.starts = this.starts.filter((start) => now - start < WINDOW_MS);
      const waitPenalty = this.pausedUntil - now;
      const waitWindow = this.starts.length >= this.perSecond ? this.starts[0] + WINDOW_MS - now : 0;
      const wait = Math.max(waitPenalty, waitWindow);
      if (wait <= 0) return;
      await sleep(wait);
    }
  }
}
