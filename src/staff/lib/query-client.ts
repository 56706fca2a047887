import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client';

/** Server state for the back office: a signed-out answer is not worth retrying. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failures, error) => failures < 2 && ![401, 403, 404].includes((error as ApiError).status ?? 0),
    },
  },
});
