import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AuditEntry, AuditListAnswer } from '@schemas/staff-api';
import type { ApiError } from '@/lib/api-error';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { ShowMore } from '../../components/show-more';
import { formatInstant } from '../../lib/format-time';
import { auditKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

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
        <Loading />
      ) : log.isError ? (
        <LoadError what="The audit log" error={log.error} />
      ) : (
        <DataTable caption="Staff actions, newest first" data={entries} columns={columns} />
      )}
      <ShowMore list={log} />
    </>
  );
}
