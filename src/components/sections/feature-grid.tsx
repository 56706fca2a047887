import type { IconType } from 'react-icons';
import { cn } from '@/lib/cn';

export interface Feature {
  title: string;
  description: string;
  icon: IconType;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** Columns on large screens. */
  columns?: 3 | 4;
  tone?: 'plain' | 'brand';
}

const columnClass = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** Icon tiles with a title and a short description (home features, Why Us, feature list ...). */
export function FeatureGrid({ items, columns = 3, tone = 'plain' }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', columnClass[columns])}>
      {items.map(({ title, description, icon: Icon }) => (
        <li
          key={title}
          className={cn(
            'rounded-2xl p-6 transition-shadow',
            tone === 'brand' ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-card ring-1 ring-slate-100 hover:shadow-lift',
          )}
        >
          <span className={cn('inline-flex h-12 w-12 items-center justify-center rounded-xl', tone === 'brand' ? 'bg-accent-500 text-white' : 'bg-brand-50 text-brand-700')}>
            <Icon aria-hidden="true" className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg">{title}</h3>
          <p className={cn('mt-2 text-[0.95rem]', tone === 'brand' ? 'text-brand-100' : 'text-ink-muted')}>{description}</p>
        </li>
      ))}
    </ul>
  );
}
