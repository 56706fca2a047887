import type { FastifyBaseLogger } from 'fastify';
import { meetingSpan } from '../../schemas/meeting-calendar';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import type { JobRunner } from '../jobs/job-runner';
import type { InboxStore } from '../staff/inbox/inbox-store';
import type { PlacedRecord } from '../tables/record-store';
import { personalTables, type PersonalData } from './personal-data';

export type RetentionMonths = Record<(typeof personalTables)[number], number>;

/** `now` less some calendar months (the 31st of a month lands on the last day of the shorter one). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff;
}

/** The longest booking horizon a meeting retention of `months` allows (a month counted as 30 days). */
export const horizonLimitDays = (months: number) => months * 30;

/**
 * Why RETENTION_MEETING_MONTHS cannot go with a booking horizon of `horizonDays`, if it cannot: a
 * period shorter than how far ahead visitors book could delete a meeting before it takes place.
 */
export function meetingRetentionProblem(months: number, horizonDays: number): string | undefined {
  if (horizonLimitDays(months) >= horizonDays) return undefined;
  return `RETENTION_MEETING_MONTHS: ${months} month(s) (${horizonLimitDays(months)} days) is shorter than the booking horizon (${horizonDays} days, Availability → How far ahead), so a booked meeting could be deleted before it takes place. Set RETENTION_MEETING_MONTHS to at least ${Math.ceil(horizonDays / 30)}, or shorten the horizon first.`;
}

/**
 * The submissions of a table last changed before the cutoff (the inbox's `unchangedSince`); a
 * meeting's end counts as a change, so one booked far ahead is kept until it has taken place.
 */
export function expiredRecords(inbox: InboxStore, table: string, cutoff: Date): PlacedRecord[] {
  const unchanged = inbox.unchangedSince(table, cutoff.toISOString());
  if (table !== meetingTable) return unchanged;
  return unchanged.filter((record) => meetingSpan(record.fields as MeetingRecord).end.getTime() < cutoff.getTime());
}

export interface PurgeCount {
  table: string;
  records: number;
  files: number;
}

/** Deletes every submission kept past its table's period; one audit line per table that had any. */
export async function purgeExpired(
  inbox: InboxStore,
  people: PersonalData,
  months: RetentionMonths,
  now: Date,
): Promise<PurgeCount[]> {
  const purged: PurgeCount[] = [];
  for (const table of personalTables) {
    const expired = expiredRecords(inbox, table, monthsBefore(now, months[table]));
    if (!expired.length) continue;
    const done = await people.delete(
      expired,
      { id: null, name: 'Retention' },
      'retention purge',
      (files) => `${expired.length} submission(s) and ${files} file(s) deleted: unchanged for ${months[table]} months`,
    );
    purged.push({ table, records: done.records, files: done.files });
  }
  return purged;
}

export interface DailyRetention {
  runNow(now?: Date): Promise<PurgeCount[]>;
}

/** Applies the retention periods a minute after start, then once a day (a job kind). */
export function scheduleDailyRetention(
  jobs: JobRunner,
  inbox: InboxStore,
  people: PersonalData,
  months: RetentionMonths,
  log: FastifyBaseLogger,
): DailyRetention {
  const runNow = async (now = new Date()) => {
    const purged = await purgeExpired(inbox, people, months, now);
    if (purged.length) log.info({ purged }, 'retention: old submissions deleted');
    return purged;
  };
  jobs.every('retention', { everyMs: 24 * 3_600_000, firstAfterMs: 60_000 }, async () => {
    try {
      await runNow();
    } catch (error) {
      log.error({ err: error }, 'ALARM retention purge failed');
    }
  });
  return { runNow };
}
