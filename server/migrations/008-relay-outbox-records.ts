import type { Migration } from './migration';

/**
 * Version 8: the local store keeps every record, the hosted table being a mirror. A data folder
 * from relay mode kept its submissions only in the outbox (and the hosted table): each entry with
 * no record here (pending, delivered or a dead letter) becomes one, under its record id and in
 * submission order, so staff find it in the inbox; a relayed meeting gets its host as assignee.
 * The entries stay in the outbox: the pending ones are still forwarded, once.
 */
export const relayOutboxRecords: Migration = {
  why: 'records: a relay-mode outbox entry without a local record becomes one',
  up(db) {
    const { last } = db.prepare('SELECT coalesce(max(seq), 0) AS last FROM records').get() as { last: number };
    db.exec(`
      INSERT INTO records (tbl, id, created_time, fields)
        SELECT tbl, record_id, created_time, fields FROM outbox
        WHERE tbl IN ('Request-Callback', 'Meeting', 'Career') AND record_id NOT IN (SELECT id FROM records)
        ORDER BY seq;
    `);
    db.prepare(
      `UPDATE staff_record_meta SET assignee_id = (
         SELECT s.assignee FROM booking_slots s JOIN records r ON r.id = s.id
         WHERE r.seq = staff_record_meta.seq AND s.kind = 'meeting')
       WHERE seq > ? AND tbl = 'Meeting'`,
    ).run(last);
  },
};
