import { teamTable } from '../../schemas/team-member';
import type { TableBackend } from '../tables/record-store';
import type { TeamCache } from '../team/team-cache';
import type { Forwarder } from './forwarder';
import type { Outbox } from './outbox';

/**
 * The local tables with the hosted table as a mirror: each new record is copied into the outbox in
 * the transaction that stores it, with its id, and forwarded from there; the public Team is read
 * from the hosted table (through a cache), every other list from the local store.
 */
export function mirroredTables(
  local: TableBackend,
  baseId: string,
  outbox: Outbox,
  forwarder: Forwarder,
  team: TeamCache,
): TableBackend {
  return {
    ...local,
    async create(table, fieldsList, alongside) {
      const records = await local.create(table, fieldsList, (created) => {
        alongside?.(created);
        outbox.copy(baseId, table, created);
      });
      forwarder.nudge();
      return records;
    },
    list: (table, query, rawQuery) => (table === teamTable ? team.get(query) : local.list(table, query, rawQuery)),
  };
}
