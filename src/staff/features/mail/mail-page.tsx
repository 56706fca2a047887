import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { PageHeading } from '../../components/page-heading';
import { ShowMore } from '../../components/show-more';
import { notificationsKey } from '../../lib/query-keys';
import type { NotificationListAnswer, NotificationStatus } from '@schemas/staff-api';
import { fetchNotifications } from './notifications-api';
import { NotificationRow } from './notification-row';
import { Loading } from '../../components/loading';
import { NoMailServer } from './no-mail-server';

const views: { value: NotificationStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

/** Every e-mail (and webhook) the gateway sent or will send, what it said, and Resend for failures. */
export default function MailPage() {
  const [status, setStatus] = useState<NotificationStatus | undefined>();
  const list = useInfiniteQuery<NotificationListAnswer, ApiError>({
    queryKey: [...notificationsKey, status ?? 'all'],
    queryFn: ({ pageParam }) => fetchNotifications(status, pageParam as string | undefined),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const mailServer = list.data?.pages[0]?.mailServer ?? true;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Mail" />
      {!mailServer && <NoMailServer />}
      <div role="group" aria-label="Show" className="mb-4 inline-flex flex-wrap gap-1 rounded-full bg-brand-50 p-1">
        {views.map((view) => (
          <button
            key={view.label}
            type="button"
            aria-pressed={status === view.value}
            onClick={() => setStatus(view.value)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold',
              status === view.value ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-white',
            )}
          >
            {view.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading>Loading mail…</Loading>
      ) : list.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          {list.error.status === 404
            ? 'This gateway does not send notifications yet.'
            : `The mail list could not be loaded: ${list.error.message}`}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">
          No messages here.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <ShowMore list={list} />
    </div>
  );
}
