import { teamTable } from '../../schemas/team-member';
import type { Db } from '../storage/db';
import { seedOnce } from '../settings/seed-once';
import type { RecordStore } from '../tables/record-store';
import { sampleTeam } from './sample-team';

/** Seeds the Team table once per data folder; a later import or deletion is never undone. */
export function seedTeamOnce(db: Db, store: RecordStore) {
  seedOnce(db, 'team_seeded', () => store.create(teamTable, sampleTeam));
}
