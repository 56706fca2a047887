import type { Migration } from './migration';

/**
 * Version 2: the Mail page tells a message saved to disk (no mail server) from one sent. Every
 * earlier row: not known, so 0. A new database has no notifications table yet (step 3 makes it).
 */
export const notificationsSavedToDisk: Migration = {
  why: 'notifications.saved_to_disk',
  up(db) {
    const columns = db.prepare('PRAGMA table_info(notifications)').all() as { name: string }[];
    if (columns.length && !columns.some((column) => column.name === 'saved_to_disk'))
      db.exec('ALTER TABLE notifications ADD COLUMN saved_to_disk INTEGER NOT NULL DEFAULT 0');
  },
};
