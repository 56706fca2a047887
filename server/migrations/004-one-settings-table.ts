import type { Migration } from './migration';

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * Version 4: one settings table. The data folder's facts (`meta`: when each sample was seeded), the
 * booking settings and the payment instructions become keys of `settings` beside the company facts,
 * each value JSON (the old JSON texts kept byte for byte), and their three tables go.
 */
export const oneSettingsTable: Migration = {
  why: 'meta, booking_settings and meeting_payment become keys of settings',
  up(db) {
    db.exec(`
      INSERT INTO settings (key, value, updated_at) SELECT key, json_quote(value), value FROM meta;
      INSERT INTO settings (key, value, updated_at)
        SELECT 'booking', '{"availability":' || availability || ',"hosts":' || hosts || '}', ${now} FROM booking_settings;
      INSERT INTO settings (key, value, updated_at) SELECT 'payment', instructions, ${now} FROM meeting_payment;
      DROP TABLE meta;
      DROP TABLE booking_settings;
      DROP TABLE meeting_payment;
    `);
  },
};
