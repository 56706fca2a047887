import { HiPause, HiPlay } from 'react-icons/hi2';
import { cn } from '@/lib/cn';

interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
  /** The button's accessible name for the current state: 'Pause testimonials'. */
  label: string;
  className?: string;
}

/** The visible pause/play control every auto-advancing carousel carries. */
export function AutoplayToggle({ playing, onToggle, label, className }: AutoplayToggleProps) {
  const Icon = playing ? HiPause : HiPlay;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white text-brand-800 shadow-card ring-1 ring-brand-100 hover:bg-brand-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
