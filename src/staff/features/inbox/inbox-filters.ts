import { useSearchParams } from 'react-router-dom';
import type { InboxTable, RecordFilterQuery, RecordListQuery, RecordStatus } from '@schemas/staff-api';

export interface InboxFilters {
  q: string;
  status: RecordStatus | '';
  assignee: string;
  from: string;
  to: string;
  /** Meetings only: by their booked time. */
  when: NonNullable<RecordListQuery['when']> | '';
  /** Meetings only: unpaid, or a refund due. */
  payment?: NonNullable<RecordListQuery['payment']> | '';
  /** `1`: only what has waited longer than a working day (the overview's line opens it). */
  waiting?: NonNullable<RecordListQuery['waiting']> | '';
}

const keys = ['q', 'status', 'assignee', 'from', 'to', 'when', 'payment', 'waiting'] as const;

/** The filters a page address's query holds. */
export const filtersFrom = (params: URLSearchParams) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as unknown as InboxFilters;

/** The inbox's filters live in the URL, so a filtered view can be reloaded, shared and gone back to. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  function update(change: Partial<InboxFilters>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }
  return { filters, update };
}

/** Whether "All new" has become a search of every table in every status (the status a filter). */
export const searchesEverything = (table: InboxTable | undefined, filters: InboxFilters) =>
  !table && Boolean(filters.q);

/**
 * The API query for a view: one table or, for "All new", every table with status New; a search
 * from "All new" looks through every status, which its status filter narrows.
 */
export function listQuery(table: InboxTable | undefined, filters: InboxFilters): RecordFilterQuery {
  const status = table || searchesEverything(table, filters) ? filters.status || undefined : 'new';
  return {
    table,
    status,
    q: filters.q || undefined,
    assignee: filters.assignee || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    when: (table === 'Meeting' && filters.when) || undefined,
    payment: (table === 'Meeting' && filters.payment) || undefined,
    waiting: filters.waiting || undefined,
  };
}
