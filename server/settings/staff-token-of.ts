import { generatedToken, resolveStaffToken, staffTokenWeakness } from '../staff-token';
import { isSqlite, type Db } from '../storage/db';
import { SettingsStore } from './settings-store';

/**
 * The token every gateway on the database accepts: the configured one, else the one kept in
 * DATA_DIR's file (SQLite: `resolveStaffToken`) or, on PostgreSQL, in the settings, generated once
 * by whichever gateway starts first. A weak one stored there stops the start, as a weak file does.
 */
export function staffTokenOf(configured: string | undefined, dataDir: string, db: Db): string {
  if (configured || isSqlite(db)) return resolveStaffToken(configured, dataDir).token;
  const token = new SettingsStore(db).getOrMake('staff_token', generatedToken);
  const weakness = staffTokenWeakness(token);
  if (weakness)
    throw new Error(
      `The staff token in the database's settings (staff_token) is unusable (the token ${weakness}). Delete that setting to have a new one generated, or set STAFF_TOKEN.`,
    );
  return token;
}
