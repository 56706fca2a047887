import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Per-person private calendar feeds: a random token (only its hash is kept, so it is shown once)
 * that a new link replaces and Revoke removes. Disabling, removing or signing a person out
 * everywhere revokes theirs too (`endAccess`).
 */
export class BookingFeeds {
  constructor(private readonly db: Db) {}

  /** A new token for `userId`; any earlier one stops working. */
  issue(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO booking_feeds (user_id, token_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
      )
      .run(userId, hashOf(token), new Date().toISOString());
    return token;
  }

  revoke(userId: string): boolean {
    return this.db.prepare('DELETE FROM booking_feeds WHERE user_id = ?').run(userId).changes > 0;
  }

  /** When the person's current link was made, or null when they have none. */
  createdAt(userId: string): string | null {
    const row = this.db.prepare('SELECT created_at FROM booking_feeds WHERE user_id = ?').get(userId) as
      { created_at: string } | undefined;
    return row?.created_at ?? null;
  }

  /** The token's owner while their account exists and is enabled, whatever rows a crash or restore left. */
  activeOwnerOf(token: string): string | undefined {
    return this.db
      .prepare(
        `SELECT f.user_id FROM booking_feeds f JOIN staff_users u ON u.id = f.user_id
         WHERE f.token_hash = ? AND u.disabled = 0`,
      )
      .pluck()
      .get(hashOf(token)) as string | undefined;
  }
}
