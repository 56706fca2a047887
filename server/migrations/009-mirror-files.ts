import type { Migration } from './migration';

/**
 * Version 9: `mirror_files`, the file host's URL of each stored upload a mirror copy carried
 * (mirror/file-mirror.ts), so a retried delivery never uploads a file twice.
 */
export const mirrorFiles: Migration = {
  why: 'mirror_files: where the file host keeps each stored upload the mirror sent',
  up(db) {
    db.exec(`
      CREATE TABLE mirror_files (name TEXT PRIMARY KEY, hosted_url TEXT NOT NULL);
      -- Forgotten with the upload (a person's data, retention); the hosted copy is the hosted table's.
      CREATE TRIGGER mirror_files_upload_deleted AFTER DELETE ON uploads
      BEGIN
        DELETE FROM mirror_files WHERE name = old.name;
      END;
    `);
  },
};
