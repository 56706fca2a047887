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

  it('leaves the driver to the owners: the content studio, the Team and the settings call it nowhere', () => {
    const folders = ['content', 'team', 'settings'].map((folder) => join('server', folder));
    const preparing = sources
      .filter(({ path }) => folders.some((folder) => path.startsWith(folder + '/')))
      .filter(({ path }) => !path.startsWith(join('server', 'content', 'posts')))
      // The driver's own calls, and the raw connection a staff route is handed.
      .filter(({ text }) => /\.(prepare|pragma)\(|\)\.immediate\(\)|context\.db\.transaction\(/.test(text))
      .map(({ path }) => path);
    expect(preparing).toEqual([]);
  });
});
