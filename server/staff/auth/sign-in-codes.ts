import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db';

/** How long an e-mailed code works, how many wrong entries void it, and how soon another is sent. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
const RESEND_AFTER_MS = 60_000;

interface Row {
  code_hash: string;
  issued_at: number;
  expires_at: number;
  attempts: number;
}

const digest = (code: string) => createHash('sha256').update(code).digest();

/** One-time 6-digit sign-in codes, one live per user, only their hash stored. */
export class SignInCodes {
  constructor(private readonly db: Db) {}

  private row(userId: string): Row | undefined {
    return this.db.prepare('SELECT * FROM staff_sign_in_codes WHERE user_id = ?').get(userId) as Row | undefined;
  }

  /** A new code to e-mail, or undefined while the last one (sent under a minute ago) is still good. */
  issue(userId: string): string | undefined {
    const now = Date.now();
    const live = this.row(userId);
    if (live && live.expires_at > now && live.attempts < CODE_ATTEMPTS && now - live.issued_at < RESEND_AFTER_MS)
      return undefined;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare(
        `INSERT INTO staff_sign_in_codes (user_id, code_hash, issued_at, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, issued_at = excluded.issued_at,
         expires_at = excluded.expires_at, attempts = 0`,
      )
      .run(userId, digest(code).toString('hex'), now, now + CODE_TTL_MS);
    return code;
  }

  discard(userId: string) {
    this.db.prepare('DELETE FROM staff_sign_in_codes WHERE user_id = ?').run(userId);
  }

  /** True once for the right, unexpired code; each wrong entry uses up one of its attempts. */
  use(userId: string, code: string): boolean {
    const row = this.row(userId);
    if (!row || row.expires_at <= Date.now() || row.attempts >= CODE_ATTEMPTS) return false;
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), digest(code))) {
      this.db.prepare('UPDATE staff_sign_in_codes SET attempts = attempts + 1 WHERE user_id = ?').run(userId);
      return false;
    }
    this.db.prepare('DELETE FROM staff_sign_in_codes WHERE user_id = ?').run(userId);
    return true;
  }
}
