import { listedTeamMembers, teamTable, type ListedTeamMember } from '@schemas/team-member';
import { listRecords } from '@/lib/api-client';

/** The Team table's valid records, ascending by `order` (schemas/team-member.ts). */
export async function loadTeam(): Promise<ListedTeamMember[]> {
  return listedTeamMembers(await listRecords<unknown>(teamTable));
}
