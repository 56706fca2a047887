import type { Migration } from './migration';

/**
 * Version 13: the careers page's openings (server/content/openings/), listed by staff in the back
 * office. `closes_on` is a Nepal date: past it, /career no longer shows the opening.
 */
export const careerOpenings: Migration = {
  why: 'career openings: the jobs staff list on /career, in their order',
  up(db) {
    db.exec(`
      CREATE TABLE content_career_openings (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        title_ne TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        description_ne TEXT NOT NULL DEFAULT '',
        type TEXT NOT NULL,
        location TEXT NOT NULL,
        closes_on TEXT,
        open INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `);
  },
};
