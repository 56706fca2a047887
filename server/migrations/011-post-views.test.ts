import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../database';
import { databaseAtVersion } from '../testing/database-at-version';

describe('version 11', () => {
  it('dates the sample posts seeded before it as published, leaving a sample staff saved again as it is', () => {
    const { dataDir, db } = databaseAtVersion('post-views', 10);
    // As the seeding of the versions before left them: written, and changed, at the seeding.
    const seeded = '2026-11-01T08:00:00.000Z';
    const insert = db.prepare(
      `INSERT INTO content_posts (id, slug, lang, title, summary, category, author_name, cover, cover_alt, body,
       status, publish_at, ever_published, sample, created_at, updated_at)
       VALUES (?, ?, 'en', 'T', 'S', 'Career', 'A', '{}', 'alt', 'b', 'published', '2024-08-14T04:15:00.000Z', 1, 1, ?, ?)`,
    );
    const revision = db.prepare(
      "INSERT INTO content_post_revisions (post_id, saved_at, saved_by, data) VALUES (?, ?, 'Sample content', '{}')",
    );
    insert.run('untouched', 'untouched', seeded, seeded);
    revision.run('untouched', seeded);
    insert.run('edited', 'edited', seeded, '2026-11-20T08:00:00.000Z');
    revision.run('edited', seeded);
    revision.run('edited', '2026-11-20T08:00:00.000Z');
    db.close();

    const upgraded = openDatabase(dataDir);
    onTestFinished(() => void upgraded.close());
    const dates = upgraded.prepare('SELECT id, created_at, updated_at FROM content_posts ORDER BY id').all();
    expect(dates).toEqual([
      { id: 'edited', created_at: seeded, updated_at: '2026-11-20T08:00:00.000Z' },
      { id: 'untouched', created_at: '2024-08-14T04:15:00.000Z', updated_at: '2024-08-14T04:15:00.000Z' },
    ]);
  });
});
