import { addDays, weekday } from '../../../schemas/booking-slots';
import { meetingState } from '../../../schemas/meeting-states';
import { nepalToday } from '../../../schemas/nepal-time';
import type { OverviewAnswer, OverviewHealth, OverviewMeeting } from '../../../schemas/staff-overview';
import type { InboxStore } from '../inbox/inbox-store';
import { meetingsWhen } from '../inbox/meeting-columns';
import { waitingFilter } from '../inbox/waiting-filter';
import type { StaffPlugin } from '../staff-context';

/** A day's meetings listed on the overview; the rest are counted, and the day's list has them all. */
export const OVERVIEW_MEETINGS_PER_DAY = 20;

export interface OverviewOptions {
  /** The health of mail, backups and the mirror's delivery, as the overview shows it. */
  health: () => OverviewHealth;
}

function dayOfMeetings(inbox: InboxStore, when: 'today' | 'tomorrow', now: Date) {
  const filter = meetingsWhen(when, now);
  const items = inbox.list(filter, { limit: OVERVIEW_MEETINGS_PER_DAY }).items;
  const meetings: OverviewMeeting[] = items
    .filter((record) => record.slot)
    .map((record) => ({
      id: record.id,
      start: record.slot!.start,
      end: record.slot!.end,
      name: String(record.fields.Name ?? ''),
      purpose: String(record.fields.Purpose ?? ''),
      state: meetingState(record.decision),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
  const more = items.length < OVERVIEW_MEETINGS_PER_DAY ? 0 : inbox.count(filter) - items.length;
  return { meetings, more };
}

/**
 * `GET /overview`: the back office's first screen in one answer, each figure counted by the very
 * filter the inbox lists it with, so a line and the list it opens agree.
 */
export const overviewRoutes =
  (options: OverviewOptions): StaffPlugin =>
  async (app, { context }) => {
    const { inbox } = context;
    app.get('/overview', async (): Promise<OverviewAnswer> => {
      const now = context.options.clock?.() ?? new Date();
      const today = nepalToday(now);
      const weekStart = addDays(today, -weekday(today));
      const meetingsToday = dayOfMeetings(inbox, 'today', now);
      const meetingsTomorrow = dayOfMeetings(inbox, 'tomorrow', now);
      return {
        today,
        tomorrow: addDays(today, 1),
        weekStart,
        meetings: { today: meetingsToday.meetings, tomorrow: meetingsTomorrow.meetings },
        moreMeetings: { today: meetingsToday.more, tomorrow: meetingsTomorrow.more },
        waiting: inbox.count(waitingFilter(context.options.meetings.times.availability(), now)),
        unpaid: inbox.count({ table: 'Meeting', payment: 'unpaid' }),
        applications: inbox.count({ table: 'Career', from: weekStart }),
        health: options.health(),
      };
    });
  };
