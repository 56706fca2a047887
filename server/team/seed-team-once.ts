import { teamTable } from '../../schemas/team-member';
import type { Db } from '../db';
import { SettingsStore } from '../settings/settings-store';
import type { RecordStore } from '../tables/record-store';
import { sampleTeam } from './sample-team';

/** From now on the sample team is never seeded into this data folder (a staff import replaced it). */
export function markTeamSeeded(db: Db) {
  new SettingsStore(db).set('team_seeded', new Date().toISOString());
}

/**
 * Seeds the Team table once per data folder; a later import or deletion is never undone. The
 * check runs inside a write transaction, so two processes starting together seed it once.
 */
export function seedTeamOnce(db: Db, store: RecordStore) {
  db.transaction(() => {
    if (new SettingsStore(db).get('team_seeded')) return;
    store.create(teamTable, sampleTeam);
    markTeamSeeded(db);
  }).immediate();
}
