import { HiOutlineCalendarDays, HiOutlineMapPin } from 'react-icons/hi2';
import { ButtonLink } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { SampleBadge } from '@/components/ui/sample-badge';
import { cn } from '@/lib/cn';
import type { GalleryEvent } from '@/content/gallery-events';
import { formatEventDate } from './format-event-date';

interface EventCardGridProps {
  events: readonly GalleryEvent[];
  imageSize: { width: number; height: number };
  tag: string;
  action: { to: string; label: string };
  withWeekday?: boolean;
  /**
   * How many leading cards are in the first view (eager pictures): a wide screen's first row. The
   * first picture alone is fetched at high priority: it is the largest paint at every width, and on
   * a phone the only one in view.
   */
  eagerCount?: number;
}

/**
 * Event cards: one column on phones, two on tablets, three on wide screens; the cards after the
 * first view are laid out only as they near the window.
 */
export function EventCardGrid({
  events,
  imageSize,
  tag,
  action,
  withWeekday = false,
  eagerCount = 0,
}: EventCardGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {events.map((event, i) => (
        <li key={event.id}>
          <article
            aria-labelledby={`${event.id}-title`}
            className={cn(
              'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-100',
              i >= eagerCount && 'render-when-near [contain-intrinsic-block-size:auto_28rem]',
            )}
          >
            <div className="relative">
              <Img
                src={event.image}
                srcSet={event.srcSet}
                sizes={event.sizes}
                alt={event.alt}
                {...(event.imageSize ?? imageSize)}
                priority={i === 0 && eagerCount > 0}
                eager={i < eagerCount}
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <span className="absolute left-4 top-4 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
                {tag}
              </span>
            </div>
            <div className="flex flex-1 flex-col p-6">
              {event.sampleLabel && (
                <p className="mb-2">
                  <SampleBadge label={event.sampleLabel} />
                </p>
              )}
              <h2 id={`${event.id}-title`} lang={event.lang} className="text-xl">
                {event.alt}
              </h2>
              <p lang={event.locationLang} className="mt-3 flex items-center gap-2 text-ink-muted">
                <HiOutlineMapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                {event.location}
              </p>
              <p className="mt-1 flex items-center gap-2 text-ink-muted">
                <HiOutlineCalendarDays aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <time dateTime={event.date}>{event.dateLabel ?? formatEventDate(event.date, withWeekday)}</time>
              </p>
              <div className="mt-auto pt-5">
                <ButtonLink to={event.href ?? action.to} variant="outline" size="sm">
                  {action.label}
                  <span className="sr-only">: {event.alt}</span>
                </ButtonLink>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
