import type { Migration } from './migration';

/**
 * Version 19: `content_post_categories`, the blog's categories staff add, rename, order and delete
 * (server/content/posts/post-category-store.ts), seeded once per data folder at start with the five
 * the blog had built in (not here: `migrate-data` upgrades an empty PostgreSQL database, then copies
 * the rows in). A category's key never changes once given; the names are unique (the English one
 * whatever its case) so the strip never shows two alike.
 */
export const postCategories: Migration = {
  why: 'content_post_categories: the blog categories staff edit',
  up(db) {
    db.exec(`
      CREATE TABLE content_post_categories (
        key TEXT PRIMARY KEY,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        name_ne TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      );
    `);
  },
  postgres(db) {
    db.exec(`
      CREATE TABLE content_post_categories (
        key text COLLATE "C" PRIMARY KEY,
        name text COLLATE nocase NOT NULL UNIQUE,
        name_ne text COLLATE "C" NOT NULL UNIQUE,
        position bigint NOT NULL
      )
    `);
  },
};
