import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { type Params, useLocation, useParams } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form/form-status';
import { buttonClass } from '@/components/ui/button';
import { NotFound } from '../../components/not-found';
import { PageHeading } from '../../components/page-heading';
import { ShowMore } from '../../components/show-more';
import { entryBySlug } from '../../lib/inbox-entries';
import { InboxFilterBar } from './inbox-filter-bar';
import { filtersFrom, listQuery, searchesEverything, useInboxFilters } from './inbox-filters';
import { RecordList } from './record-list';
import { exportUrl, recordsQuery } from './records-api';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

/**
 * Asks for the list's first page as soon as the page's code is in (src/staff/main.tsx), beside the
 * session check: the page's first render then has its rows, without a loading state in between.
 */
export function prefetch(client: QueryClient, params: Params, search: URLSearchParams) {
  const entry = entryBySlug(params.slug);
  if (params.slug && !entry) return;
  void client.prefetchInfiniteQuery(recordsQuery(listQuery(entry?.table, filtersFrom(search))));
}

/** "All new" at /staff/inbox and one inbox per table at /staff/inbox/<slug>, filtered through the URL. */
export default function InboxPage() {
  const { slug } = useParams();
  const entry = entryBySlug(slug);
  const { filters, update } = useInboxFilters();
  const query = listQuery(entry?.table, filters);
  const everything = searchesEverything(entry?.table, filters);
  const title = filters.waiting
    ? `${entry?.label ?? 'New submissions'} waiting over a working day`
    : (entry?.label ?? (everything ? 'Search results' : 'All new'));
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  const list = useInfiniteQuery({ ...recordsQuery(query), enabled: !slug || Boolean(entry) });

  if (slug && !entry) return <NotFound />;
  const records = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeading title={title}>
        <a href={exportUrl(query)} download className={buttonClass('outline', 'sm')}>
          Export CSV
        </a>
      </PageHeading>
      <FormStatus tone="success" className="mb-3 text-sm">
        {notice}
      </FormStatus>
      <InboxFilterBar
        key={slug ?? 'all'}
        filters={filters}
        onChange={update}
        withStatus={Boolean(entry) || everything}
        withWhen={entry?.table === 'Meeting'}
      />
      {list.isPending ? (
        <Loading>Loading submissions…</Loading>
      ) : list.isError ? (
        <LoadError what="The list" error={list.error} />
      ) : records.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">
          {filters.waiting
            ? 'Nothing has waited longer than a working day.'
            : filters.q || filters.assignee || filters.from || filters.to || filters.status
              ? 'Nothing matches these filters.'
              : entry
                ? 'No submissions yet.'
                : 'Nothing new. Everything has been picked up.'}
        </p>
      ) : (
        <RecordList records={records} showTable={!entry} caption={title} />
      )}
      <ShowMore list={list} />
    </>
  );
}
