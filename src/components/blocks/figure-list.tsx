import { cn } from '@/lib/cn';

interface FigureListProps {
  items: readonly { value: string; label: string }[];
  tone?: 'light' | 'dark';
  className?: string;
}

/** A row of headline figures (a case study's results, the home banner's numbers). */
export function FigureList({ items, tone = 'light', className }: FigureListProps) {
  const dark = tone === 'dark';
  return (
    <dl className={cn('grid grid-cols-3 gap-3 sm:gap-4', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex flex-col-reverse rounded-2xl p-4 text-center',
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-brand-50',
          )}
        >
          <dt className={cn('text-sm', dark ? 'text-brand-200' : 'text-ink-muted')}>{item.label}</dt>
          <dd className={cn('text-2xl font-bold sm:text-4xl', dark ? 'text-accent-300' : 'text-brand-700')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
