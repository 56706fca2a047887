import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AuditEntry, AuditListAnswer } from '@schemas/staff-api';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api-client';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { formatInstant } from '../../lib/format-time';
import { auditKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';

const column = createColumnHelper<AuditEntry>();
const columns = [
  column.accessor('at', {
    header: 'When',
    cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue())}</time>,
  }),
  column.accessor((entry) => entry.actor?.name ?? '—', { id: 'actor', header: 'Who' }),
  column.accessor('action', { header: 'What' }),
  column.display({
    id: 'target',
    header: 'Record',
    cell: ({ row: { original: entry } }) =>
      entry.table && entry.recordId ? (
        <Link className="text-brand-700 underline" to={`/records/${encodeURIComponent(entry.table)}/${entry.recordId}`}>
          {entry.table} {entry.recordId}
        </Link>
      ) : (
        '—'
      ),
  }),
  column.accessor((entry) => entry.detail ?? '', { id: 'detail', header: 'Detail' }),
];

/** Every staff action, newest first (admins only). */
export default function AuditPage() {
  const log = useInfiniteQuery<AuditListAnswer, ApiError>({
    queryKey: auditKey,
    queryFn: async ({ pageParam }) =>
      (await staffClient.get<AuditListAnswer>('/audit', { params: { cursor: pageParam } })).data,
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeading title="Audit log" />
      {log.isPending ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <Spinner /> Loading…
        </p>
      ) : log.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          The audit log could not be loaded: {log.error.message}
        </p>
      ) : (
        <DataTable caption="Staff actions, newest first" data={entries} columns={columns} />
      )}
      {log.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" size="sm" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
