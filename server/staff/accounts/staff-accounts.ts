import { createHash, randomBytes } from 'node:crypto';
import {
  inboxTable,
  inboxTables,
  type StaffRole,
  type StaffUserView,
  type UserPatch,
} from '../../../schemas/staff-api';
import type { Db } from '../../storage/db';
import { typedDb, type TypedDb } from '../../storage/typed-db';
import { StaffApiError, notFound } from '../staff-api-error';
import { isUniqueViolation } from '../../errors/storage-error';
import { z } from '../../../schemas/zod';
import type { Selectable } from 'kysely';
import type { Database } from '../../storage/database';

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

type Row = Selectable<Database['staff_users']>;

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

/** The named staff accounts and their one-time set-password links (owner of `staff_users` and `staff_setup_tokens`). */
export class StaffAccounts {
  private readonly db: TypedDb;
  // Compiled once: every submission asks for the first, every staff request for the second.
  private readonly notifiedRows;
  private readonly userRow;

  constructor(db: Db) {
    this.db = typedDb(db);
    this.notifiedRows = this.db.statement((q, _: object) =>
      q.selectFrom('staff_users').select(['email', 'notify_tables']).where('disabled', '=', 0),
    );
    this.userRow = this.db.statement((q, args: { id: string }) =>
      q.selectFrom('staff_users').selectAll().where('id', '=', args.id),
    );
  }

  count(): number {
    return this.db.first((q) => q.selectFrom('staff_users').select((eb) => eb.fn.countAll<number>().as('n')))!.n;
  }

  list(): StaffUser[] {
    return this.db
      .all((q) =>
        q
          .selectFrom('staff_users')
          .selectAll()
          .orderBy((eb) => eb.fn('lower', ['name']))
          .orderBy('id'),
      )
      .map(toUser);
  }

  get(id: string): StaffUser | undefined {
    const row = this.userRow.first({ id });
    return row && toUser(row);
  }

  require(id: string): StaffUser {
    const user = this.get(id);
    if (!user) throw notFound();
    return user;
  }

  findByEmail(email: string): StaffUser | undefined {
    const row = this.db.first((q) => q.selectFrom('staff_users').selectAll().where('email', '=', email.trim()));
    return row && toUser(row);
  }

  /** The names of those of `ids` whose accounts exist (a removed account is missing from the answer). */
  namesOf(ids: readonly string[]): Map<string, string> {
    if (!ids.length) return new Map();
    const rows = this.db.all((q) =>
      q
        .selectFrom('staff_users')
        .select(['id', 'name'])
        .where('id', 'in', [...ids]),
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * A new account. An admin, however made (the setup link, the accounts page, the command line),
   * starts told of every table: out of the box someone must hear of new submissions.
   */
  create(input: { email: string; name: string; role: StaffRole }, passwordHash: string | null = null): StaffUser {
    const id = `usr${randomBytes(9).toString('base64url')}`;
    try {
      this.db.run((q) =>
        q.insertInto('staff_users').values({
          id,
          email: input.email.trim(),
          name: input.name.trim(),
          role: input.role,
          password_hash: passwordHash,
          created_at: new Date().toISOString(),
          ...(input.role === 'admin' && { notify_tables: JSON.stringify(inboxTables) }),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new StaffApiError(409, 'EMAIL_TAKEN', 'An account with this e-mail address exists already');
      throw error;
    }
    return this.require(id);
  }

  update(id: string, patch: UserPatch): StaffUser {
    const user = this.require(id);
    this.db.run((q) =>
      q
        .updateTable('staff_users')
        .set({
          name: patch.name ?? user.name,
          role: patch.role ?? user.role,
          disabled: (patch.disabled ?? user.disabled) ? 1 : 0,
        })
        .where('id', '=', id),
    );
    return this.require(id);
  }

  setNotifyTables(id: string, tables: string[]): StaffUser {
    this.db.run((q) =>
      q
        .updateTable('staff_users')
        .set({ notify_tables: JSON.stringify(tables) })
        .where('id', '=', id),
    );
    return this.require(id);
  }

  setPasswordHash(id: string, passwordHash: string) {
    this.db.run((q) => q.updateTable('staff_users').set({ password_hash: passwordHash }).where('id', '=', id));
  }

  /** The account and its set-password links; the caller ends its sessions and assignments in the same transaction. */
  remove(id: string) {
    this.db.run((q) => q.deleteFrom('staff_setup_tokens').where('user_id', '=', id));
    this.db.run((q) => q.deleteFrom('staff_users').where('id', '=', id));
  }

  /** The addresses of the active accounts that asked to be told about new records of `table`. */
  notifiedAddresses(table: string): string[] {
    return this.notifiedRows
      .all({})
      .filter((row) => wantsTable(row.notify_tables, table))
      .map((row) => row.email);
  }

  /**
   * A new one-time link token for `userId`, or, with `null`, for creating the first admin; any
   * earlier token for the same person stops working. Only its hash is stored.
   */
  issueSetupToken(userId: string | null, ttlMs = SETUP_LINK_TTL_MS): string {
    const token = randomToken();
    this.db.transaction(() => {
      this.db.run((q) => q.deleteFrom('staff_setup_tokens').where('user_id', userId === null ? 'is' : '=', userId));
      this.db.run((q) =>
        q
          .insertInto('staff_setup_tokens')
          .values({ token_hash: sha256(token), user_id: userId, expires_at: Date.now() + ttlMs }),
      );
    });
    return token;
  }

  /** The token's account (or `null` for the first admin), if the token is known and unexpired. */
  peekSetupToken(token: string): { userId: string | null } | undefined {
    const row = this.db.first((q) =>
      q.selectFrom('staff_setup_tokens').select(['user_id', 'expires_at']).where('token_hash', '=', sha256(token)),
    );
    if (!row || row.expires_at < Date.now()) return undefined;
    if (row.user_id === null && this.count() > 0) return undefined;
    return { userId: row.user_id };
  }

  consumeSetupToken(token: string) {
    this.db.run((q) => q.deleteFrom('staff_setup_tokens').where('token_hash', '=', sha256(token)));
  }
}
