import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { backupRunsSchema } from './backup/backup-runs';
import type { Db } from './db';
import { readinessProbeSchema } from './health/readiness';
import { jobsSchema } from './jobs/job-store';
import { mediaSchema } from './content/media/media-store';
import { eventsSchema } from './content/events/event-store';
import { postsSchema } from './content/posts/post-store';
import { testimonialsSchema } from './content/testimonials/testimonial-store';
import { bookingSchema } from './meetings/booking-ledger';
import { bookingRequestsSchema } from './meetings/booking-requests';
import { meetingLifeSchema } from './meetings/meeting-life';
import { meetingRemindersSchema } from './meetings/meeting-reminders';
import { videosSchema } from './content/videos/video-store';
import { notificationsSchema } from './notify/notification-queue';
import { personalDataSchema } from './retention/personal-data';
import { outboxSchema } from './relay/outbox';
import { tableHealthSchema } from './relay/table-health';
import { bookingFeedSchema } from './staff/auth/booking-feeds';
import { applyStaffSchema, retiredStaffTriggers } from './staff/staff-schema';
import { settingsSchema } from './settings/company-settings';
import { recordsSchema } from './tables/record-store';
import { metaSchema } from './team/seed-team-once';
import { uploadAnswersSchema } from './uploads/upload-ledger';
import { uploadsSchema } from './uploads/upload-store';
import { NewerSchemaError, SCHEMA_VERSION, schemaVersion, upgradeSchema } from './upgrades/schema-version';

/** Each table's schema comes from its owner; the back office's triggers on `records` come after it. */
const ownersSchemas = [
  recordsSchema,
  uploadsSchema,
  uploadAnswersSchema,
  outboxSchema,
  tableHealthSchema,
  metaSchema,
  notificationsSchema,
  bookingSchema,
  bookingRequestsSchema,
  meetingLifeSchema,
  meetingRemindersSchema,
  bookingFeedSchema,
  backupRunsSchema,
  readinessProbeSchema,
  settingsSchema,
  mediaSchema,
  postsSchema,
  eventsSchema,
  testimonialsSchema,
  videosSchema,
  jobsSchema,
];

/** Triggers earlier versions made that the owners' schemas drop when they run (a restore drops them too). */
export const retiredTriggers: readonly string[] = retiredStaffTriggers;

/** Every table, index, trigger and virtual table the gateway creates, on `db`. */
export function applyOwnersSchemas(db: Db) {
  for (const schema of ownersSchemas) db.exec(schema);
  applyStaffSchema(db);
  db.exec(personalDataSchema);
}

/**
 * Opens DATA_DIR/gateway.db with every owner's tables, upgraded to this build's schema version
 * (`upgrades/schema-version.ts`; a database from a newer build is refused, untouched). WAL with synchronous=FULL: a commit is on
 * disk before the answer leaves, so an acknowledged record survives a crash or power cut the next instant.
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
    try {
      const copy = upgradeSchema(db, dataDir, applyOwnersSchemas);
      if (copy)
        console.log(`Data folder upgraded to schema version ${SCHEMA_VERSION}; the database before it: ${copy}`);
    } catch (error) {
      db.close();
      throw error;
    }
  } else {
    const found = schemaVersion(db);
    if (found > SCHEMA_VERSION) {
      db.close();
      throw new NewerSchemaError(file, found);
    }
  }
  return db;
}
