import { meetingStateLabels, type MeetingState } from '@schemas/meeting-states';
import { cn } from '@/lib/cn';

const tones: Record<MeetingState, string> = {
  requested: 'bg-accent-100 text-accent-800',
  confirmed: 'bg-green-100 text-green-900',
  rescheduled: 'bg-brand-100 text-brand-900',
  done: 'bg-slate-200 text-slate-800',
  'no-show': 'bg-amber-100 text-amber-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** A meeting's state (Requested until staff decide) as a coloured label. */
export function MeetingStateBadge({ state }: { state: MeetingState }) {
  return (
    <span
      className={cn('inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[state])}
    >
      {meetingStateLabels[state]}
    </span>
  );
}
