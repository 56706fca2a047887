import type { MeetingStatus } from './meeting-calendar';
import type { MeetingDecision } from './staff-api';

/** A meeting's state as the back office shows it: Requested until staff decide, then the last decision. */
export type MeetingState = 'requested' | MeetingDecision;

export const meetingStateLabels: Record<MeetingState, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  done: 'Done',
  'no-show': 'No-show',
};

export const meetingState = (decision: { value: MeetingDecision } | null | undefined): MeetingState =>
  decision?.value ?? 'requested';

/** The STATUS a calendar shows for each state (the staff download, the staff feed). */
export const meetingCalendarStatus: Record<MeetingState, MeetingStatus> = {
  requested: 'TENTATIVE',
  // Moved by the visitor: tentative until staff confirm the new time.
  rescheduled: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  done: 'CONFIRMED',
  'no-show': 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};
