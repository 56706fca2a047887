import { useCallback, useEffect, useRef, useState } from 'react';
import { useOutsidePress } from '@/lib/hooks/use-outside-press';
import { CategoryLinks, type CategoryLink } from './category-links';

interface CategoryToggleProps {
  /** What the closed toggle says: the strip's name and the category shown. */
  summary: string;
  links: CategoryLink[];
}

/**
 * The category strip folded behind a toggle on a phone: a plain `<details>`, which opens and closes
 * with no script; once hydrated, a press outside it or Escape closes it too.
 */
export function CategoryToggle({ summary, links }: CategoryToggleProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (details.current) details.current.open = false;
  }, []);
  useOutsidePress(details, open, close);
  // Listening from hydration on, and asking the element whether it is open: an Escape pressed right
  // after the toggle opened it (before its toggle event reached React) still closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current?.open) return;
      const within = details.current.contains(document.activeElement);
      close();
      if (within) details.current.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);
  return (
    <details ref={details} onToggle={(event) => setOpen(event.currentTarget.open)} className="group sm:hidden">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-200 [&::-webkit-details-marker]:hidden">
        {summary}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <CategoryLinks links={links} className="mt-2 flex flex-col items-start gap-2" />
    </details>
  );
}
