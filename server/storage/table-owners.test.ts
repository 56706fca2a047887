import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';

/** Each table's one owner: the only server source file that names it (migrations and tests aside). */
const owners: Partial<Record<keyof Database, string>> = {
  backup_runs: 'backup/backup-runs.ts',
  booking_feeds: 'staff/auth/booking-feeds.ts',
  booking_requests: 'meetings/booking-ledger.ts',
  booking_slots: 'meetings/booking-ledger.ts',
  content_career_openings: 'content/openings/opening-store.ts',
  content_events: 'content/events/event-store.ts',
  content_media: 'content/media/media-store.ts',
  content_post_categories: 'content/posts/post-category-store.ts',
  content_post_redirects: 'content/posts/post-store.ts',
  content_post_revisions: 'content/posts/post-store.ts',
  content_posts: 'content/posts/post-store.ts',
  content_testimonials: 'content/testimonials/testimonial-store.ts',
  content_video_files: 'content/videos/video-store.ts',
  content_videos: 'content/videos/video-store.ts',
  limit_counters: 'limits/limit-counters.ts',
  meeting_life: 'meetings/meeting-life.ts',
  meeting_reminders: 'meetings/meeting-reminders.ts',
  mirror_copies: 'mirror/outbox.ts',
  mirror_files: 'mirror/file-mirror.ts',
  mirror_table_health: 'mirror/table-health.ts',
  notifications: 'notify/notification-queue.ts',
  payment_attempts: 'payments/payment-attempts.ts',
  outbox: 'mirror/outbox.ts',
  post_views: 'content/posts/post-views.ts',
  readiness_probe: 'health/readiness.ts',
  records: 'tables/record-store.ts',
  sample_removals: 'samples/sample-removals.ts',
  staff_audit: 'staff/audit-log.ts',
  staff_duplicates: 'staff/inbox/inbox-store.ts',
  staff_notes: 'staff/inbox/inbox-store.ts',
  staff_record_meta: 'staff/inbox/inbox-store.ts',
  staff_sessions: 'staff/auth/staff-sessions.ts',
  staff_setup_tokens: 'staff/accounts/staff-accounts.ts',
  staff_sign_in_codes: 'staff/auth/sign-in-codes.ts',
  staff_team_meta: 'team/team-meta.ts',
  staff_users: 'staff/accounts/staff-accounts.ts',
  subscriber_posts: 'subscribers/subscriber-store.ts',
  subscribers: 'subscribers/subscriber-store.ts',
  upload_answers: 'uploads/upload-ledger.ts',
  uploads: 'uploads/upload-store.ts',
};

const serverDir = join(import.meta.dirname, '..');
const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .filter((path) => !['migrations/', 'testing/'].some((folder) => path.startsWith(folder)))
  // The storage's table types, and the fixture maker, which runs an old build's own code.
  .filter((path) => path !== 'storage/database.ts' && path !== 'upgrades/make-old-data-folder.ts')
  .map((path) => ({ path, text: readFileSync(join(serverDir, path), 'utf8') }));

/** The files that name `table` in SQL text or in a Kysely call (`records`, `uploads`… are everyday words too). */
const namers = (table: string) => {
  const named = new RegExp(
    `((FROM|INTO|UPDATE|JOIN|TABLE|EXISTS)\\s+"?${table}\\b)|((selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|replaceInto)\\(\\s*['"]${table}\\b)`,
  );
  return sources.filter(({ text }) => named.test(text)).map(({ path }) => path);
};

describe('one owner per table', () => {
  it.each(Object.entries(owners))('%s is named only by %s', (table, owner) => {
    expect(namers(table)).toEqual([owner]);
  });

  it('leaves the driver to the owners: the rooms converted so far call it nowhere', () => {
    const rooms = [
      ...['content/', 'team/', 'settings/', 'meetings/', 'staff/', 'retention/', 'tables/', 'table-routes.ts'],
      ...['uploads/', 'limits/', 'mirror/', 'notify/', 'backup/', 'restore/', 'health/', 'upgrades/schema-version.ts'],
      ...['staff-cli.ts', 'staff-token.ts', 'records-cli.ts', 'subscribers/'],
    ];
    const calling = sources
      .filter(({ path }) => rooms.some((room) => path.startsWith(room)))
      // The driver's own calls, and its transaction on the raw connection (an owner holds a TypedDb as
      // `this.db`), including the one a staff route is handed as `context.db`.
      .filter(({ text }) => /\.(prepare|pragma)\(|\)\.immediate\(\)|(?<!this\.)\bdb\.(transaction|exec)\(/.test(text))
      .map(({ path }) => path);
    expect(calling).toEqual([]);
  });
});
