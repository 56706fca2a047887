import type { Milestone } from '@/content/timeline';
import { cn } from '@/lib/cn';

interface VerticalTimelineProps {
  label: string;
  items: readonly Milestone[];
}

/** Milestones on a vertical line: alternating sides on wide screens, one column on phones. */
export function VerticalTimeline({ label, items }: VerticalTimelineProps) {
  return (
    <ol
      aria-label={label}
      className="relative mx-auto max-w-5xl before:absolute before:bottom-0 before:left-6 before:top-0 before:w-0.5 before:bg-brand-200 md:before:left-1/2 md:before:-translate-x-1/2"
    >
      {items.map(({ date, dateTime, title, description, icon: Icon }, i) => {
        const left = i % 2 === 0;
        return (
          <li key={dateTime} className="relative pb-10 pl-16 last:pb-0 md:grid md:grid-cols-2 md:gap-16 md:pl-0">
            <span className="absolute left-6 top-0 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift ring-4 ring-white md:left-1/2">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div
              className={cn(
                'rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-100',
                left ? 'md:col-start-1 md:text-right' : 'md:col-start-2',
              )}
            >
              <time dateTime={dateTime} className="text-sm font-semibold tracking-wide text-accent-600">
                {date}
              </time>
              <h2 className="mt-1 text-xl">{title}</h2>
              <p className="mt-2 text-ink-muted">{description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
