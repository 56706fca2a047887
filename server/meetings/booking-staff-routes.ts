import {
  blockRequest,
  bookingSettings,
  calendarQuery,
  type BookingSettings,
  type BookingSettingsAnswer,
  type CalendarAnswer,
  type CalendarEntry,
  type FeedAnswer,
} from '../../schemas/booking-staff-api';
import { addDays, hoursOn, nepalDateTime } from '../../schemas/booking-slots';
import { meetingTable } from '../../schemas/meeting';
import { meetingState } from '../../schemas/meeting-states';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalInstant } from '../../schemas/nepal-time';
import type { FastifyRequest } from 'fastify';
import { revokeFeed } from '../staff/accounts/end-access';
import { adminsOnly, parseInput, staffNotPermitted } from '../staff/auth/staff-auth';
import { feedPath } from './booking-feed';
import { StaffApiError, notFound } from '../staff/staff-api-error';
import type { StaffPlugin } from '../staff/staff-context';
import type { BookingLedger } from './booking-ledger';
import { typedDb } from '../storage/typed-db';

/** What changed between two settings, for the audit log: the top-level names, hosts by count. */
function changes(before: BookingSettings, after: BookingSettings) {
  const keys = Object.keys(after.availability) as (keyof BookingSettings['availability'])[];
  const names: string[] = keys.filter(
    (key) => JSON.stringify(before.availability[key]) !== JSON.stringify(after.availability[key]),
  );
  if (JSON.stringify(before.hosts) !== JSON.stringify(after.hosts)) names.push(`hosts (${after.hosts.length})`);
  return names.join(', ') || 'nothing';
}

/**
 * The back office's booking calendar: the Availability settings (staff read, admins change), the
 * calendar of meetings and blocks, and blocks set by hand. The public slots read the same ledger,
 * so a change shows there at the next read. `horizonLimitDays`: how far ahead bookings may go while
 * meetings are kept (retention).
 */
export const bookingStaffRoutes =
  (ledger: BookingLedger, horizonLimitDays: number): StaffPlugin =>
  async (app, { context }) => {
    const { audit, accounts, inbox, feeds } = context;
    const tdb = typedDb(context.db);
    const answer = (): BookingSettingsAnswer => ({ ...ledger.settings(), publicHolidays: [...nepalPublicHolidays] });

    app.get('/booking/settings', async () => {
      return answer();
    });

    app.put('/booking/settings', adminsOnly, async (request) => {
      const settings = parseInput(bookingSettings, request.body);
      for (const id of settings.hosts)
        if (!accounts.get(id)) throw new StaffApiError(422, 'INVALID_REQUEST', 'hosts: That account no longer exists');
      if (settings.availability.horizonDays > horizonLimitDays)
        throw new StaffApiError(
          422,
          'INVALID_REQUEST',
          `availability.horizonDays: How far ahead must be at most ${horizonLimitDays} days: meetings are kept only that long (RETENTION_MEETING_MONTHS), and a meeting must not be deleted before it takes place`,
        );
      const before = ledger.settings();
      tdb.transaction(() => {
        ledger.saveSettings(settings);
        audit.write(request.staff.actor, { action: 'changed availability', detail: changes(before, settings) });
      });
      return answer();
    });

    app.get('/booking/calendar', async (request): Promise<CalendarAnswer> => {
      const { from, days } = parseInput(calendarQuery, request.query);
      const start = nepalInstant(from, '00:00').getTime();
      const end = nepalInstant(addDays(from, days), '00:00').getTime();
      const items: CalendarEntry[] = [];
      const availability = ledger.availability();
      for (let i = 0; i < days; i++) {
        const date = addDays(from, i);
        const { hours, holiday } = hoursOn(availability, date);
        if (hours.length > 0) continue;
        const [dayStart, dayEnd] = [date, addDays(date, 1)].map((day) => nepalInstant(day, '00:00').toISOString());
        items.push({ kind: 'closed', id: date, start: dayStart, end: dayEnd, reason: holiday ? 'holiday' : 'closed' });
      }
      for (const entry of ledger.entries(start, end)) {
        const time = {
          id: entry.id,
          start: new Date(entry.start).toISOString(),
          end: new Date(entry.end).toISOString(),
        };
        if (entry.kind === 'block') {
          items.push({ kind: 'block', ...time, note: entry.note ?? '' });
          continue;
        }
        const record = inbox.find(meetingTable, entry.id);
        // A meeting whose record went while its time stayed held (before deletes freed it) shows only its time.
        if (!record) {
          items.push({ kind: 'held', ...time });
          continue;
        }
        const host = entry.assignee ? accounts.get(entry.assignee) : undefined;
        items.push({
          kind: 'meeting',
          ...time,
          name: String(record.fields.Name ?? ''),
          state: meetingState(record.decision),
          assignee: entry.assignee ? { id: entry.assignee, name: host?.name ?? 'Removed account' } : null,
        });
      }
      return { items };
    });

    app.post('/booking/blocks', async (request, reply) => {
      const block = parseInput(blockRequest, request.body);
      const start = nepalInstant(block.date, block.start).getTime();
      const end = nepalInstant(block.date, block.end).getTime();
      const entry = tdb.transaction(() => {
        const made = ledger.block(start, end, block.note || null);
        audit.write(request.staff.actor, {
          action: 'blocked time',
          detail: `${block.date} ${block.start}–${block.end} Nepal time${block.note ? `: ${block.note}` : ''}`,
        });
        return made;
      });
      reply.code(201);
      return {
        kind: 'block',
        id: entry.id,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        note: block.note,
      } satisfies CalendarEntry;
    });

    const feedOwner = (request: FastifyRequest) => {
      if (!request.staff.user) throw staffNotPermitted();
      return request.staff.user;
    };
    app.get('/booking/feed', async (request): Promise<FeedAnswer> => {
      return { createdAt: feeds.createdAt(feedOwner(request).id), url: null };
    });
    app.post('/booking/feed', async (request): Promise<FeedAnswer> => {
      const user = feedOwner(request);
      const token = tdb.transaction(() => {
        audit.write(request.staff.actor, { action: 'made calendar feed link', detail: user.email });
        return feeds.issue(user.id);
      });
      return { createdAt: feeds.createdAt(user.id), url: `${context.baseUrl(request)}${feedPath(token)}` };
    });
    app.delete('/booking/feed', async (request, reply) => {
      const user = feedOwner(request);
      tdb.transaction(() => {
        if (!revokeFeed(context, request.staff.actor, user)) throw notFound('You have no calendar feed link');
      });
      return reply.code(204).send();
    });

    app.post<{ Params: { id: string } }>('/booking/holds/:id/free', adminsOnly, async (request, reply) => {
      tdb.transaction(() => {
        const entry = ledger.free(request.params.id);
        if (!entry) throw notFound('No meeting holds time under this id');
        const start = nepalDateTime(new Date(entry.start));
        audit.write(request.staff.actor, {
          action: 'freed meeting time',
          table: meetingTable,
          recordId: entry.id,
          detail: `${start.date} ${start.time}–${nepalDateTime(new Date(entry.end)).time} Nepal time`,
        });
      });
      return reply.code(204).send();
    });

    app.delete<{ Params: { id: string } }>('/booking/blocks/:id', async (request, reply) => {
      tdb.transaction(() => {
        if (!ledger.unblock(request.params.id)) throw notFound('There is no such block');
        audit.write(request.staff.actor, { action: 'removed block', detail: request.params.id });
      });
      return reply.code(204).send();
    });
  };
