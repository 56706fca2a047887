import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatInstant } from '../../lib/format-time';
import { notificationsKey } from '../../lib/query-keys';
import type { NotificationItem, NotificationParts } from '@schemas/staff-api';
import { MessageParts } from './message-parts';
import { fetchMessage, resend } from './notifications-api';

const tones = {
  queued: 'bg-accent-100 text-accent-800',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  disk: 'bg-slate-200 text-ink',
} as const;

export function NotificationRow({ item }: { item: NotificationItem }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const savedToDisk = item.status === 'sent' && item.savedToDisk;
  const message = useQuery<NotificationParts, ApiError>({
    queryKey: [...notificationsKey, 'message', item.id],
    queryFn: () => fetchMessage(item.id),
    enabled: open,
  });
  const again = useMutation<void, ApiError>({
    mutationFn: () => resend(item.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
  const messageId = `message-${item.id}`;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-semibold text-ink">{item.subject}</p>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[savedToDisk ? 'disk' : item.status])}
        >
          {savedToDisk ? 'saved to disk (no mail server set)' : item.status}
        </span>
      </div>
      <p className="mt-1 break-all text-sm text-ink-muted">
        {item.channel} to {item.recipient} · <time dateTime={item.createdAt}>{formatInstant(item.createdAt)}</time>
        {item.attempts > 1 && ` · ${item.attempts} attempts`}
      </p>
      {item.lastError && (
        <p className="mt-1 break-words text-sm text-red-800">
          <span className="font-semibold">Server answered:</span> {item.lastError}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={messageId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide message' : 'Show message'}
        </Button>
        {(item.status === 'failed' || savedToDisk) && (
          <Button size="sm" onClick={() => again.mutate()} disabled={again.isPending}>
            Resend
          </Button>
        )}
        {item.recordTable && item.recordId && (
          <Link
            className="text-sm font-semibold text-brand-700 underline"
            to={`/records/${encodeURIComponent(item.recordTable)}/${item.recordId}`}
          >
            Open the submission
          </Link>
        )}
      </div>
      <FormStatus tone={again.isError ? 'error' : 'success'} className="mt-1 text-sm">
        {again.isError ? `Not resent: ${again.error.message}` : again.isSuccess ? 'Queued again.' : ''}
      </FormStatus>
      {open && (
        <div id={messageId} className="mt-2">
          {message.isPending ? (
            <p className="text-sm text-ink-muted">Loading the message…</p>
          ) : message.isError ? (
            <p className="text-sm text-red-700">The message could not be loaded: {message.error.message}</p>
          ) : (
            <MessageParts parts={message.data} />
          )}
        </div>
      )}
    </li>
  );
}
