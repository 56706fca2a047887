import { teamTable } from '../../schemas/team-member';
import type { Db } from '../database';
import type { RecordStore } from '../tables/record-store';
import { sampleTeam } from './sample-team';

/**
 * Seeds the Team table once per data folder; a later import or deletion is never undone. The
 * check runs inside a write transaction, so two processes starting together seed it once.
 */
export function seedTeamOnce(db: Db, store: RecordStore) {
  db.transaction(() => {
    if (db.prepare("SELECT 1 FROM meta WHERE key = 'team_seeded'").get()) return;
    store.create(teamTable, sampleTeam);
    db.prepare("INSERT INTO meta (key, value) VALUES ('team_seeded', ?)").run(new Date().toISOString());
  }).immediate();
}
