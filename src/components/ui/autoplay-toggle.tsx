import { HiPause, HiPlay } from 'react-icons/hi2';
import { cn } from '@/lib/cn';

interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
  /** The button's accessible name in each state: 'Pause testimonials' while playing, 'Play testimonials'. */
  label: (playing: boolean) => string;
  className?: string;
}

/**
 * The visible pause/play control every auto-advancing carousel carries. Both icons and the other
 * state's name are in the page, so it answers a press before its code arrives
 * (src/components/blocks/carousel-boot.ts).
 */
export function AutoplayToggle({ playing, onToggle, label, className }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label(playing)}
      data-other-label={label(!playing)}
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white text-brand-800 shadow-card ring-1 ring-brand-100 hover:bg-brand-50',
        className,
      )}
    >
      <HiPause aria-hidden="true" className={cn('h-4 w-4', !playing && 'hidden')} />
      <HiPlay aria-hidden="true" className={cn('h-4 w-4', playing && 'hidden')} />
    </button>
  );
}
