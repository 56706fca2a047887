import { useQuery } from '@tanstack/react-query';
import { useSession } from './session';
import { staffClient } from './staff-client';
import type { CountsAnswer } from '@schemas/staff-api';

export const countsKey = ['counts'] as const;

/** New items per table, once signed in. Refreshed by live updates. */
export function useCounts() {
  const { data: session } = useSession();
  return useQuery({
    queryKey: countsKey,
    queryFn: async () => (await staffClient.get<CountsAnswer>('/counts')).data,
    enabled: Boolean(session),
    // A slow safety net under the live updates, should the event stream be cut by a proxy.
    refetchInterval: 60_000,
  });
}

export function totalNew(counts: CountsAnswer | undefined) {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
}
