import type { Migration } from './migration';

/**
 * Version 11: `post_views`, how many times each post's page was shown per day (UTC), for the blog's
 * "Trending Post": a count per post and day, nothing about who read it. And the sample posts'
 * dates: seeded as of the seeding, they now keep their own date (a sample staff never saved again,
 * its one revision the seeding's, changed nothing since it was published).
 */
export const postViews: Migration = {
  why: 'post_views: page views per post and day; sample posts dated as published',
  up(db) {
    db.exec(`
      CREATE TABLE post_views (
        post_id TEXT NOT NULL,
        day TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (post_id, day)
      ) WITHOUT ROWID;
      CREATE TRIGGER post_views_post_deleted AFTER DELETE ON content_posts
      BEGIN
        DELETE FROM post_views WHERE post_id = old.id;
      END;
      UPDATE content_posts SET created_at = publish_at, updated_at = publish_at
        WHERE sample = 1 AND publish_at IS NOT NULL AND updated_at > publish_at
          AND (SELECT count(*) FROM content_post_revisions r WHERE r.post_id = content_posts.id) = 1;
    `);
  },
};
