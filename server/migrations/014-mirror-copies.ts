import type { Migration } from './migration';

/**
 * Version 14: `mirror_copies`, the hosted table's record id of each record the mirror delivered,
 * kept as long as the record (the outbox forgets a delivered entry after OUTBOX_KEEP_DELIVERED_DAYS),
 * so erasing a person deletes their hosted copies too. Filled from the delivered entries still in
 * the outbox. The mirror's last relay names go: its table's health and its forwarding job.
 */
export const mirrorCopies: Migration = {
  why: 'mirror_copies: the hosted record id of each delivered record, for erasing a person upstream',
  up(db) {
    db.exec(`
      CREATE TABLE mirror_copies (record_id TEXT PRIMARY KEY, tbl TEXT NOT NULL, upstream_id TEXT NOT NULL);
      INSERT INTO mirror_copies (record_id, tbl, upstream_id)
        SELECT record_id, tbl, upstream_id FROM outbox
        WHERE status = 'delivered' AND upstream_id IS NOT NULL AND record_id IN (SELECT id FROM records);
      -- Retention deletes a record here and leaves its hosted copy to the hosted table's own keeping.
      CREATE TRIGGER mirror_copies_record_deleted AFTER DELETE ON records
      BEGIN
        DELETE FROM mirror_copies WHERE record_id = old.id;
      END;
      ALTER TABLE relay_table_health RENAME TO mirror_table_health;
      UPDATE jobs SET kind = 'mirror.forward' WHERE kind = 'relay.forward';
    `);
  },
};
