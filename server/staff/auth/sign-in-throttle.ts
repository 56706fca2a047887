import { createHash } from 'node:crypto';
import type { Db } from '../../storage/db';
import { addressKey } from '../../http/address-key';
import { greatest } from '../../storage/scalar-bounds';
import { typedDb, type TypedDb } from '../../storage/typed-db';

/**
 * Free tries before delays start, per account at one address and per address whatever the
 * account; each further failure doubles the wait. The account alone is never walled (anyone could
 * lock a colleague out): failures against it from everywhere only ask a right password for proof.
 */
const policies = {
  pair: { freeTries: 5, maxDelayS: 15 * 60 },
  address: { freeTries: 20, maxDelayS: 15 * 60 },
};
/** Failures against an account, from anywhere, that make it "under attack": a new address needs an e-mailed code. */
export const ACCOUNT_UNDER_ATTACK = 10;
/** The much looser per-account cap: past it every address, known ones too, needs the code. */
export const ACCOUNT_CAP = 50;
/**
 * Wrong e-mailed codes an account may have, from anywhere: past them, someone holding the password
 * is guessing codes, and code sign-in is refused until a day passes without one or a new password is set.
 */
export const WRONG_CODES_CAP = 10;
/** A day without failures forgives the earlier ones. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** An address a user signed in from is known for this long. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

type Kind = keyof typeof policies;

export const delaySeconds = (kind: Kind, failures: number) => {
  const { freeTries, maxDelayS } = policies[kind];
  return failures < freeTries ? 0 : Math.min(2 ** (failures - freeTries), maxDelayS);
};

const normal = (email: string) => email.trim().toLowerCase();
const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sign-in throttling kept in SQLite, so a restart does not reset it. A try counts as a failure
 * before the password is checked and is forgiven on success, so parallel guesses cannot slip
 * through while one is being hashed. Addresses count by `addressKey`: an IPv6 /64 is one address.
 */
export class SignInThrottle {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  private keys(email: string, address: string) {
    const where = addressKey(address);
    return {
      pair: `pair:${normal(email)}|${where}`,
      address: `address:${where}`,
      account: `account:${normal(email)}`,
    };
  }

  private count(keys: string[]) {
    const now = Date.now();
    this.db.transaction(() => {
      for (const key of keys)
        this.db.run((q) =>
          q
            .insertInto('staff_sign_in_failures')
            .values({ key, failures: 1, last_failure_at: now })
            .onConflict((conflict) =>
              conflict.column('key').doUpdateSet((eb) => ({
                failures: eb
                  .case()
                  .when('staff_sign_in_failures.last_failure_at', '<', now - FORGET_AFTER_MS)
                  .then(1)
                  .else(eb('staff_sign_in_failures.failures', '+', 1))
                  .end(),
                last_failure_at: eb.ref('excluded.last_failure_at'),
              })),
            ),
        );
    });
  }

  private failures(key: string, now: number) {
    const row = this.db.first((q) => q.selectFrom('staff_sign_in_failures').selectAll().where('key', '=', key));
    return row && now - row.last_failure_at <= FORGET_AFTER_MS ? row : undefined;
  }

  /** One try fewer counted against each key (never below none). */
  private forgive(keys: string[]) {
    this.db.run((q) =>
      q
        .updateTable('staff_sign_in_failures')
        .set((eb) => ({ failures: greatest(this.db.engine, eb.lit(0), eb('failures', '-', 1)) }))
        .where('key', 'in', keys),
    );
  }

  /** Seconds to wait before another try from this address is heard, 0 if it may go ahead. */
  waitSeconds(email: string, address: string): number {
    const now = Date.now();
    const keys = this.keys(email, address);
    return Math.max(
      ...(['pair', 'address'] as const).map((kind) => {
        const row = this.failures(keys[kind], now);
        if (!row) return 0;
        const until = row.last_failure_at + delaySeconds(kind, row.failures) * 1000;
        return Math.max(0, Math.ceil((until - now) / 1000));
      }),
    );
  }

  countTry(email: string, address: string) {
    this.count(Object.values(this.keys(email, address)));
  }

  codeWrong(userId: string) {
    this.count([`codes:${userId}`]);
  }

  /** Whether the account has used up its wrong codes: no code is sent or taken until a day passes without one. */
  codesRefused(userId: string): boolean {
    return (this.failures(`codes:${userId}`, Date.now())?.failures ?? 0) >= WRONG_CODES_CAP;
  }

  /** A new password (set-password link, or changed by its owner) gives the account its codes back. */
  passwordSet(userId: string) {
    this.db.run((q) => q.deleteFrom('staff_sign_in_failures').where('key', '=', `codes:${userId}`));
  }

  /**
   * Whether a right password from this address must be proved with an e-mailed code: the account
   * is under attack and the user has not signed in from here, or it is past its loose cap. This
   * try (already counted) is left out.
   */
  needsProof(email: string, userId: string, address: string): boolean {
    const failures = (this.failures(this.keys(email, address).account, Date.now())?.failures ?? 1) - 1;
    if (failures >= ACCOUNT_CAP) return true;
    return failures >= ACCOUNT_UNDER_ATTACK && !this.isKnown(userId, address);
  }

  /** A right password answered with a code: this try does not count against the caller. */
  forgiveTry(email: string, address: string) {
    const { pair, address: addressKey } = this.keys(email, address);
    this.forgive([pair, addressKey]);
  }

  /**
   * A right sign-in forgives this pair's count and this try at the address, and knows the address.
   * The account's count stays: the attack it measures has not ended because its owner got in.
   */
  succeeded(email: string, userId: string, address: string) {
    const keys = this.keys(email, address);
    this.db.transaction(() => {
      this.db.run((q) => q.deleteFrom('staff_sign_in_failures').where('key', '=', keys.pair));
      this.forgive([keys.account, keys.address]);
      this.db.run((q) =>
        q
          .insertInto('staff_sign_in_known')
          .values({ key: hashed(`${userId}|${addressKey(address)}`), last_at: Date.now() })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet((eb) => ({ last_at: eb.ref('excluded.last_at') })),
          ),
      );
    });
  }

  private isKnown(userId: string, address: string): boolean {
    const row = this.db.first((q) =>
      q
        .selectFrom('staff_sign_in_known')
        .select('last_at')
        .where('key', '=', hashed(`${userId}|${addressKey(address)}`)),
    );
    return row !== undefined && Date.now() - row.last_at <= KNOWN_FOR_MS;
  }
}
