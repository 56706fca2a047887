import type { Db } from '../db';

/**
 * The back office's own tables beside `records`. A record's spec fields are never touched: its
 * status, assignee, decision and notes live here, keyed by the record's `seq`. Triggers keep the
 * inbox rows and the full-text index in step with `records` in the same transaction as the insert,
 * whoever writes it (the gateway, the CLI, another process).
 */
/** Every value of a record's fields as one text; attachments by their file names, not their URLs. */
const searchText = (fields: string) =>
  `(SELECT group_concat(CASE WHEN f.type = 'array' THEN (SELECT group_concat(json_extract(a.value, '$.filename'), ' ') FROM json_each(f.value) a) ELSE f.value END, ' ') FROM json_each(${fields}) f)`;

/** A record's phone number without spaces or dashes, whichever form's field holds it ('' when none). */
const phoneOf = (fields: string) =>
  `replace(replace(coalesce(json_extract(${fields}, '$."Phone No"'), json_extract(${fields}, '$.Phone'), json_extract(${fields}, '$."Phone Number"'), ''), ' ', ''), '-', '')`;
const emailOf = (fields: string) => `lower(coalesce(json_extract(${fields}, '$.Email'), ''))`;

/**
 * Triggers earlier gateways made and this one drops: `staff_records_duplicate` (before contacts were
 * indexed) also flags duplicates, and beside the contacts trigger a likely duplicate could not be
 * stored; `staff_records_contacts` matched both contacts in one sorted query, which read every
 * earlier record with the same phone or e-mail at each insert (3,000 callbacks from one phone: 7 ms
 * an insert, growing).
 */
export const retiredStaffTriggers = ['staff_records_duplicate', 'staff_records_contacts'];

