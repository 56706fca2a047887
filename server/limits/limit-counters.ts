import { sql } from 'kysely';
import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

/** How much of a limit a key has used in its window, and when the window ends (ms since the epoch). */
export interface LimitUse {
  used: number;
  resetsAt: number;
}

/** Expired windows are deleted at most this often, by whichever gateway counts next. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The owner of `limit_counters`: counts per key in fixed windows, in the database, so that every
 * gateway on one PostgreSQL database counts against the same limit (the rate limits, the upload
 * budget). A window starts at a key's first use and ends `windowMs` later; the next use after it
 * starts a new one. Each count is one statement, so two gateways counting at once both count.
 */
export class LimitCounters {
  private readonly addUse;
  private readonly readUse;
  private readonly deleteExpired;
  private sweptAt = 0;

  constructor(db: Db) {
    const typed = typedDb(db);
    this.addUse = typed.statement(
      (_, args: { key: string; amount: number; resetsAt: number; now: number }) =>
        sql<{ used: number; resets_at: number }>`
        INSERT INTO limit_counters (key, used, resets_at) VALUES (${args.key}, ${args.amount}, ${args.resetsAt})
        ON CONFLICT (key) DO UPDATE SET
          used = CASE WHEN limit_counters.resets_at <= ${args.now} THEN excluded.used
            ELSE limit_counters.used + excluded.used END,
          resets_at = CASE WHEN limit_counters.resets_at <= ${args.now} THEN excluded.resets_at
            ELSE limit_counters.resets_at END
        RETURNING used, resets_at`,
    );
    this.readUse = typed.statement((q, args: { key: string; now: number }) =>
      q
        .selectFrom('limit_counters')
        .select(['used', 'resets_at'])
        .where('key', '=', args.key)
        .where('resets_at', '>', args.now),
    );
    this.deleteExpired = typed.statement((q, args: { now: number }) =>
      q.deleteFrom('limit_counters').where('resets_at', '<=', args.now),
    );
  }

  /** Adds `amount` to `key`'s use in its current window (a new one when the last has ended). */
  add(key: string, amount: number, windowMs: number): LimitUse {
    const now = Date.now();
    this.sweep(now);
    const row = this.addUse.first({ key, amount, resetsAt: now + windowMs, now })!;
    return { used: row.used, resetsAt: row.resets_at };
  }

  /** `key`'s use in its current window, without counting; nothing used when its window has ended. */
  read(key: string): LimitUse {
    const now = Date.now();
    const row = this.readUse.first({ key, now });
    return row ? { used: row.used, resetsAt: row.resets_at } : { used: 0, resetsAt: now };
  }

  private sweep(now: number) {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    this.deleteExpired.run({ now });
  }
}
