import { recordStatusLabels, type RecordStatus } from '@schemas/staff-api-basics';
import { cn } from '@/lib/cn';

const tones: Record<RecordStatus, string> = {
  new: 'bg-accent-100 text-accent-800',
  in_progress: 'bg-brand-100 text-brand-900',
  done: 'bg-green-100 text-green-900',
  spam: 'bg-red-100 text-red-900',
  archived: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: RecordStatus }) {
  return (
    <span
      className={cn('inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status])}
    >
      {recordStatusLabels[status]}
    </span>
  );
}
