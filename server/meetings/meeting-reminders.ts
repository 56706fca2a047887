import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import type { JobRunner } from '../jobs/job-runner';

export type ReminderLead = '24h' | '1h';

const HOUR = 3_600_000;

/**
 * When each reminder may go: the day-before one from 24 hours to 2 hours before the start (closer
 * than that, the hour-before one is due soon), the hour-before one in the last hour. A gateway that
 * was down for a whole window sends none for it rather than a late one.
 */
const windows: { lead: ReminderLead; from: number; until: number }[] = [
  { lead: '24h', from: 24 * HOUR, until: 2 * HOUR },
  { lead: '1h', from: HOUR, until: 0 },
];

export interface ReminderOptions {
  db: Db;
  /** Queues the visitor's and staff's e-mails; called inside the reminder's transaction. */
  remind: (recordId: string, lead: ReminderLead) => void;
  clock?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * Reminders before a confirmed meeting: each check queues, in one transaction per reminder, the
 * e-mails and the row that says it was queued (one per meeting, lead and start time), so after a
 * crash or restart a reminder is either queued with its row or not at all, and is never queued
 * twice. A meeting moved to a new time gets its own reminders for that time. Checks run every `everyMs` (a job kind).
 */
export class MeetingReminders {
  private readonly dueRows;
  private readonly insertRow;
  private readonly clock: () => Date;

  constructor(private readonly options: ReminderOptions) {
    const { db } = options;
    this.clock = options.clock ?? (() => new Date());
    // Confirmed meetings whose slot is held, starting in the window, without this reminder yet.
    this.dueRows = db.prepare(`
      SELECT b.id, b.start_ms AS start FROM booking_slots b
      JOIN records r ON r.id = b.id
      JOIN staff_record_meta m ON m.seq = r.seq
      WHERE b.kind = 'meeting' AND b.released = 0 AND m.decision = 'confirmed'
        AND b.start_ms > ? AND b.start_ms <= ?
        AND NOT EXISTS (SELECT 1 FROM meeting_reminders x WHERE x.record_id = b.id AND x.lead = ? AND x.start_ms = b.start_ms)
      ORDER BY b.start_ms`);
    this.insertRow = db.prepare(
      'INSERT OR IGNORE INTO meeting_reminders (record_id, lead, start_ms, queued_at) VALUES (?, ?, ?, ?)',
    );
  }

  /** Queues every reminder due now; answers how many were queued. */
  check(): number {
    const now = this.clock().getTime();
    let queued = 0;
    for (const window of windows) {
      const due = this.dueRows.all(now + window.until, now + window.from, window.lead) as {
        id: string;
        start: number;
      }[];
      for (const { id, start } of due) {
        const done = this.options.db.transaction(() => {
          if (this.insertRow.run(id, window.lead, start, new Date(now).toISOString()).changes === 0) return false;
          this.options.remind(id, window.lead);
          return true;
        })();
        if (done) queued++;
      }
    }
    return queued;
  }

  schedule(jobs: JobRunner, everyMs: number) {
    // The first check comes one period after start, not during it (the server is listening by then).
    // A short lease: a check left by a crashed process is taken over soon, and two checks at once
    // would still queue each reminder once (its row).
    jobs.every(
      'meeting-reminders',
      { everyMs, firstAfterMs: everyMs },
      () => {
        try {
          this.check();
        } catch (error) {
          this.options.log?.error({ err: error }, 'meeting reminders: check failed; tried again at the next check');
        }
      },
      { leaseMs: 2_000 },
    );
  }
}
