import { randomBytes } from 'node:crypto';
import type { Migration } from './migration';

/**
 * Version 10: a meeting's decision (Confirmed, Declined, Cancelled, Rescheduled, Done, No-show),
 * when and by whom it was made, and how many it has had (its invitations' SEQUENCE) move from the
 * inbox's `staff_record_meta` to the meetings domain's `meeting_life`, which writes and reads them;
 * the back office reads them from there. A meeting decided before it had a life row gets one.
 */
export const meetingDecisions: Migration = {
  why: "meeting_life: a meeting's decision, moved from staff_record_meta",
  up(db) {
    db.exec(`
      ALTER TABLE meeting_life ADD COLUMN decision TEXT;
      ALTER TABLE meeting_life ADD COLUMN decided_at TEXT;
      ALTER TABLE meeting_life ADD COLUMN decided_by TEXT;
      ALTER TABLE meeting_life ADD COLUMN decisions INTEGER NOT NULL DEFAULT 0;
    `);
    const undecided = db
      .prepare(
        `SELECT r.id FROM staff_record_meta m JOIN records r ON r.seq = m.seq
         WHERE m.tbl = 'Meeting' AND (m.decision IS NOT NULL OR m.decisions > 0)
           AND NOT EXISTS (SELECT 1 FROM meeting_life l WHERE l.record_id = r.id)`,
      )
      .pluck()
      .all() as string[];
    // As MeetingLife makes a row on first use: the meeting's links are signed with this nonce from now on.
    const insert = db.prepare('INSERT INTO meeting_life (record_id, nonce) VALUES (?, ?)');
    for (const id of undecided) insert.run(id, randomBytes(12).toString('base64url'));
    db.exec(`
      UPDATE meeting_life SET (decision, decided_at, decided_by, decisions) = (
        SELECT m.decision, m.decided_at, m.decided_by, m.decisions
        FROM staff_record_meta m JOIN records r ON r.seq = m.seq
        WHERE r.id = meeting_life.record_id
      ) WHERE record_id IN (
        SELECT r.id FROM staff_record_meta m JOIN records r ON r.seq = m.seq WHERE m.tbl = 'Meeting'
      );
      ALTER TABLE staff_record_meta DROP COLUMN decision;
      ALTER TABLE staff_record_meta DROP COLUMN decided_at;
      ALTER TABLE staff_record_meta DROP COLUMN decided_by;
      ALTER TABLE staff_record_meta DROP COLUMN decisions;
    `);
  },
};
