import { RateLimited } from '../errors/rate-limited';
import type { RenderGate } from './kept-pages';

/** How long a page waits for one of its client's render slots before it is refused. */
export const RENDER_WAIT_MS = 2_000;

interface Client {
  running: number;
  /** Requests waiting for a slot, first come first served; each is handed the slot of a render that ends. */
  waiting: (() => void)[];
}

/**
 * At most `max` pages rendered at once for one client address, and at most `max` more waiting
 * (up to RENDER_WAIT_MS) for one of them to end. A render takes milliseconds, so visitors who share
 * an address (an office, a mobile carrier's shared address) each get their page, a moment later;
 * a client asking for many pages nobody has asked for since they changed (every filter of /blog,
 * every post) has the rest refused at once with the 429 every other limit answers: a longer queue
 * would hold its connections and make its later requests, and the renders behind them, wait.
 * A kept page, and a render another request already started, never count.
 */
export class LiveRenderLimit {
  private readonly clients = new Map<string, Client>();

  constructor(
    private readonly max: number,
    private readonly waitMs = RENDER_WAIT_MS,
  ) {}

  gate(address: string): RenderGate {
    return async () => {
      let client = this.clients.get(address);
      if (!client) this.clients.set(address, (client = { running: 0, waiting: [] }));
      if (client.running < this.max) client.running += 1;
      else await this.waitForSlot(client);
      return () => this.release(address, client);
    };
  }

  private waitForSlot(client: Client) {
    if (client.waiting.length >= this.max) throw new RateLimited(1);
    return new Promise<void>((resolve, reject) => {
      const handOver = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        client.waiting.splice(client.waiting.indexOf(handOver), 1);
        reject(new RateLimited(1));
      }, this.waitMs);
      client.waiting.push(handOver);
    });
  }

  private release(address: string, client: Client) {
    const next = client.waiting.shift();
    if (next) return next();
    client.running -= 1;
    if (client.running === 0) this.clients.delete(address);
  }
}
