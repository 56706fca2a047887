import type { Migration } from './migration';

/**
 * The meetings answered while New that the earlier code left New, as the present code leaves none:
 * cancelled (by staff, the visitor or for non-payment) becomes Archived, confirmed or declined
 * becomes In progress. A meeting whose New staff set by hand after its latest decision stays New.
 */
const answeredStillNew = `
  SELECT m.seq, r.id, l.decision FROM staff_record_meta m
  JOIN records r ON r.seq = m.seq
  JOIN meeting_life l ON l.record_id = r.id
  WHERE m.tbl = 'Meeting' AND m.status = 'new' AND l.decision IN ('cancelled', 'confirmed', 'declined')
    AND NOT EXISTS (
      SELECT 1 FROM staff_audit a WHERE a.record_id = r.id AND a.action = 'set status New' AND a.at >= l.decided_at
    )`;

/**
 * One audit line per meeting, as a status staff set reads (`set status …`), saying why; then the
 * statuses. `now` is the engine's current time as the ISO text the tables store.
 */
const statements = (now: string) => [
  `INSERT INTO staff_audit (at, actor_id, actor_name, action, tbl, record_id, detail)
   SELECT ${now}, NULL, 'Upgrade', CASE a.decision WHEN 'cancelled' THEN 'set status Archived' ELSE 'set status In progress' END,
     'Meeting', a.id,
     CASE a.decision
       WHEN 'cancelled' THEN 'Cancelled while New, before a cancel archived a meeting by itself: archived once, on upgrade.'
       WHEN 'confirmed' THEN 'Confirmed while New, before Confirm took a meeting out of New: moved to In progress once, on upgrade.'
       ELSE 'Declined while New, before Decline took a meeting out of New: moved to In progress once, on upgrade.'
     END
   FROM (${answeredStillNew}) a
   ORDER BY a.seq`,
  `UPDATE staff_record_meta SET status = (
     SELECT CASE a.decision WHEN 'cancelled' THEN 'archived' ELSE 'in_progress' END
     FROM (${answeredStillNew}) a WHERE a.seq = staff_record_meta.seq
   )
   WHERE seq IN (SELECT a.seq FROM (${answeredStillNew}) a)`,
];

/** Version 21: data only, the same statements on both engines but for the clock. */
export const answeredMeetingsLeaveNew: Migration = {
  why: 'meetings answered while New before answering took them out of New: archived or In progress, audited',
  up(db) {
    for (const statement of statements(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)) db.exec(statement);
  },
  postgres(db) {
    for (const statement of statements('iso_time(statement_timestamp())')) db.exec(statement);
  },
};
