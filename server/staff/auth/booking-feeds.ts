import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../storage/db';
import { typedDb, type TypedDb } from '../../storage/typed-db';
import { StaffAccounts } from '../accounts/staff-accounts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Per-person private calendar feeds: a random token (only its hash is kept, so it is shown once)
 * that a new link replaces and Revoke removes. Disabling, removing or signing a person out
 * everywhere revokes theirs too (`endAccess`).
 */
export class BookingFeeds {
  private readonly db: TypedDb;

  constructor(
    db: Db,
    private readonly accounts = new StaffAccounts(db),
  ) {
    this.db = typedDb(db);
  }

  /** A new token for `userId`; any earlier one stops working. */
  issue(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db.run((q) =>
      q
        .insertInto('booking_feeds')
        .values({ user_id: userId, token_hash: hashOf(token), created_at: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            token_hash: eb.ref('excluded.token_hash'),
            created_at: eb.ref('excluded.created_at'),
          })),
        ),
    );
    return token;
  }

  revoke(userId: string): boolean {
    return this.db.run((q) => q.deleteFrom('booking_feeds').where('user_id', '=', userId)).changes > 0;
  }

  /** When the person's current link was made, or null when they have none. */
  createdAt(userId: string): string | null {
    const row = this.db.first((q) => q.selectFrom('booking_feeds').select('created_at').where('user_id', '=', userId));
    return row?.created_at ?? null;
  }

  /** The token's owner while their account exists and is enabled, whatever rows a crash or restore left. */
  activeOwnerOf(token: string): string | undefined {
    const feed = this.db.first((q) =>
      q.selectFrom('booking_feeds').select('user_id').where('token_hash', '=', hashOf(token)),
    );
    const owner = feed && this.accounts.get(feed.user_id);
    return owner && !owner.disabled ? owner.id : undefined;
  }
}
