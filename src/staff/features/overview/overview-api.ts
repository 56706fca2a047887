import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-error';
import type { OverviewAnswer } from '@schemas/staff-overview';
import { overviewKey } from '../../lib/query-keys';
import { staffClient } from '../../lib/staff-client';

/** The overview's one answer: everything its first render shows. */
export const overviewQuery = queryOptions<OverviewAnswer, ApiError>({
  queryKey: overviewKey,
  queryFn: async () => (await staffClient.get<OverviewAnswer>('/overview')).data,
  // A slow safety net under the live updates (a new submission refreshes it at once).
  refetchInterval: 60_000,
});

/** Asks for the answer as soon as the page's code is in, beside the session check. */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(overviewQuery);
}
