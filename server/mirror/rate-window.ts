import { setTimeout as sleep } from 'node:timers/promises';

/** A small margin keeps the upstream's own one-second count under the limit despite network jitter. */
const WINDOW_MS = 1_050;

/** Deliveries of submissions go before anything else waiting (Team refreshes). */
export type CallPriority = 'delivery' | 'background';

/** Called once the call's answer has arrived (or it failed): its second is counted from then. */
export type ReleaseCall = () => void;

/**
 * Paces calls to one upstream base: never more than `perSecond` calls in any window of a second,
 * and nothing at all while a rate-limit penalty runs. A call's second runs from when its answer
 * arrived, not from when it was sent: a request delayed on the way (a busy machine, a slow network)
 * still reaches the upstream at least a second before the call that takes its place. Waiting
 * deliveries always get the next slot; background calls get the slots left over, each group in
 * arrival order.
 */
export class RateWindow {
  /** When each counted call was answered; Infinity while it is still on its way. */
  private slots: { answeredAt: number }[] = [];
  private pausedUntil = 0;
  private readonly waiting: Record<CallPriority, ((release: ReleaseCall) => void)[]> = {
    delivery: [],
    background: [],
  };
  private pumping = false;
  private wake: () => void = () => {};

  constructor(private readonly perSecond: number) {}

  pauseUntil(time: number) {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }

  /** Resolves when a call may start, with what to call once its answer arrived. */
  acquire(priority: CallPriority = 'delivery'): Promise<ReleaseCall> {
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
        const slot = { answeredAt: Infinity };
        this.slots.push(slot);
        next?.(() => {
          if (slot.answeredAt !== Infinity) return;
          slot.answeredAt = Date.now();
          this.wake();
        });
      }
    } finally {
      this.pumping = false;
    }
  }

  private async slotFree() {
    for (;;) {
      const now = Date.now();
      this.slots = this.slots.filter((slot) => now - slot.answeredAt < WINDOW_MS);
      const oldest = Math.min(...this.slots.map((slot) => slot.answeredAt));
      const waitPenalty = this.pausedUntil - now;
      const waitWindow = this.slots.length >= this.perSecond ? oldest + WINDOW_MS - now : 0;
      const wait = Math.max(waitPenalty, waitWindow);
      if (wait <= 0) return;
      const answered = new Promise<void>((resolve) => (this.wake = resolve));
      // Every call on its way: the first answer starts the count of the second it frees.
      await (Number.isFinite(wait) ? Promise.race([sleep(wait), answered]) : answered);
    }
  }
}
