import { callbackTable } from '../../schemas/callback-request';
import { meetingTable, type MeetingRecord } from '../../schemas/meeting';
import { callback, meeting } from './sample-records';

/** A valid meeting request that no other `n` produces. */
export const uniqueMeeting = (n: number): MeetingRecord => ({
  ...meeting(Math.floor(n / 8), n % 8),
  'Additional Notes': `Submission ${n}`,
});

/** A valid submission that no other `n` produces, for counting what was stored against what was sent. */
export function uniqueSubmission(n: number): { table: string; fields: Record<string, unknown> } {
  if (n % 2 === 0) return { table: callbackTable, fields: callback(n) };
  return { table: meetingTable, fields: uniqueMeeting(n) };
}
