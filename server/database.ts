import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { applyStaffSchema } from './staff/staff-schema';

export type Db = Database.Database;

const schema = `
CREATE TABLE IF NOT EXISTS records (
  seq INTEGER PRIMARY KEY,
  tbl TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  created_time TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_by_table ON records (tbl, seq);
CREATE TABLE IF NOT EXISTS uploads (
  name TEXT PRIMARY KEY,
  original_filename TEXT NOT NULL,
  kind TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS upload_answers (
  url TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  filename TEXT NOT NULL,
  local_name TEXT,
  issued_at INTEGER NOT NULL,
  kept INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  base TEXT NOT NULL,
  tbl TEXT NOT NULL,
  record_id TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_time TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  solo INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  upstream_id TEXT,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_by_status ON outbox (status, seq);
CREATE TABLE IF NOT EXISTS relay_table_health (
  tbl TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  last_status INTEGER,
  last_error TEXT,
  since TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  payload TEXT NOT NULL,
  record_table TEXT,
  record_id TEXT,
  status TEXT NOT NULL DEFAULT 'queued',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS notifications_due ON notifications (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS notifications_by_record ON notifications (record_id);
`;

/**
 * Opens DATA_DIR/gateway.db. WAL with synchronous=FULL: a commit is on disk before the answer
 * leaves, so an acknowledged record survives a crash or power cut the next instant.
 */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): Db {
  const file = join(dataDir, 'gateway.db');
  if (!options.readonly) {
    // Submissions are personal data: only this account may read them. SQLite gives the -wal and
    // -shm files the database file's mode, so the file is created 0600 before SQLite opens it.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    closeSync(openSync(file, 'a', 0o600));
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec(schema);
    applyStaffSchema(db);
  }
  return db;
}
