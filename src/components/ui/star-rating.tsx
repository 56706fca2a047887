import { HiStar } from 'react-icons/hi2';

interface StarRatingProps {
  value: number;
  max?: number;
}

/** A row of stars that screen readers announce as one phrase, e.g. 'Rated 5 out of 5'. */
export function StarRating({ value, max = 5 }: StarRatingProps) {
  return (
    <div role="img" aria-label={`Rated ${value} out of ${max}`} className="flex gap-0.5">
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
