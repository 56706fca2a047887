import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import type { RecordFilterQuery, RecordListAnswer, RecordListQuery } from '@schemas/staff-api';
import { recordsKey } from '../../lib/query-keys';
import { staffClient, staffUrl } from '../../lib/staff-client';

export async function fetchRecords(query: RecordListQuery, cursor: string | undefined) {
  return (await staffClient.get<RecordListAnswer>('/records', { params: { ...query, cursor } })).data;
}

/** A filtered list, a page at a time (keyset: each page names the cursor of the next). */
export const recordsQuery = (query: RecordListQuery) =>
  infiniteQueryOptions<RecordListAnswer, ApiError, InfiniteData<RecordListAnswer>, unknown[], string | undefined>({
    queryKey: [...recordsKey, query],
    queryFn: ({ pageParam }) => fetchRecords(query, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The CSV export of exactly the filtered list on screen, every filter the list is asked with (a plain GET, so a link does it). */
export const exportUrl = (filters: RecordFilterQuery) => staffUrl('/export.csv', filters);
