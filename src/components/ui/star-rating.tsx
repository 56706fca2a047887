import { HiStar } from 'react-icons/hi2';

interface StarRatingProps {
  value: number;
  max?: number;
  /** What screen readers announce for the whole row, in the page's language. */
  label: string;
}

/** A row of stars that screen readers announce as one phrase, e.g. 'Rated 5 out of 5'. */
export function StarRating({ value, max = 5, label }: StarRatingProps) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <HiStar
          key={i}
          aria-hidden="true"
          className={i < value ? 'h-5 w-5 text-accent-400' : 'h-5 w-5 text-slate-300'}
        />
      ))}
    </div>
  );
}
