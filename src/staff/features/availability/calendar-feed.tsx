import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FeedAnswer } from '@schemas/booking-staff-api';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { formatInstant } from '../../lib/format-time';
import { feedKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';

/** The signed-in person's private calendar feed: made (shown once, to copy), replaced or revoked. */
export function CalendarFeed() {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const feed = useQuery<FeedAnswer, ApiError>({
    queryKey: feedKey,
    queryFn: async () => (await staffClient.get<FeedAnswer>('/booking/feed')).data,
  });
  const make = useMutation<FeedAnswer, ApiError>({
    mutationFn: async () => (await staffClient.post<FeedAnswer>('/booking/feed')).data,
    onSuccess: (answer) => {
      setCopied(false);
      queryClient.setQueryData(feedKey, answer);
    },
  });
  const revoke = useMutation<unknown, ApiError>({
    mutationFn: () => staffClient.delete('/booking/feed'),
    onSuccess: () => queryClient.setQueryData<FeedAnswer>(feedKey, { createdAt: null, url: null }),
  });
  const url = feed.data?.url ?? null;
  const error = make.error ?? revoke.error ?? feed.error;

  return (
    <section aria-labelledby="feed-heading" className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="feed-heading" className="text-base font-semibold">
        My calendar feed
      </h2>
      <p className="text-sm text-ink-muted">
        Subscribe from Google Calendar or Outlook (“From URL”) to see your meetings and the ones given to nobody. Keep
        the link private: anyone with it can read them.
      </p>
      {url && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor="feed-url" className="sr-only">
            Calendar feed link
          </label>
          <input
            id="feed-url"
            readOnly
            value={url}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      )}
      {!url && feed.data?.createdAt && (
        <p className="mt-2 text-sm">
          Your link was made {formatInstant(feed.data.createdAt)}; it is shown only once. Make a new one to see it again
          (the old one stops working).
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={make.isPending} onClick={() => make.mutate()}>
          {feed.data?.createdAt ? 'Make a new link' : 'Make my link'}
        </Button>
        {feed.data?.createdAt && (
          <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke
          </Button>
        )}
      </div>
      <FormStatus tone={error ? 'error' : 'success'} className="mt-2 text-sm">
        {error ? `Not done: ${error.message}` : revoke.isSuccess && !feed.data?.createdAt ? 'Revoked.' : ''}
      </FormStatus>
    </section>
  );
}
