import type { IconFeature } from '@/content/icon-feature';
import { cn } from '@/lib/cn';

interface FeatureGridProps {
  items: readonly IconFeature[];
  /** Columns on large screens. */
  columns?: 3 | 4;
  tone?: 'plain' | 'brand';
}

// Three-up grids go straight from one column to three, so no card is left alone on a row.
const columnClass = { 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Icon tiles with a title and a short description (home features, Why Us, feature list ...). */
export function FeatureGrid({ items, columns = 3, tone = 'plain' }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-5', columnClass[columns])}>
      {items.map(({ title, description, icon: Icon }) => (
        <li
          key={title}
          className={cn(
            'rounded-2xl p-6 transition-shadow',
            tone === 'brand'
              ? 'bg-white/5 ring-1 ring-white/10'
              : 'bg-white shadow-card ring-1 ring-slate-100 hover:shadow-lift',
          )}
        >
          <span
            className={cn(
              'inline-flex h-12 w-12 items-center justify-center rounded-xl',
              tone === 'brand' ? 'bg-accent-600 text-white' : 'bg-brand-50 text-brand-700',
            )}
          >
            <Icon aria-hidden="true" className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg">{title}</h3>
          <p className={cn('mt-2 text-[0.95rem]', tone === 'brand' ? 'text-brand-100' : 'text-ink-muted')}>
            {description}
          </p>
        </li>
      ))}
    </ul>
  );
}
