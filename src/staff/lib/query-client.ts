import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { asApiError } from '@/lib/api-error';
import { sessionKey } from './query-keys';

/**
 * Server state for the back office. Any answer 401 means the session ended (signed out
 * elsewhere, revoked by an admin, expired): the session becomes null and the layout sends the
 * person to the sign-in page at once, instead of each page showing its own error.
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => signedOutOn(error) }),
  mutationCache: new MutationCache({ onError: (error) => signedOutOn(error) }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (failures, error) => failures < 2 && ![401, 403, 404].includes(asApiError(error).status ?? 0),
    },
  },
});

function signedOutOn(error: unknown) {
  if (asApiError(error).status === 401 && queryClient.getQueryData(sessionKey))
    queryClient.setQueryData(sessionKey, null);
}
