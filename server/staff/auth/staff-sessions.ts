import type { Db } from '../../storage/db';
import { typedDb, type TypedDb } from '../../storage/typed-db';
import { randomToken, sha256, type StaffAccounts, type StaffUser } from '../accounts/staff-accounts';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Server-side sessions: the cookie holds a random id, the database only its hash, so a leaked
 * database copy cannot be replayed as a session. The CSRF token is derived from the id.
 */
export class StaffSessions {
  private readonly db: TypedDb;
  // Compiled once: every staff request reads its session.
  private readonly sessionRow;

  constructor(
    db: Db,
    private readonly accounts: StaffAccounts,
    /** Told when sessions end, so open event streams stop at once. */
    private readonly onEnded: () => void = () => {},
  ) {
    this.db = typedDb(db);
    this.sessionRow = this.db.statement((q, args: { idHash: string }) =>
      q.selectFrom('staff_sessions').selectAll().where('id_hash', '=', args.idHash),
    );
  }

  create(userId: string): string {
    const id = randomToken();
    const now = Date.now();
    // Expired sessions are cleared as new ones start, so the table stays as small as the team.
    this.db.run((q) =>
      q
        .deleteFrom('staff_sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<', now - SESSION_IDLE_MS), eb('created_at', '<', now - SESSION_ABSOLUTE_MS)]),
        ),
    );
    this.db.run((q) =>
      q
        .insertInto('staff_sessions')
        .values({ id_hash: sha256(id), user_id: userId, created_at: now, last_seen_at: now }),
    );
    return id;
  }

  /** The session's user, or undefined when it is unknown, expired, revoked or its account disabled. */
  resolve(id: string): StaffUser | undefined {
    const idHash = sha256(id);
    const row = this.sessionRow.first({ idHash });
    if (!row) return undefined;
    const now = Date.now();
    if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_ABSOLUTE_MS) {
      this.db.run((q) => q.deleteFrom('staff_sessions').where('id_hash', '=', idHash));
      return undefined;
    }
    const user = this.accounts.get(row.user_id);
    if (!user || user.disabled || !user.passwordHash) return undefined;
    if (now - row.last_seen_at > TOUCH_EVERY_MS)
      this.db.run((q) => q.updateTable('staff_sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash));
    return user;
  }

  revoke(id: string) {
    this.db.run((q) => q.deleteFrom('staff_sessions').where('id_hash', '=', sha256(id)));
    this.onEnded();
  }

  /** Every session of the user but this one ("sign out my other sessions"); how many ended. */
  revokeOthers(userId: string, keepId: string): number {
    const { changes } = this.db.run((q) =>
      q.deleteFrom('staff_sessions').where('user_id', '=', userId).where('id_hash', '!=', sha256(keepId)),
    );
    this.onEnded();
    return changes;
  }

  revokeAll(userId: string) {
    this.db.run((q) => q.deleteFrom('staff_sessions').where('user_id', '=', userId));
    this.onEnded();
  }

  static csrfToken(id: string): string {
    return sha256(`csrf:${id}`);
  }
}
