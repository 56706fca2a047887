import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounters, LimitUse } from './limit-counters';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What the plugin builds a store from: its options merged with a route's limit (and `routeInfo`,
 * the route) or with a `createRateLimit`'s options (where a `groupId` names the limit).
 */
interface LimitOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for `@fastify/rate-limit` on `limit_counters`, so every gateway on the database counts
 * against one limit. Each limit counts apart, as the plugin's memory store does: a route's by its
 * method and URL, a `createRateLimit`'s by the `groupId` it is given. The plugin's
 * `continueExceeding` and `exponentialBackoff` are not used by the gateway, nor offered here.
 */
export function sharedRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore {
    private readonly name: string;

    constructor({ groupId, routeInfo }: LimitOptions) {
      this.name = groupId ?? (routeInfo ? `${String(routeInfo.method)} ${routeInfo.url}` : '');
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      this.answer(answer, () => counters.add(`rate ${this.name} ${key}`, 1, timeWindow));
    }

    /** A look without counting (`createRateLimit`'s `{ increment: false }`). */
    read(key: string, answer: Answer) {
      this.answer(answer, () => counters.read(`rate ${this.name} ${key}`));
    }

    child(options: LimitOptions) {
      return new SharedRateLimitStore(options);
    }

    private answer(answer: Answer, count: () => LimitUse) {
      try {
        const { used, resetsAt } = count();
        answer(null, { current: used, ttl: Math.max(0, resetsAt - Date.now()) });
      } catch (error) {
        answer(error as Error);
      }
    }
  }
  // The plugin's typings say `child` is given the route's options; it is given the merged ones above.
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
