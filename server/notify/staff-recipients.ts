import type { Db } from '../database';

/** Staff accounts exist once the back office (issue 10) has created its table in this database. */
export const hasBackOffice = (db: Db) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'staff_users'").get() !== undefined;

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
  const accounts = hasBackOffice(db)
    ? (db.prepare('SELECT email, notify_tables FROM staff_users WHERE disabled = 0').all() as {
        email: string;
        notify_tables: string;
      }[])
    : [];
  const addresses = [...accounts.filter((a) => wantsTable(a.notify_tables, table)).map((a) => a.email), ...defaults];
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
