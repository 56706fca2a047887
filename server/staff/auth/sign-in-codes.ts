import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../storage/db';
import { typedDb, type TypedDb } from '../../storage/typed-db';

/** How long an e-mailed code works, how many wrong entries void it, and how soon another is sent. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
const RESEND_AFTER_MS = 60_000;

const digest = (code: string) => createHash('sha256').update(code).digest();

/** One-time 6-digit sign-in codes, one live per user, only their hash stored. */
export class SignInCodes {
  private readonly db: TypedDb;

  constructor(db: Db) {
    this.db = typedDb(db);
  }

  private row(userId: string) {
    return this.db.first((q) => q.selectFrom('staff_sign_in_codes').selectAll().where('user_id', '=', userId));
  }

  /** A new code to e-mail, or undefined while the last one (sent under a minute ago) is still good. */
  issue(userId: string): string | undefined {
    const now = Date.now();
    const live = this.row(userId);
    if (live && live.expires_at > now && live.attempts < CODE_ATTEMPTS && now - live.issued_at < RESEND_AFTER_MS)
      return undefined;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db.run((q) =>
      q
        .insertInto('staff_sign_in_codes')
        .values({
          user_id: userId,
          code_hash: digest(code).toString('hex'),
          issued_at: now,
          expires_at: now + CODE_TTL_MS,
          attempts: 0,
        })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            code_hash: eb.ref('excluded.code_hash'),
            issued_at: eb.ref('excluded.issued_at'),
            expires_at: eb.ref('excluded.expires_at'),
            attempts: 0,
          })),
        ),
    );
    return code;
  }

  discard(userId: string) {
    this.db.run((q) => q.deleteFrom('staff_sign_in_codes').where('user_id', '=', userId));
  }

  /** True once for the right, unexpired code; each wrong entry uses up one of its attempts. */
  use(userId: string, code: string): boolean {
    const row = this.row(userId);
    if (!row || row.expires_at <= Date.now() || row.attempts >= CODE_ATTEMPTS) return false;
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), digest(code))) {
      this.db.run((q) =>
        q
          .updateTable('staff_sign_in_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('user_id', '=', userId),
      );
      return false;
    }
    this.discard(userId);
    return true;
  }
}