const schema = `
CREATE TABLE IF NOT EXISTS staff_users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin','staff')),
  password_hash TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  notify_tables TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_by_user ON staff_sessions (user_id);
CREATE TABLE IF NOT EXISTS staff_setup_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT REFERENCES staff_users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sign_in_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sign_in_known (
  key TEXT PRIMARY KEY,
  last_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sign_in_codes (
  user_id TEXT PRIMARY KEY REFERENCES staff_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS staff_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_name TEXT,
  action TEXT NOT NULL,
  tbl TEXT,
  record_id TEXT,
  detail TEXT
);
CREATE TABLE IF NOT EXISTS staff_record_meta (
  seq INTEGER PRIMARY KEY,
  tbl TEXT NOT NULL,
  created_time TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  assignee_id TEXT,
  decision TEXT,
  decided_at TEXT,
  decided_by TEXT,
  decisions INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS staff_meta_by_table ON staff_record_meta (tbl, seq);
CREATE INDEX IF NOT EXISTS staff_meta_by_status ON staff_record_meta (status, tbl, seq);
CREATE INDEX IF NOT EXISTS staff_meta_by_status_only ON staff_record_meta (status, seq);
CREATE INDEX IF NOT EXISTS staff_meta_by_assignee ON staff_record_meta (assignee_id, seq);
CREATE INDEX IF NOT EXISTS staff_meta_by_time ON staff_record_meta (created_time);
CREATE TABLE IF NOT EXISTS staff_notes (
  id INTEGER PRIMARY KEY,
  seq INTEGER NOT NULL,
  author_id TEXT,
  author_name TEXT,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_notes_by_record ON staff_notes (seq, id);
CREATE TABLE IF NOT EXISTS staff_team_meta (
  record_id TEXT PRIMARY KEY,
  position REAL NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0
);
CREATE VIRTUAL TABLE IF NOT EXISTS staff_records_fts USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');

CREATE TRIGGER IF NOT EXISTS staff_records_insert AFTER INSERT ON records
WHEN new.tbl IN ('Request-Callback', 'Meeting', 'Career')
BEGIN
  INSERT INTO staff_record_meta (seq, tbl, created_time) VALUES (new.seq, new.tbl, new.created_time);
  INSERT INTO staff_records_fts (rowid, body) VALUES (new.seq, ${searchText('new.fields')});
END;
CREATE TRIGGER IF NOT EXISTS staff_records_update AFTER UPDATE OF fields ON records
WHEN new.tbl IN ('Request-Callback', 'Meeting', 'Career')
BEGIN
  DELETE FROM staff_records_fts WHERE rowid = old.seq;
  INSERT INTO staff_records_fts (rowid, body) VALUES (new.seq, ${searchText('new.fields')});
END;
-- A likely duplicate: a record of the same table with the same phone number or e-mail address
-- within the 24 hours before it (the latest such). Staff merge it (state 'merged') or dismiss it.
CREATE TABLE IF NOT EXISTS staff_duplicates (
  seq INTEGER PRIMARY KEY,
  of_seq INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'flagged' CHECK (state IN ('flagged', 'merged', 'dismissed'))
);
CREATE INDEX IF NOT EXISTS staff_duplicates_of ON staff_duplicates (of_seq);
-- Each submission's phone and e-mail, normalised and indexed: a new one is matched by index, not by
-- reading every record of the last day (100,000 submissions in a day took minutes to insert).
CREATE TABLE IF NOT EXISTS staff_contacts (
  tbl TEXT NOT NULL,
  contact TEXT NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (tbl, contact, seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS staff_contacts_seq ON staff_contacts (seq);
${retiredStaffTriggers.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n')}
-- Each contact's latest match is found walking its index backwards from the new record (stopping
-- at the first within the day), then the later of the two is kept.
CREATE TRIGGER IF NOT EXISTS staff_records_contact_match AFTER INSERT ON records
WHEN new.tbl IN ('Request-Callback', 'Meeting', 'Career')
BEGIN
  INSERT INTO staff_duplicates (seq, of_seq)
    SELECT new.seq, of_seq FROM (
      SELECT max((
        SELECT c.seq FROM staff_contacts c JOIN staff_record_meta m ON m.seq = c.seq
        WHERE c.tbl = new.tbl AND c.contact = k.contact AND c.seq < new.seq
          AND m.created_time >= strftime('%Y-%m-%dT%H:%M:%fZ', new.created_time, '-1 day')
        ORDER BY c.seq DESC LIMIT 1
      )) AS of_seq
      FROM (SELECT 'phone:' || ${phoneOf('new.fields')} AS contact UNION ALL SELECT 'email:' || ${emailOf('new.fields')}) k
      WHERE k.contact NOT IN ('phone:', 'email:')
    ) WHERE of_seq IS NOT NULL;
  INSERT OR IGNORE INTO staff_contacts (tbl, contact, seq)
    SELECT new.tbl, contact, new.seq
    FROM (SELECT 'phone:' || ${phoneOf('new.fields')} AS contact UNION ALL SELECT 'email:' || ${emailOf('new.fields')})
    WHERE contact NOT IN ('phone:', 'email:');
END;
CREATE TRIGGER IF NOT EXISTS staff_records_delete_duplicates AFTER DELETE ON records
BEGIN
  DELETE FROM staff_duplicates WHERE seq = old.seq OR of_seq = old.seq;
  DELETE FROM staff_contacts WHERE seq = old.seq;
END;
CREATE TRIGGER IF NOT EXISTS staff_records_delete AFTER DELETE ON records
BEGIN
  DELETE FROM staff_record_meta WHERE seq = old.seq;
  DELETE FROM staff_notes WHERE seq = old.seq;
  DELETE FROM staff_records_fts WHERE rowid = old.seq;
  DELETE FROM staff_team_meta WHERE record_id = old.id;
END;
`;

/** Creates the staff tables and triggers, and indexes records stored before they existed. */
export function applyStaffSchema(db: Db) {
  db.transaction(() => {
    db.exec(schema);
    const columns = db.prepare('PRAGMA table_info(staff_record_meta)').all() as { name: string }[];
    if (!columns.some((column) => column.name === 'decisions'))
      // A meeting's calendar SEQUENCE counts its decisions; those made before the count existed are in the audit log.
      db.exec(`
        ALTER TABLE staff_record_meta ADD COLUMN decisions INTEGER NOT NULL DEFAULT 0;
        UPDATE staff_record_meta SET decisions = (
          SELECT count(*) FROM staff_audit a JOIN records r ON r.id = a.record_id
          WHERE r.seq = staff_record_meta.seq AND a.action IN ('meeting confirmed', 'meeting declined')
        ) WHERE tbl = 'Meeting';
      `);
    db.exec(`
      INSERT INTO staff_record_meta (seq, tbl, created_time)
        SELECT seq, tbl, created_time FROM records
        WHERE tbl IN ('Request-Callback', 'Meeting', 'Career') AND seq > coalesce((SELECT max(seq) FROM staff_record_meta), 0);
      INSERT INTO staff_records_fts (rowid, body)
        SELECT seq, ${searchText('fields')} FROM records
        WHERE tbl IN ('Request-Callback', 'Meeting', 'Career') AND seq > coalesce((SELECT max(rowid) FROM staff_records_fts), 0);
    `);
  }).immediate();
}
