import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/db';
import type { JobRunner } from '../jobs/job-runner';
import { typedDb, type TypedDb } from '../storage/typed-db';
import { BookingLedger } from './booking-ledger';
import { MeetingLife } from './meeting-life';

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
 * twice. A meeting moved to a new time gets its own reminders for that time. Checks run every
 * `everyMs` (a job kind). Owner of `meeting_reminders`.
 */
export class MeetingReminders {
  private readonly db: TypedDb;
  private readonly ledger: BookingLedger;
  private readonly life: MeetingLife;
  private readonly clock: () => Date;

  constructor(private readonly options: ReminderOptions) {
    this.db = typedDb(options.db);
    this.ledger = new BookingLedger(options.db);
    this.life = new MeetingLife(options.db);
    this.clock = options.clock ?? (() => new Date());
  }

  /** Confirmed meetings holding their time that start in (after, until], without their `lead` reminder for that start. */
  private due(after: number, until: number, lead: ReminderLead): { id: string; start: number }[] {
    const held = this.ledger.heldStarting(after, until);
    const confirmed = this.life.confirmedAmong(held.map((meeting) => meeting.id));
    const meetings = held.filter((meeting) => confirmed.has(meeting.id));
    if (!meetings.length) return [];
    const queued = new Set(
      this.db
        .all((q) =>
          q
            .selectFrom('meeting_reminders')
            .select(['record_id', 'start_ms'])
            .where('lead', '=', lead)
            .where(
              'record_id',
              'in',
              meetings.map((meeting) => meeting.id),
            ),
        )
        .map((row) => `${row.record_id} ${row.start_ms}`),
    );
    return meetings.filter((meeting) => !queued.has(`${meeting.id} ${meeting.start}`));
  }

  /** Queues every reminder due now; answers how many were queued. */
  check(): number {
    const now = this.clock().getTime();
    let queued = 0;
    for (const window of windows) {
      for (const { id, start } of this.due(now + window.until, now + window.from, window.lead)) {
        const done = this.db.transaction(() => {
          const row = { record_id: id, lead: window.lead, start_ms: start, queued_at: new Date(now).toISOString() };
          if (
            this.db.run((q) =>
              q
                .insertInto('meeting_reminders')
                .values(row)
                .onConflict((conflict) => conflict.doNothing()),
            ).changes === 0
          )
            return false;
          this.options.remind(id, window.lead);
          return true;
        });
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
