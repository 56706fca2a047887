import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';

/** Each table's one owner: the only server source file that names it (migrations and tests aside). */
const owners: Partial<Record<keyof Database, string>> = {
  content_events: 'server/content/events/event-store.ts',
  content_media: 'server/content/media/media-store.ts',
  content_testimonials: 'server/content/testimonials/testimonial-store.ts',
  content_videos: 'server/content/videos/video-store.ts',
  content_video_files: 'server/content/videos/video-store.ts',
  staff_team_meta: 'server/team/team-meta.ts',
  booking_slots: 'server/meetings/booking-ledger.ts',
  booking_requests: 'server/meetings/booking-requests.ts',
  meeting_life: 'server/meetings/meeting-life.ts',
  meeting_reminders: 'server/meetings/meeting-reminders.ts',
  staff_record_meta: 'server/staff/inbox/inbox-store.ts',
  staff_notes: 'server/staff/inbox/inbox-store.ts',
  staff_duplicates: 'server/staff/inbox/inbox-store.ts',
  staff_audit: 'server/staff/audit-log.ts',
};

const sources = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .map((path) => join('server', path))
  .filter(
    (path) =>
      path.endsWith('.ts') &&
      !path.endsWith('.test.ts') &&
      !path.startsWith(join('server', 'migrations')) &&
      !path.startsWith(join('server', 'testing')) &&
      path !== join('server', 'storage', 'database.ts'),
  )
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('one owner per table', () => {
  it.each(Object.entries(owners))('%s is named only by %s', (table, owner) => {
    const naming = sources.filter(({ text }) => new RegExp(`\\b${table}\\b`).test(text)).map(({ path }) => path);
    expect(naming).toEqual([owner]);
  });

  it('records is queried only by the record store (the fixture maker runs an old build and is left out)', () => {
    // `records` is also an everyday word: the table is what a query names (in SQL or to Kysely).
    const query = /\b(from|join|into|update)\s+records\b|\(\s*'records'|'records as /i;
    const naming = sources
      .filter(({ path }) => path !== join('server', 'upgrades', 'make-old-data-folder.ts'))
      .filter(({ text }) => query.test(text))
      .map(({ path }) => path);
    expect(naming).toEqual(['server/tables/record-store.ts']);
  });

  it('leaves the driver to the owners: the rooms converted so far call it nowhere', () => {
    const rooms = ['content', 'team', 'settings', 'meetings', 'staff/inbox', 'retention', 'tables'].map(
      (folder) => join('server', folder) + '/',
    );
    const calling = sources
      .filter(({ path }) => rooms.some((room) => path.startsWith(room)) || path === join('server', 'table-routes.ts'))
      .filter(({ path }) => !path.startsWith(join('server', 'content', 'posts')))
      // The driver's own calls, and its transaction on the raw connection (a room's owners hold a TypedDb
      // as `this.db`), including the one a staff route is handed as `context.db`.
      .filter(({ text }) =>
        /\.(prepare|pragma|exec)\(\s*[`'"]|\)\.immediate\(\)|(?<!this\.)\bdb\.transaction\(/.test(text),
      )
      .map(({ path }) => path);
    expect(calling).toEqual([]);
  });
});
