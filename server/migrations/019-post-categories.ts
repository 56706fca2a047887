import type { Migration } from './migration';

/**
 * The spec's five categories as the blog had them built in: their keys are the values posts already
 * store, so no post is rewritten; the Nepali names are the ones the Nepali pages showed.
 */
const shipped = [
  ['Health', 'स्वास्थ्य'],
  ['Lifestyle', 'जीवनशैली'],
  ['Career', 'करियर'],
  ['Entertainment', 'मनोरञ्जन'],
  ['Technology', 'प्रविधि'],
] as const;
const seed = `INSERT INTO content_post_categories (key, name, name_ne, position) VALUES ${shipped
  .map(([name, nameNe], index) => `('${name}', '${name}', '${nameNe}', ${index + 1})`)
  .join(', ')}`;

/**
 * Version 19: `content_post_categories`, the blog's categories staff add, rename, order and delete
 * (server/content/posts/post-category-store.ts). A category's key never changes once given; the
 * names are unique (the English one whatever its case) so the strip never shows two alike.
 */
export const postCategories: Migration = {
  why: 'content_post_categories: the blog categories staff edit, seeded with the five built-in ones',
  up(db) {
    db.exec(`
      CREATE TABLE content_post_categories (
        key TEXT PRIMARY KEY,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        name_ne TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      );
      ${seed};
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
    db.exec(seed);
  },
};
