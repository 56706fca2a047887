import type { LimitCounters, LimitUse } from '../limits/limit-counters';

const HOUR_MS = 3_600_000;

/** The bytes each address uploaded in its current hour, and when that hour ends. */
export interface UploadBudget {
  used(address: string): LimitUse;
  /** Counts `bytes` more: the address's total after them. */
  spend(address: string, bytes: number): LimitUse;
}

/** One gateway's count, in memory: every address starts again when the gateway's hour rolls over. */
export function memoryUploadBudget(): UploadBudget {
  let windowStart = Date.now();
  let used = new Map<string, number>();
  const roll = () => {
    if (Date.now() - windowStart < HOUR_MS) return;
    windowStart = Date.now();
    used = new Map();
  };
  const spentBy = (address: string) => ({ used: used.get(address) ?? 0, resetsAt: windowStart + HOUR_MS });
  return {
    used(address) {
      roll();
      return spentBy(address);
    },
    spend(address, bytes) {
      roll();
      used.set(address, (used.get(address) ?? 0) + bytes);
      return spentBy(address);
    },
  };
}

/** Every gateway's count on the database: an address's hour starts with its first upload. */
export function sharedUploadBudget(counters: LimitCounters): UploadBudget {
  const key = (address: string) => `upload bytes ${address}`;
  return {
    used: (address) => counters.read(key(address)),
    spend: (address, bytes) => counters.add(key(address), bytes, HOUR_MS),
  };
}
