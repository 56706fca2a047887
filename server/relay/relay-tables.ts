import { teamTable } from '../../schemas/team-member';
import { TableError } from '../tables/table-error';
import type { TableBackend } from '../tables/table-backend';
import type { Forwarder } from './forwarder';
import type { Outbox } from './outbox';
import type { TeamCache } from '../team/team-cache';
import { UpstreamError, type UpstreamClient } from './upstream-client';

/** Relay mode: submissions go through the outbox; reads come from upstream (the Team through a cache). */
export function relayTables(
  baseId: string,
  outbox: Outbox,
  forwarder: Forwarder,
  client: UpstreamClient,
  team: TeamCache,
): TableBackend {
  return {
    async create(table, fieldsList, alongside) {
      const records = outbox.enqueue(baseId, table, fieldsList, alongside);
      forwarder.nudge();
      return records;
    },
    async list(table, query, rawQuery) {
      if (table === teamTable) return team.get(query);
      try {
        return await client.list(table, rawQuery);
      } catch (error) {
        if (error instanceof UpstreamError)
          throw new TableError(
            502,
            'UPSTREAM_UNAVAILABLE',
            'The table service did not answer. Please try again shortly.',
          );
        throw error;
      }
    },
  };
}
