import type { Db } from '../database';
import type { RecordStore } from './record-store';
import { teamSeed } from './team-seed';
import { teamTable } from '../../schemas/team-member';

/** Seeds the Team table once per data folder; a later import or deletion is never undone. */
export function seedTeamOnce(db: Db, store: RecordStore) {
  const seeded = db.prepare("SELECT 1 FROM meta WHERE key = 'team_seeded'").get();
  if (seeded) return;
  db.transaction(() => {
    store.create(teamTable, teamSeed);
    db.prepare("INSERT INTO meta (key, value) VALUES ('team_seeded', ?)").run(new Date().toISOString());
  })();
}
