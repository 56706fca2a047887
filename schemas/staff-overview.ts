import { meetingDecisions } from './staff-api';
import { z } from './zod';

/** A meeting on the overview: when, who, what about, and where it stands. */
export const overviewMeeting = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  purpose: z.string(),
  state: z.enum(['requested', ...meetingDecisions]),
});
export type OverviewMeeting = z.infer<typeof overviewMeeting>;

/**
 * `GET /staff/api/overview` (staff): the back office's first screen in one answer. Days are Nepal
 * dates (YYYY-MM-DD); counts are what the inbox's matching filter lists (`when`, `waiting`,
 * `payment=unpaid`, `from` the week's Sunday for Career).
 */
export const overviewAnswer = z.object({
  today: z.string(),
  tomorrow: z.string(),
  /** The Sunday the Nepal week began on. */
  weekStart: z.string(),
  meetings: z.object({ today: z.array(overviewMeeting), tomorrow: z.array(overviewMeeting) }),
  /** How many more meetings a day has than the overview lists. */
  moreMeetings: z.object({ today: z.number().int(), tomorrow: z.number().int() }),
  /** New submissions waiting longer than one working day (decided meetings left out). */
  waiting: z.number().int(),
  /** Paid meetings not paid yet. */
  unpaid: z.number().int(),
  /** Career applications that arrived this week. */
  applications: z.number().int(),
  health: z.object({
    mail: z.object({
      /** A mail server is set; without one messages are only saved on the server. */
      server: z.boolean(),
      /** Notifications that failed and wait for someone to resend them. */
      failed: z.number().int(),
      /** The oldest queued message has waited longer than the readiness limit. */
      stuck: z.boolean(),
    }),
    backups: z.object({
      nightly: z.boolean(),
      lastAt: z.string().nullable(),
      ok: z.boolean().nullable(),
    }),
    /** The hosted table mirror's copies; null when no mirror is set. */
    delivery: z.object({ pending: z.number().int(), dead: z.number().int() }).nullable(),
  }),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;
export type OverviewHealth = OverviewAnswer['health'];
