import type { SqliteDb as Db } from '../storage/db';
import type { Migration } from './migration';

/*
 * Frozen: the tables as every owner created them at each open until this step (commit 60bf673).
 * A later change to a table is a later step, never an edit here.
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
export const retiredTriggers = ['staff_records_duplicate', 'staff_records_contacts'];

const ownersSql = `
-- tables/record-store.ts
CREATE TABLE IF NOT EXISTS records (
  seq INTEGER PRIMARY KEY,
  tbl TEXT NOT NULL,
  id TEXT NOT NULL UNIQUE,
  created_time TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_by_table ON records (tbl, seq);
-- uploads/upload-store.ts
CREATE TABLE IF NOT EXISTS uploads (
  name TEXT PRIMARY KEY,
  original_filename TEXT NOT NULL,
  kind TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
-- uploads/upload-ledger.ts
CREATE TABLE IF NOT EXISTS upload_answers (
  url TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  filename TEXT NOT NULL,
  local_name TEXT,
  issued_at INTEGER NOT NULL,
  kept INTEGER NOT NULL DEFAULT 0
);
-- mirror/outbox.ts
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
-- mirror/table-health.ts
CREATE TABLE IF NOT EXISTS relay_table_health (
  tbl TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  last_status INTEGER,
  last_error TEXT,
  since TEXT NOT NULL
);
-- team/seed-team-once.ts
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- notify/notification-queue.ts
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
  sent_at TEXT,
  saved_to_disk INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS notifications_due ON notifications (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS notifications_by_record ON notifications (record_id);
CREATE INDEX IF NOT EXISTS notifications_by_kind ON notifications (kind, created_at);
-- meetings/booking-ledger.ts
CREATE TABLE IF NOT EXISTS booking_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  availability TEXT NOT NULL,
  hosts TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS booking_slots (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('meeting', 'block')),
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  released INTEGER NOT NULL DEFAULT 0,
  -- The staff member a meeting went to (round robin); NULL: nobody.
  assignee TEXT,
  note TEXT
);
CREATE INDEX IF NOT EXISTS booking_slots_by_time ON booking_slots (released, start_ms);
-- A Meeting deleted by whatever means (the inbox, a person's data, retention, another process)
-- gives its time back in the transaction that deletes it.
CREATE TRIGGER IF NOT EXISTS booking_slots_record_deleted AFTER DELETE ON records
WHEN old.tbl = 'Meeting'
BEGIN
  DELETE FROM booking_slots WHERE id = old.id AND kind = 'meeting';
END;
-- meetings/booking-requests.ts
CREATE TABLE IF NOT EXISTS booking_requests (
  record_id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  caller TEXT,
  at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS booking_requests_by_email ON booking_requests (email, at_ms);
CREATE INDEX IF NOT EXISTS booking_requests_by_caller ON booking_requests (caller, at_ms);
CREATE TRIGGER IF NOT EXISTS booking_requests_record_deleted AFTER DELETE ON records
WHEN old.tbl = 'Meeting'
BEGIN
  DELETE FROM booking_requests WHERE record_id = old.id;
END;
-- meetings/meeting-life.ts
CREATE TABLE IF NOT EXISTS meeting_life (
  record_id TEXT PRIMARY KEY,
  lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ne')),
  join_url TEXT,
  decline_reason TEXT,
  offers TEXT NOT NULL DEFAULT '[]',
  nonce TEXT NOT NULL,
  paid_at TEXT,
  paid_by TEXT
);
-- The join link and decline reason go with the meeting, however it is deleted.
CREATE TRIGGER IF NOT EXISTS meeting_life_record_deleted AFTER DELETE ON records
WHEN old.tbl = 'Meeting'
BEGIN
  DELETE FROM meeting_life WHERE record_id = old.id;
END;
CREATE TABLE IF NOT EXISTS meeting_payment (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  instructions TEXT NOT NULL
);
-- meetings/meeting-reminders.ts
CREATE TABLE IF NOT EXISTS meeting_reminders (
  record_id TEXT NOT NULL,
  lead TEXT NOT NULL CHECK (lead IN ('24h', '1h')),
  start_ms INTEGER NOT NULL,
  queued_at TEXT NOT NULL,
  PRIMARY KEY (record_id, lead, start_ms)
);
-- staff/auth/booking-feeds.ts
CREATE TABLE IF NOT EXISTS booking_feeds (
  user_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
-- backup/backup-runs.ts
CREATE TABLE IF NOT EXISTS backup_runs (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  ok INTEGER NOT NULL,
  trigger TEXT NOT NULL,
  path TEXT,
  bytes INTEGER,
  files INTEGER,
  error TEXT
);
-- health/readiness.ts
CREATE TABLE IF NOT EXISTS readiness_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at TEXT NOT NULL);
-- settings/company-settings.ts
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- content/media/media-store.ts
CREATE TABLE IF NOT EXISTS content_media (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  widths TEXT NOT NULL,
  fallback TEXT NOT NULL,
  -- The SHA-256 of the bytes it was made from, so an import of the same file reuses it.
  source_sha256 TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- content/posts/post-store.ts
CREATE TABLE IF NOT EXISTS content_posts (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'ne')),
  twin_id TEXT,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  category TEXT NOT NULL,
  author_id TEXT,
  author_name TEXT NOT NULL,
  cover TEXT NOT NULL,
  cover_alt TEXT NOT NULL,
  body TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'unpublished')),
  publish_at TEXT,
  ever_published INTEGER NOT NULL DEFAULT 0,
  sample INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (lang, slug)
);
CREATE TABLE IF NOT EXISTS content_post_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS content_post_revisions_post ON content_post_revisions (post_id, id);
-- A published post's old addresses (301 to its current one) and deleted posts' addresses (410).
CREATE TABLE IF NOT EXISTS content_post_redirects (lang TEXT NOT NULL, slug TEXT NOT NULL, post_id TEXT, PRIMARY KEY (lang, slug));
-- content/events/event-store.ts
CREATE TABLE IF NOT EXISTS content_events (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_ne TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  place TEXT NOT NULL,
  place_ne TEXT NOT NULL DEFAULT '',
  -- The page that lists its card: 'gallerys' (the marketplace's events) or 'gallery' (the company's).
  listing TEXT NOT NULL DEFAULT 'gallerys' CHECK (listing IN ('gallerys', 'gallery')),
  -- The album at /singlegallery: one event at most.
  featured INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  description_ne TEXT NOT NULL DEFAULT '',
  -- The album in its order, as JSON: one row holds it, so a reorder is one atomic write.
  photos TEXT NOT NULL,
  cover INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  sample INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- content/testimonials/testimonial-store.ts
CREATE TABLE IF NOT EXISTS content_testimonials (
  id TEXT PRIMARY KEY,
  quote TEXT NOT NULL,
  quote_ne TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  name_ne TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT '',
  role_ne TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  photo TEXT,
  -- Its place in the carousel (0 to 3), or NULL.
  carousel INTEGER UNIQUE,
  sample INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- content/videos/video-store.ts
CREATE TABLE IF NOT EXISTS content_video_files (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS content_videos (
  id TEXT PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_ne TEXT NOT NULL,
  poster TEXT NOT NULL,
  poster_alt TEXT NOT NULL,
  file_id TEXT REFERENCES content_video_files (id),
  youtube_id TEXT,
  sample INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
`;

/**
 * The back office's own tables beside `records` (staff/). A record's spec fields are never touched:
 * its status, assignee, decision and notes live here, keyed by the record's `seq`. Triggers keep the
 * inbox rows and the full-text index in step with `records` in the same transaction as the insert,
 * whoever writes it (the gateway, the CLI, another process).
 */
const staffSql = `
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
${retiredTriggers.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n')}
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

/** For finding what the audit log says about one record (retention/personal-data.ts). */
const personalDataSql = `CREATE INDEX IF NOT EXISTS staff_audit_by_record ON staff_audit (record_id);`;

/**
 * Version 3: every table, index, trigger and virtual table of the gateway as it was when schemas ran
 * at each open. On an older folder it adds what is missing (`CREATE … IF NOT EXISTS`), the column
 * meetings count their decisions in, drops the retired triggers, and indexes records the back office
 * has not seen; on a new database it creates everything.
 */
export const ownersTables: Migration = {
  why: "every owner's tables, and staff_record_meta.decisions",
  up(db: Db) {
    db.exec(ownersSql);
    db.exec(staffSql);
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
    db.exec(personalDataSql);
  },
};
