import { useQuery } from '@tanstack/react-query';
import type { SubscriberItem, SubscribersAnswer, SubscriberState } from '@schemas/follow';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { subscribersKey } from '../../lib/query-keys';
import { staffClient, staffUrl } from '../../lib/staff-client';

const stateNames: Record<SubscriberState, { label: string; tone: string }> = {
  pending: { label: 'Waiting for confirmation', tone: 'bg-accent-100 text-accent-800' },
  confirmed: { label: 'Following', tone: 'bg-green-100 text-green-900' },
  unsubscribed: { label: 'Unsubscribed', tone: 'bg-slate-200 text-slate-800' },
};
const languageNames = { en: 'English', ne: 'Nepali' } as const;

function Dates({ item }: { item: SubscriberItem }) {
  const lines: [string, string | null][] = [
    ['Signed up', item.createdAt],
    ['Confirmed', item.confirmedAt],
    ['Unsubscribed', item.unsubscribedAt],
  ];
  return (
    <>
      {lines.map(([label, at]) =>
        at ? (
          <span key={label} className="block">
            {label} <time dateTime={at}>{formatInstant(at)}</time>
          </span>
        ) : null,
      )}
    </>
  );
}

/** The blog's followers (admins): address, language, state and dates, and all of it as a CSV file. */
export default function SubscribersPage() {
  const subscribers = useQuery<SubscribersAnswer, ApiError>({
    queryKey: subscribersKey,
    queryFn: async () => (await staffClient.get<SubscribersAnswer>('/subscribers')).data,
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageHeading title="Subscribers" />
      <p className="text-sm">
        Readers who asked for new blog articles by e-mail. An address gets articles only once its owner confirmed it
        from the e-mail we sent; every article has a one-click unsubscribe. Deleting a person’s data (Personal data)
        removes their subscription too.
      </p>
      <p>
        <a
          className="inline-flex items-center rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700"
          href={staffUrl('/subscribers/export.csv')}
          download
        >
          Download all (CSV)
        </a>
      </p>
      {subscribers.isPending ? (
        <Loading />
      ) : subscribers.isError ? (
        <LoadError what="The subscribers" error={subscribers.error} />
      ) : subscribers.data.subscribers.length === 0 ? (
        <p className="text-ink-muted">Nobody follows the blog by e-mail yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Subscribers">
          {subscribers.data.subscribers.map((item) => (
            <li key={item.email} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="break-all font-semibold">{item.email}</span>
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', stateNames[item.state].tone)}>
                  {stateNames[item.state].label}
                </span>
                <span className="text-ink-muted">{languageNames[item.lang]}</span>
              </p>
              <p className="mt-1 text-ink-muted">
                <Dates item={item} />
                <span className="block">
                  {item.postsSent} {item.postsSent === 1 ? 'article' : 'articles'} sent
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
