import { callbackTable, careerTable, meetingTable } from './table-names';

/**
 * The staff API's plain values, free of zod: the back office's entry (its client, navigation and
 * live updates) reads these, and every screen's schema stays in `staff-api.ts`, which re-exports them.
 */
export const staffApiBase = '/staff/api';
export const csrfHeader = 'X-CSRF-Token';

export const inboxTables = [callbackTable, meetingTable, careerTable] as const;
export type InboxTable = (typeof inboxTables)[number];
export const inboxTableLabels: Record<InboxTable, string> = {
  [callbackTable]: 'Callback requests',
  [meetingTable]: 'Meetings',
  [careerTable]: 'Career applications',
};

/** New → In progress → Done, plus Spam and Archived; any status may be set from any other. */
export const recordStatuses = ['new', 'in_progress', 'done', 'spam', 'archived'] as const;
export type RecordStatus = (typeof recordStatuses)[number];
export const recordStatusLabels: Record<RecordStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
  archived: 'Archived',
};

/** Password rules; the gateway also refuses the most common passwords (WEAK_PASSWORD). */
export const passwordRules = { minLength: 12, maxLength: 256 } as const;
