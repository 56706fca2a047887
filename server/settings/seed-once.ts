import type { Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';
import { SettingsStore, type SettingKey } from './settings-store';

type SeededKey = Extract<SettingKey, `${string}_seeded`>;

/** From now on `seed` never runs for this data folder (an import brought real content, or replaced it). */
export function markSeeded(db: Db, key: SeededKey) {
  new SettingsStore(db).set(key, new Date().toISOString());
}

/**
 * Runs `seed` once per data folder; a later import or deletion is never undone. The check runs in
 * a transaction that takes the write lock first, so two processes starting together seed once.
 */
export function seedOnce(db: Db, key: SeededKey, seed: () => void) {
  typedDb(db).transaction(
    () => {
      if (new SettingsStore(db).get(key)) return;
      seed();
      markSeeded(db, key);
    },
    { immediate: true },
  );
}
