import { listedTeamMembers, teamTable, type ListedTeamMember } from '../../schemas/team-member';
import { MAX_PAGE_SIZE } from '../tables/list-query';
import type { StoredRecord, TableBackend } from '../tables/record-store';

/** At most this many pages of 100 members: the team page is bounded whatever the store holds. */
const MAX_PAGES = 10;

/** The team page's members as a visitor's public Team read gives them (hidden ones left out, or a mirror's cached list). */
export async function publicTeam(tables: TableBackend): Promise<ListedTeamMember[]> {
  const records: StoredRecord[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await tables.list(teamTable, { pageSize: MAX_PAGE_SIZE, skip: records.length, sort: [] }, '');
    records.push(...answer.records);
    if (!answer.offset) break;
  }
  return listedTeamMembers(records);
}
