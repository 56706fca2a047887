import { teamMember, teamTable, type TeamMember } from '@schemas/team-member';
import { listRecords } from '@/lib/api-client';

/** The Team table's valid records, ascending by `order`; a malformed record is skipped, not fatal. */
export async function loadTeam(): Promise<(TeamMember & { id: string })[]> {
  const records = await listRecords<unknown>(teamTable);
  return records
    .flatMap((record) => {
      const parsed = teamMember.safeParse(record.fields);
      return parsed.success ? [{ ...parsed.data, id: record.id }] : [];
    })
    .sort((a, b) => a.order - b.order);
}
