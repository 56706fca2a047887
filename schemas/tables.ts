import type { z } from 'zod';
import { careerRecord, careerTable } from './career-application';
import { callbackRecord, callbackTable } from './callback-request';
import { meetingRecord, meetingTable } from './meeting';
import { teamMemberInput, teamTable } from './team-member';

/**
 * The tables the site uses. Submission tables take anonymous creates and staff-only reads; the
 * Team table is the other way round.
 */
export const tables: Record<string, { schema: z.ZodObject; access: 'submission' | 'public-read' }> = {
  [callbackTable]: { schema: callbackRecord, access: 'submission' },
  [meetingTable]: { schema: meetingRecord, access: 'submission' },
  [careerTable]: { schema: careerRecord, access: 'submission' },
  [teamTable]: { schema: teamMemberInput, access: 'public-read' },
};

export { HONEYPOT_FIELD } from './honeypot';
