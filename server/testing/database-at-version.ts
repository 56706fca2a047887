import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../migrations/migrations';
import { tempDir } from './test-gateway';

/** A new data folder whose database stands at schema version `version`, open for a test to fill as that version would. */
export function databaseAtVersion(prefix: string, version: number) {
  const dataDir = tempDir(prefix);
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'gateway.db'));
  db.pragma('journal_mode = WAL');
  db.transaction(() => {
    migrate(db, 0, version);
    db.pragma(`user_version = ${version}`);
  })();
  return { dataDir, db };
}
