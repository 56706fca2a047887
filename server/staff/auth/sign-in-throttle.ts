import type { Db } from '../../db';

/** Free tries before delays start, per account and per address; each further failure doubles the wait. */
const policies = {
  account: { freeTries: 5, maxDelayS: 15 * 60 },
  address: { freeTries: 20, maxDelayS: 15 * 60 },
};
/** A day without failures forgives the earlier ones. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type Kind = keyof typeof policies;
interface Row {
  failures: number;
  last_failure_at: number;
}

export const delaySeconds = (kind: Kind, failures: number) => {
  const { freeTries, maxDelayS } = policies[kind];
  return failures < freeTries ? 0 : Math.min(2 ** (failures - freeTries), maxDelayS);
};

/**
 * Sign-in throttling kept in SQLite, so a restart does not reset it. A try counts as a failure
 * before the password is checked and is forgiven on success, so parallel guesses cannot slip
 * through while one is being hashed.
 */
export class SignInThrottle {
  constructor(private readonly db: Db) {}

  private keys(email: string, address: string): [Kind, string][] {
    return [
      ['account', `account:${email.trim().toLowerCase()}`],
      ['address', `address:${address}`],
    ];
  }

  /** Seconds to wait before another try is heard, 0 if it may go ahead. */
  waitSeconds(email: string, address: string): number {
    const now = Date.now();
    return Math.max(
      ...this.keys(email, address).map(([kind, key]) => {
        const row = this.db.prepare('SELECT * FROM staff_sign_in_failures WHERE key = ?').get(key) as Row | undefined;
        if (!row || now - row.last_failure_at > FORGET_AFTER_MS) return 0;
        const until = row.last_failure_at + delaySeconds(kind, row.failures) * 1000;
        return Math.max(0, Math.ceil((until - now) / 1000));
      }),
    );
  }

  countTry(email: string, address: string) {
    const now = Date.now();
    const upsert = this.db.prepare(`
      INSERT INTO staff_sign_in_failures (key, failures, last_failure_at) VALUES (?, 1, ?)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ? - last_failure_at > ? THEN 1 ELSE failures + 1 END,
        last_failure_at = excluded.last_failure_at`);
    this.db.transaction(() => {
      for (const [, key] of this.keys(email, address)) upsert.run(key, now, now, FORGET_AFTER_MS);
    })();
  }

  /** A right password forgives the account's count and this try's count at the address. */
  succeeded(email: string, address: string) {
    const [[, account], [, addressKey]] = this.keys(email, address);
    this.db.prepare('DELETE FROM staff_sign_in_failures WHERE key = ?').run(account);
    this.db.prepare('UPDATE staff_sign_in_failures SET failures = max(0, failures - 1) WHERE key = ?').run(addressKey);
  }
}
