import { useQuery, type QueryClient } from '@tanstack/react-query';
import { asApiError } from '@/lib/api-error';
import { setCsrfToken, staffClient } from './staff-client';
import type { SessionAnswer } from '@schemas/staff-api';

import { sessionKey } from './query-keys';

/** The signed-in person, or null when signed out (401). */
async function fetchSession(): Promise<SessionAnswer | null> {
  try {
    const { data } = await staffClient.get<SessionAnswer>('/session');
    setCsrfToken(data.csrfToken);
    return data;
  } catch (error) {
    if (asApiError(error).status === 401) {
      setCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

const sessionQuery = { queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 };

export function useSession() {
  return useQuery(sessionQuery);
}

/** Asks for the session before the first render, so the answer is on its way while React starts. */
export function prefetchSession(client: QueryClient) {
  void client.prefetchQuery(sessionQuery);
}

/** The session, from the query the app started with (null when signed out). */
export function sessionFrom(client: QueryClient): Promise<SessionAnswer | null> {
  return client.fetchQuery(sessionQuery);
}

/** The session for pages that render only when signed in (the route guard makes sure). */
export function useSignedIn(): SessionAnswer {
  const { data } = useSession();
  if (!data) throw new Error('useSignedIn needs a session; the route guard renders it only when signed in.');
  return data;
}
