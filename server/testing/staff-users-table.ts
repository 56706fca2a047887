import type { Db } from '../db';

/**
 * The back office's staff accounts table exactly as contracts.md gives it, for notification
 * tests on a branch where the back office (issue 10) is not merged yet.
 */
export function addStaffUsers(db: Db, users: { email: string; notifyTables: string[]; disabled?: boolean }[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS staff_users (
    id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin','staff')), password_hash TEXT, disabled INTEGER NOT NULL DEFAULT 0,
    notify_tables TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL)`);
  const insert = db.prepare(
    "INSERT INTO staff_users (id, email, name, role, disabled, notify_tables, created_at) VALUES (?, ?, ?, 'staff', ?, ?, ?)",
  );
  for (const [i, user] of users.entries())
    insert.run(
      `usr${Date.now()}${i}`,
      user.email,
      user.email.split('@')[0],
      user.disabled ? 1 : 0,
      JSON.stringify(user.notifyTables),
      new Date().toISOString(),
    );
}
