import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { EventView } from '@schemas/gallery-event';
import type { ApiError } from '@/lib/api-error';
import { LoadError } from '../../../components/load-error';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { DeleteSamples } from '../delete-samples';
import { deleteSampleEvents, eventsKey, fetchEvents } from './events-api';
import { PostStateBadge } from '../posts/post-state-badge';

/** Every event, newest first, with its state and album size; the shipped samples can go in one action. */
export default function EventsPage() {
  const events = useQuery<EventView[], ApiError>({ queryKey: eventsKey, queryFn: fetchEvents });
  const samples = events.data?.filter((event) => event.sample).length ?? 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeading title="Events">
        <Link
          to="/content/events/new"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          New event
        </Link>
      </PageHeading>
      <DeleteSamples
        count={samples}
        noun="events"
        consequence="Their albums leave /gallery, /gallerys and /singlegallery, in both languages, and the sitemap; your own events stay."
        remove={deleteSampleEvents}
        listKey={eventsKey}
      />
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <LoadError what="The events" error={events.error} />
      ) : events.data.length === 0 ? (
        <p className="text-ink-muted">No events yet.</p>
      ) : (
        <ul aria-label="Events" className="flex flex-col gap-2">
          {events.data.map((event) => (
            <li key={event.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-2">
                <PostStateBadge state={event.state} publishAt={null} />
                {event.sample && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Sample</span>
                )}
                <span className="text-xs text-ink-soft">
                  {event.date} · {event.place} · {event.photos.length} photos · on{' '}
                  {event.featured ? '/singlegallery and ' : ''}/{event.listing}
                </span>
              </div>
              <Link
                to={`/content/events/${event.id}`}
                className="mt-1 block break-words text-lg font-bold text-brand-900 underline-offset-2 hover:underline"
              >
                {event.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
