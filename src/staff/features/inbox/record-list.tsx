import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { RecordSummary } from '@schemas/staff-api';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import type { DataTable as TableComponent } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { meetingState } from '@schemas/meeting-states';
import { MeetingStateBadge } from '../../components/meeting-state-badge';
import { StatusBadge } from '../../components/status-badge';
import { DuplicateBadge } from './duplicate-badge';
import { PaymentBadge } from './payment-badge';
import { formatShort } from '../../lib/format-time';
import { submitterName, recordPhone, recordSummaryLine } from '../../lib/record-text';
import { entryByTable } from '../../lib/inbox-entries';

// The table's code (TanStack Table, about 13 KB gzip) loads only where a table shows, from 768 px:
// a phone shows cards and keeps its first screen light. Columns are plain column definitions, so
// nothing of the table library is imported up front.
// (`lazy` drops the component's type parameter; the cast gives it back.)
const DataTable = lazy(() =>
  import('../../components/data-table').then(({ DataTable }) => ({ default: DataTable })),
) as unknown as typeof TableComponent;
type Column = ColumnDef<RecordSummary, string>;

/** A meeting's state beside its inbox status: Requested until staff decide. */
function MeetingBadge({ record }: { record: RecordSummary }) {
  return record.table === 'Meeting' ? <MeetingStateBadge state={meetingState(record.decision)} /> : null;
}
const recordPath = (record: RecordSummary) => `/records/${encodeURIComponent(record.table)}/${record.id}`;

// A row's name is a plain link, opened in the app by one click handler on the list (`useOpenRow`):
// a router `Link` per row runs the router's hooks 50 times, a good part of a slow phone's first paint.
function RecordLink({ record, base }: { record: RecordSummary; base: string }) {
  const path = recordPath(record);
  return (
    <a
      data-row-link
      data-path={path}
      href={base + path}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {submitterName(record)}
    </a>
  );
}

/** A plain click (or Enter) on a row's link opens the record in the app; a modified one is left to the browser. */
function useOpenRow() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-row-link]');
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!link?.dataset.path || event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(link.dataset.path);
  };
}

/** Up/Down (and Home/End) move between the rows' links; Enter opens the focused one. */
function moveBetweenRows(event: KeyboardEvent<HTMLElement>) {
  const moves = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!moves.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row-link]')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
  event.preventDefault();
  links[next].focus();
}

interface RecordListProps {
  records: RecordSummary[];
  /** "All new" mixes tables, so it names each row's kind. */
  showTable: boolean;
  caption: string;
}

const FIRST_CARDS = 12;

/**
 * The inbox list: a table from 768 px, cards below (phones), both from the same column model.
 * Phone numbers are tap-to-call right in the list, since staff call back from their phones.
 */
export function RecordList({ records, showTable, caption }: RecordListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  // A phone's first frame draws the cards its screen shows, and a few more; the rest of the page of
  // 50 follow once it has painted (an effect runs after the paint): on a slow phone the whole page
  // of cards was a 120 ms task between the data and the first row.
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => setAllDrawn(true), []);
  const base = useHref('/').replace(/\/$/, '');
  const openRow = useOpenRow();
  const columns = useMemo(
    (): Column[] => [
      { id: 'from', header: 'From', cell: ({ row }) => <RecordLink record={row.original} base={base} /> },
      ...(showTable
        ? [
            {
              id: 'kind',
              header: 'Kind',
              accessorFn: (record) => entryByTable(record.table)?.single ?? record.table,
            } satisfies Column,
          ]
        : []),
      { id: 'details', header: 'Details', accessorFn: (record) => recordSummaryLine(record) },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (record) => record.status,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={row.original.status} />
            <MeetingBadge record={row.original} />
            <PaymentBadge record={row.original} />
            <DuplicateBadge record={row.original} />
          </span>
        ),
      },
      { id: 'assignee', header: 'Assignee', accessorFn: (record) => record.assignee?.name ?? '—' },
      {
        id: 'received',
        header: 'Received',
        accessorFn: (record) => record.createdTime,
        cell: ({ row }) => (
          <time className="whitespace-nowrap" dateTime={row.original.createdTime}>
            {formatShort(row.original.createdTime)}
          </time>
        ),
      },
    ],
    [showTable, base],
  );
  if (wide)
    return (
      <div onKeyDown={moveBetweenRows} onClick={openRow}>
        <Suspense fallback={<Loading />}>
          <DataTable
            caption={`${caption}. Use the arrow keys to move between rows.`}
            data={records}
            columns={columns}
          />
        </Suspense>
      </div>
    );

  return (
    <ul aria-label={caption} className="flex flex-col gap-2" onKeyDown={moveBetweenRows} onClick={openRow}>
      {(allDrawn ? records : records.slice(0, FIRST_CARDS)).map((record) => {
        const phone = recordPhone(record);
        return (
          <li key={record.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <RecordLink record={record} base={base} />
              <span className="flex flex-wrap justify-end gap-1">
                <StatusBadge status={record.status} />
                <MeetingBadge record={record} />
                <PaymentBadge record={record} />
                <DuplicateBadge record={record} />
              </span>
            </div>
            {(showTable || record.table !== 'Request-Callback') && (
              <p className="mt-1 text-sm text-ink-muted">
                {[
                  showTable && entryByTable(record.table)?.single,
                  record.table !== 'Request-Callback' && recordSummaryLine(record),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              {phone ? (
                <a href={phone.tel} className="font-semibold text-brand-700 underline">
                  Call {phone.display}
                </a>
              ) : (
                <span />
              )}
              <span className="text-ink-soft">
                <time dateTime={record.createdTime}>{formatShort(record.createdTime)}</time>
                {record.assignee && ` · ${record.assignee.name}`}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
