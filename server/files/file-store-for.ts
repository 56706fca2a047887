import { join } from 'node:path';
import { isSqlite, type Db } from '../storage/db';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { postgresFileStore } from './postgres-file-store';

/** The gateway's folders of files, each a store of its own (what migrate-data moves). */
export const gatewayFolders = ['files', 'files/.incoming', 'media', 'videos', 'team-photos', 'mail'];

/**
 * The store for one of the gateway's folders: on SQLite the folder in DATA_DIR; on PostgreSQL the
 * database every gateway shares, so a file stored through one is served by all.
 */
export const fileStoreFor = (db: Db, dataDir: string, folder: string): FileStore =>
  isSqlite(db) ? localFileStore(join(dataDir, folder)) : postgresFileStore(db, folder);
