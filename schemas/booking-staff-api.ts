import type { Availability, Hours } from './booking-slots';
import { isRealDate } from './calendar-date';
import { meetingDecisions } from './staff-api';
import { z } from './zod';

/**
 * The staff API of the booking calendar (under /staff/api, with its session, CSRF and role rules):
 * the Availability screen's settings, its validation messages (one per field, the same in the
 * screen and the gateway) and the calendar's blocks and feed.
 *
 * `GET /booking/settings` (staff) → bookingSettingsAnswer. `PUT /booking/settings` (admin) with
 * bookingSettings → bookingSettingsAnswer; 422 INVALID_REQUEST naming the first wrong field.
 */

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The limits the screen states beside each number. */
export const bookingLimits = {
  noticeMinutes: { min: 0, max: 14 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
  bufferMinutes: { min: 0, max: 240 },
  maxPerDay: { min: 1, max: 100 },
  windowsPerDay: 4,
  overrides: 400,
  holidays: 400,
  hosts: 100,
} as const;

export const calendarDate = z.string().refine(isRealDate, { error: 'Enter a date as YYYY-MM-DD' });

const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'Enter a time as HH:MM' });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hours = z
  .object({ start: clock, end: clock })
  .refine((window) => minutesOf(window.end) > minutesOf(window.start), {
    path: ['end'],
    error: 'The closing time must be after the opening time',
  });

/** One day's opening hours: none (closed) or up to four stretches that do not overlap. */
const dayHours = z
  .array(hours)
  .max(bookingLimits.windowsPerDay, { error: `At most ${bookingLimits.windowsPerDay} stretches of hours a day` })
  .superRefine((windows: Hours[], context) => {
    const sorted = windows
      .map((window, index) => ({ index, start: minutesOf(window.start), end: minutesOf(window.end) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i].start < sorted[i - 1].end)
        context.addIssue({
          code: 'custom',
          path: [sorted[i].index, 'start'],
          message: 'These hours overlap other hours of the same day',
        });
  });

const whole = (label: string, limit: { min: number; max: number }, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number of ${unit}` })
    .min(limit.min, { error: `${label} must be between ${limit.min} and ${limit.max} ${unit}` })
    .max(limit.max, { error: `${label} must be between ${limit.min} and ${limit.max} ${unit}` });

export const availabilitySchema = z.strictObject({
  weekly: z.array(dayHours).length(7, { error: 'Give the hours of all seven weekdays' }),
  overrides: z.record(z.string(), dayHours).superRefine((overrides, context) => {
    for (const date of Object.keys(overrides))
      if (!isRealDate(date)) context.addIssue({ code: 'custom', path: [date], message: 'Enter a date as YYYY-MM-DD' });
    if (Object.keys(overrides).length > bookingLimits.overrides)
      context.addIssue({ code: 'custom', message: `At most ${bookingLimits.overrides} dates with their own hours` });
  }),
  holidays: z
    .array(calendarDate)
    .max(bookingLimits.holidays, { error: `At most ${bookingLimits.holidays} holidays` })
    .refine((dates) => new Set(dates).size === dates.length, { error: 'This day is already a holiday' }),
  noticeMinutes: whole('Minimum notice', bookingLimits.noticeMinutes, 'minutes'),
  horizonDays: whole('How far ahead', bookingLimits.horizonDays, 'days'),
  bufferMinutes: whole('Buffer', bookingLimits.bufferMinutes, 'minutes'),
  maxPerDay: whole('Meetings a day', bookingLimits.maxPerDay, 'meetings'),
}) satisfies z.ZodType<Availability>;

export const bookingSettings = z.strictObject({
  availability: availabilitySchema,
  /** The accounts that take meetings (round robin); none: one calendar, meetings go to nobody. */
  hosts: z
    .array(z.string().min(1).max(64))
    .max(bookingLimits.hosts, { error: `At most ${bookingLimits.hosts} people` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A person is listed twice' }),
});
export type BookingSettings = z.infer<typeof bookingSettings>;

export const publicHoliday = z.object({ date: z.string(), name: z.string() });

export const bookingSettingsAnswer = bookingSettings.extend({
  /** The shipped list of Nepal's public holidays (both Bikram Sambat years), each ticked on when in `holidays`. */
  publicHolidays: z.array(publicHoliday),
});
export type BookingSettingsAnswer = z.infer<typeof bookingSettingsAnswer>;

/** Each wrong field's first message, keyed by its path joined with dots (`weekly.1.0.end`). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

// ---- Calendar ------------------------------------------------------------------------------------

export const MAX_CALENDAR_DAYS = 14;

/** `GET /booking/calendar?from=YYYY-MM-DD&days=1..14` (staff): the Nepal dates' meetings and blocks, and which are closed. */
export const calendarQuery = z.object({
  from: calendarDate,
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: 'days must be between 1 and 14' })
    .max(MAX_CALENDAR_DAYS, { error: 'days must be between 1 and 14' }),
});

const person = z.object({ id: z.string(), name: z.string() });

export const calendarEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('meeting'),
    /** The Meeting record's id. */
    id: z.string(),
    start: z.string(),
    end: z.string(),
    name: z.string(),
    state: z.enum(['requested', ...meetingDecisions]),
    assignee: person.nullable(),
  }),
  z.object({ kind: z.literal('block'), id: z.string(), start: z.string(), end: z.string(), note: z.string() }),
  /** Time still held by a meeting no longer in the inbox (a leftover): admins free it. */
  z.object({ kind: z.literal('held'), id: z.string(), start: z.string(), end: z.string() }),
  /** A date closed all day (its id): a public holiday, or closed by the week's hours or the date's own. */
  z.object({
    kind: z.literal('closed'),
    id: z.string(),
    start: z.string(),
    end: z.string(),
    reason: z.enum(['holiday', 'closed']),
  }),
]);
export type CalendarEntry = z.infer<typeof calendarEntry>;
export const calendarAnswer = z.object({ items: z.array(calendarEntry) });
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

/**
 * `POST /booking/blocks` (staff) → 201 the block as a calendarEntry: the Nepal date and times, which
 * leave the public slots at once. `DELETE /booking/blocks/:id` → 204, or 404.
 */
export const blockRequest = z
  .strictObject({
    date: calendarDate,
    start: clock,
    end: clock,
    note: z.string().trim().max(200, { error: 'At most 200 characters' }).default(''),
  })
  .refine((block) => minutesOf(block.end) > minutesOf(block.start), {
    path: ['end'],
    error: 'The end must be after the start',
  });
export type BlockRequest = z.input<typeof blockRequest>;

/**
 * `POST /booking/holds/:id/free` (admins): the meeting `id`'s time is free again for visitors, the
 * meeting itself untouched; audited. 204, or 404 when that id holds no time.
 */

// ---- Calendar feed -------------------------------------------------------------------------------

/**
 * The signed-in person's private calendar feed (iCalendar, for Google Calendar or Outlook):
 * `GET /booking/feed` → whether they have a link (`url` null: it is shown only when made);
 * `POST /booking/feed` → a new link with its `url` (an earlier one stops working);
 * `DELETE /booking/feed` → 204, the link stops working (404 when there is none).
 */
export const feedAnswer = z.object({ createdAt: z.string().nullable(), url: z.string().nullable() });
export type FeedAnswer = z.infer<typeof feedAnswer>;
