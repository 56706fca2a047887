import { Img } from '@/components/ui/img';
import type { HistoryMilestone } from '@/content/history';
import { cn } from '@/lib/cn';

const colours: Record<HistoryMilestone['colour'], string> = {
  brand: 'border-brand-600',
  accent: 'border-accent-500',
  green: 'border-emerald-600',
  violet: 'border-violet-600',
};

interface HistoryScrollerProps {
  label: string;
  hint: string;
  items: readonly HistoryMilestone[];
  imageSize: { width: number; height: number };
}

/**
 * A sideways row of milestone cards that snaps card by card; focusable so arrow keys scroll it.
 * No smooth scrolling here: with it, Chromium animates the initial snap at load, counts that as a
 * scroll, and stops measuring the page's Largest Contentful Paint.
 */
export function HistoryScroller({ label, hint, items, imageSize }: HistoryScrollerProps) {
  return (
    <div>
      <p id="history-hint" className="mb-4 text-sm text-ink-soft">
        {hint}
      </p>
      <ol
        aria-label={label}
        aria-describedby="history-hint"
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
      >
        {items.map((item) => (
          <li
            key={item.title}
            className={cn(
              'w-64 shrink-0 snap-start overflow-hidden rounded-2xl border-t-4 bg-white shadow-card sm:w-72',
              colours[item.colour],
            )}
          >
            <Img
              src={item.image}
              alt={item.imageAlt}
              {...imageSize}
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">{item.date}</p>
              <h3 className="mt-1 text-lg">{item.title}</h3>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
