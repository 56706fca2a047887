import { RateLimited } from '../errors/rate-limited';
import type { RenderGate } from './kept-pages';

/**
 * At most `max` pages rendered at once for one client address. A visitor opening a page needs one;
 * a client asking for many pages nobody has asked for since they changed (every filter of /blog,
 * every post) is refused at once with the 429 every other limit answers, rather than queued: a
 * queue would hold its connections and make its later requests, and the renders behind them, wait.
 * A kept page, and a render another request already started, never count.
 */
export class LiveRenderLimit {
  private readonly running = new Map<string, number>();

  constructor(private readonly max: number) {}

  gate(address: string): RenderGate {
    return () => {
      const count = this.running.get(address) ?? 0;
      if (count >= this.max) throw new RateLimited(1);
      this.running.set(address, count + 1);
      return () => {
        const left = (this.running.get(address) ?? 1) - 1;
        if (left > 0) this.running.set(address, left);
        else this.running.delete(address);
      };
    };
  }
}
