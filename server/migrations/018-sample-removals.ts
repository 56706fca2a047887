import type { Migration } from './migration';

/**
 * Version 18: `sample_removals`, what "Remove all sample content" took out (each kind's rows as
 * stored, JSON), when and by whom, so that "Bring the samples back" restores exactly that for 30
 * days; then the row goes, with the files only it still held.
 */
export const sampleRemovals: Migration = {
  why: 'sample_removals: the sample content removed in one step, kept 30 days for an undo',
  up(db) {
    db.exec(`
      CREATE TABLE sample_removals (
        id TEXT PRIMARY KEY,
        removed_at TEXT NOT NULL,
        removed_by TEXT,
        kept TEXT NOT NULL
      );
    `);
  },
  postgres(db) {
    db.exec(`
      CREATE TABLE sample_removals (
        id text COLLATE "C" PRIMARY KEY,
        removed_at text COLLATE "C" NOT NULL,
        removed_by text COLLATE "C",
        kept text COLLATE "C" NOT NULL
      );
    `);
  },
};
