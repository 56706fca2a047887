import type { Statement } from 'better-sqlite3';
import type { Db } from '../database';

const statements = new WeakMap<Db, { backOffice: Statement; accounts?: Statement }>();

function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = { backOffice: db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'staff_users'") };
    statements.set(db, found);
  }
  return found;
}

/** Staff accounts exist once the back office (issue 10) has created its table in this database. */
export const hasBackOffice = (db: Db) => prepared(db).backOffice.get() !== undefined;

function wantsTable(notifyTables: string, table: string): boolean {
  try {
    const tables: unknown = JSON.parse(notifyTables);
    return Array.isArray(tables) && tables.includes(table);
  } catch {
    return false;
  }
}

/**
 * Who is told about a new record of `table`: the active staff who asked for it in the back office,
 * plus the environment's default list; each address once, whatever its case.
 */
export function staffRecipients(db: Db, table: string, defaults: readonly string[]): string[] {
  const cache = prepared(db);
  if (!cache.accounts && hasBackOffice(db))
    cache.accounts = db.prepare('SELECT email, notify_tables FROM staff_users WHERE disabled = 0');
  const accounts = (cache.accounts?.all() ?? []) as { email: string; notify_tables: string }[];
  const addresses = [...accounts.filter((a) => wantsTable(a.notify_tables, table)).map((a) => a.email), ...defaults];
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
