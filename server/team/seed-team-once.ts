import { teamTable } from '../../schemas/team-member';
import type { Db } from '../db';
import { markSeeded, seedOnce } from '../settings/seed-once';
import type { RecordStore } from '../tables/record-store';
import { sampleTeam } from './sample-team';

/** From now on the sample team is never seeded into this data folder (a staff import replaced it). */
export const markTeamSeeded = (db: Db) => markSeeded(db, 'team_seeded');

/** Seeds the Team table once per data folder; a later import or deletion is never undone. */
export function seedTeamOnce(db: Db, store: RecordStore) {
  seedOnce(db, 'team_seeded', () => store.create(teamTable, sampleTeam));
}
