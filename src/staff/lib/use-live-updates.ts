import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countsKey } from './counts';
import { deleteRecordKey, overviewKey, recordKey, recordsKey, sessionKey } from './query-keys';
import { staffApiBase } from '@schemas/staff-api-basics';

/**
 * New and changed submissions arrive as server-sent events; each one marks the inbox lists, the
 * overview, the counts and that record's page as stale, so whatever is on screen refetches. EventSource
 * reconnects by itself; the counts also poll slowly (lib/counts.ts) in case a proxy cuts the stream.
 * The gateway ends the stream when the session ends (signed out everywhere, on any gateway): the
 * session is asked for again at once, so the page goes to sign-in rather than waiting for a click.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const events = new EventSource(`${staffApiBase}/events`);
    events.addEventListener('record', (event) => {
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: countsKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
      try {
        const { table, id } = JSON.parse((event as MessageEvent<string>).data) as { table: string; id: string };
        // The gateway announces a deletion before it answers the DELETE; refetching the record
        // while this page is still deleting it would only meet a 404.
        if (queryClient.isMutating({ mutationKey: deleteRecordKey(table, id) }) === 0)
          void queryClient.invalidateQueries({ queryKey: recordKey(table, id) });
      } catch {
        /* an event without a record still refreshed the lists */
      }
    });
    events.addEventListener('error', () => void queryClient.invalidateQueries({ queryKey: sessionKey }));
    return () => events.close();
  }, [enabled, queryClient]);
}
