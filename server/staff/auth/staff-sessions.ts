import type { Db } from '../../db';
import { randomToken, sha256, type StaffAccounts, type StaffUser } from '../accounts/staff-accounts';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

interface Row {
  id_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
}

/**
 * Server-side sessions: the cookie holds a random id, the database only its hash, so a leaked
 * database copy cannot be replayed as a session. The CSRF token is derived from the id.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly accounts: StaffAccounts,
    /** Told when sessions end, so open event streams stop at once. */
    private readonly onEnded: () => void = () => {},
  ) {}

  create(userId: string): string {
    const id = randomToken();
    const now = Date.now();
    // Expired sessions are cleared as new ones start, so the table stays as small as the team.
    this.db
      .prepare('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?')
      .run(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS);
    this.db
      .prepare('INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
      .run(sha256(id), userId, now, now);
    return id;
  }

  /** The session's user, or undefined when it is unknown, expired, revoked or its account disabled. */
  resolve(id: string): StaffUser | undefined {
    const idHash = sha256(id);
    const row = this.db.prepare('SELECT * FROM staff_sessions WHERE id_hash = ?').get(idHash) as Row | undefined;
    if (!row) return undefined;
    const now = Date.now();
    if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_ABSOLUTE_MS) {
      this.db.prepare('DELETE FROM staff_sessions WHERE id_hash = ?').run(idHash);
      return undefined;
    }
    const user = this.accounts.get(row.user_id);
    if (!user || user.disabled || !user.passwordHash) return undefined;
    if (now - row.last_seen_at > TOUCH_EVERY_MS)
      this.db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?').run(now, idHash);
    return user;
  }

  revoke(id: string) {
    this.db.prepare('DELETE FROM staff_sessions WHERE id_hash = ?').run(sha256(id));
    this.onEnded();
  }

  /** Every session of the user but this one ("sign out my other sessions"); how many ended. */
  revokeOthers(userId: string, keepId: string): number {
    const { changes } = this.db
      .prepare('DELETE FROM staff_sessions WHERE user_id = ? AND id_hash != ?')
      .run(userId, sha256(keepId));
    this.onEnded();
    return changes;
  }

  revokeAll(userId: string) {
    this.db.prepare('DELETE FROM staff_sessions WHERE user_id = ?').run(userId);
    this.onEnded();
  }

  static csrfToken(id: string): string {
    return sha256(`csrf:${id}`);
  }
}
