import { createHash, randomBytes } from 'node:crypto';
import { inboxTable, type StaffRole, type StaffUserView, type UserPatch } from '../../../schemas/staff-api';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db';
import { StaffApiError, notFound } from '../staff-api-error';
import { z } from '../../../schemas/zod';

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string | null;
  disabled: boolean;
  notifyTables: z.infer<typeof inboxTable>[];
  createdAt: string;
}

interface Row {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  disabled: number;
  notify_tables: string;
  created_at: string;
}

const notifyList = z.array(inboxTable).catch([]);
const toUser = (row: Row): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  passwordHash: row.password_hash,
  disabled: row.disabled === 1,
  notifyTables: notifyList.parse(JSON.parse(row.notify_tables)),
  createdAt: row.created_at,
});

/** A stored list that does not parse asks for nothing (rather than failing a submission's notifications). */
function wantsTable(notifyTables: string, table: string): boolean {
  try {
    const tables: unknown = JSON.parse(notifyTables);
    return Array.isArray(tables) && tables.includes(table);
  } catch {
    return false;
  }
}

export const userView = (user: StaffUser, hasCalendarFeed: boolean): StaffUserView => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  disabled: user.disabled,
  hasPassword: user.passwordHash !== null,
  notifyTables: user.notifyTables,
  hasCalendarFeed,
  createdAt: user.createdAt,
});

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = () => randomBytes(32).toString('base64url');

export const SETUP_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** The named staff accounts and their one-time set-password links. */
export class StaffAccounts {
  private notifiedRows?: Statement;

  constructor(private readonly db: Db) {}

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM staff_users').get() as { n: number }).n;
  }

  list(): StaffUser[] {
    return (this.db.prepare('SELECT * FROM staff_users ORDER BY name COLLATE NOCASE, id').all() as Row[]).map(toUser);
  }

  get(id: string): StaffUser | undefined {
    const row = this.db.prepare('SELECT * FROM staff_users WHERE id = ?').get(id) as Row | undefined;
    return row && toUser(row);
  }

  require(id: string): StaffUser {
    const user = this.get(id);
    if (!user) throw notFound();
    return user;
  }

  findByEmail(email: string): StaffUser | undefined {
    const row = this.db.prepare('SELECT * FROM staff_users WHERE email = ?').get(email.trim()) as Row | undefined;
    return row && toUser(row);
  }

  create(input: { email: string; name: string; role: StaffRole }, passwordHash: string | null = null): StaffUser {
    const id = `usr${randomBytes(9).toString('base64url')}`;
    try {
      this.db
        .prepare('INSERT INTO staff_users (id, email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(id, input.email.trim(), input.name.trim(), input.role, passwordHash, new Date().toISOString());
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new StaffApiError(409, 'EMAIL_TAKEN', 'An account with this e-mail address exists already');
      throw error;
    }
    return this.require(id);
  }

  update(id: string, patch: UserPatch): StaffUser {
    const user = this.require(id);
    this.db
      .prepare('UPDATE staff_users SET name = ?, role = ?, disabled = ? WHERE id = ?')
      .run(patch.name ?? user.name, patch.role ?? user.role, (patch.disabled ?? user.disabled) ? 1 : 0, id);
    return this.require(id);
  }

  setNotifyTables(id: string, tables: string[]): StaffUser {
    this.db.prepare('UPDATE staff_users SET notify_tables = ? WHERE id = ?').run(JSON.stringify(tables), id);
    return this.require(id);
  }

  setPasswordHash(id: string, passwordHash: string) {
    this.db.prepare('UPDATE staff_users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  /** The account and its set-password links; the caller ends its sessions and assignments in the same transaction. */
  remove(id: string) {
    this.db.prepare('DELETE FROM staff_setup_tokens WHERE user_id = ?').run(id);
    this.db.prepare('DELETE FROM staff_users WHERE id = ?').run(id);
  }

  /** The addresses of the active accounts that asked to be told about new records of `table`. */
  notifiedAddresses(table: string): string[] {
    // Prepared once: every submission asks.
    this.notifiedRows ??= this.db.prepare('SELECT email, notify_tables FROM staff_users WHERE disabled = 0');
    const rows = this.notifiedRows.all() as Pick<Row, 'email' | 'notify_tables'>[];
    return rows.filter((row) => wantsTable(row.notify_tables, table)).map((row) => row.email);
  }

  /**
   * A new one-time link token for `userId`, or, with `null`, for creating the first admin; any
   * earlier token for the same person stops working. Only its hash is stored.
   */
  issueSetupToken(userId: string | null, ttlMs = SETUP_LINK_TTL_MS): string {
    const token = randomToken();
    this.db.transaction(() => {
      if (userId === null) this.db.prepare('DELETE FROM staff_setup_tokens WHERE user_id IS NULL').run();
      else this.db.prepare('DELETE FROM staff_setup_tokens WHERE user_id = ?').run(userId);
      this.db
        .prepare('INSERT INTO staff_setup_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(sha256(token), userId, Date.now() + ttlMs);
    })();
    return token;
  }

  /** The token's account (or `null` for the first admin), if the token is known and unexpired. */
  peekSetupToken(token: string): { userId: string | null } | undefined {
    const row = this.db
      .prepare('SELECT user_id, expires_at FROM staff_setup_tokens WHERE token_hash = ?')
      .get(sha256(token)) as { user_id: string | null; expires_at: number } | undefined;
    if (!row || row.expires_at < Date.now()) return undefined;
    if (row.user_id === null && this.count() > 0) return undefined;
    return { userId: row.user_id };
  }

  consumeSetupToken(token: string) {
    this.db.prepare('DELETE FROM staff_setup_tokens WHERE token_hash = ?').run(sha256(token));
  }
}
