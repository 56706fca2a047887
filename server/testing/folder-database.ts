import { createHash } from 'node:crypto';
import { openConfiguredDatabase } from '../database';
import type { Db } from '../storage/db';
import { createTestDatabase, testCluster } from './test-database';

const created = new Map<string, Promise<string>>();

/**
 * In the PostgreSQL pass (`TEST_POSTGRES_URL`, a throw-away cluster), the database a data folder's
 * gateway uses: one per folder, made on first use, so a gateway started again on its folder (in this
 * process or as a child process) finds what it stored, and every other test starts empty. Undefined
 * in the SQLite pass, where the folder's own gateway.db is the database.
 */
export function folderDatabaseUrl(dataDir: string): Promise<string> | undefined {
  if (!testCluster()) return undefined;
  const name = `folder_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  let url = created.get(name);
  if (!url) {
    url = createTestDatabase(name);
    created.set(name, url);
  }
  return url;
}

/** What a gateway on `dataDir` needs to find its database, in either pass: its DATA_DIR, and DATABASE_URL on PostgreSQL. */
export async function folderEnv(dataDir: string): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  const url = await folderDatabaseUrl(dataDir);
  return url ? { DATA_DIR: dataDir, DATABASE_URL: url } : { DATA_DIR: dataDir };
}

/**
 * The database a gateway on `dataDir` uses, opened and upgraded as the gateway opens it: for a test
 * to write what it needs before a gateway (a child process) starts, or read what one left, with the
 * owners' typed methods, on either engine.
 */
export async function openFolderDatabase(dataDir: string): Promise<Db> {
  return openConfiguredDatabase(await folderEnv(dataDir));
}
