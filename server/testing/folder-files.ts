import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { FileStore } from '../files/file-store';
import { fileStoreFor } from '../files/file-store-for';
import { isSqlite, type Db } from '../storage/db';
import { typedDb } from '../storage/typed-db';

interface Gateway {
  app: FastifyInstance;
  dataDir: string;
}

/** One of a test gateway's stores (`files`, `videos`, `mail`…), as the gateway itself opens it. */
export const storeOf = (gateway: Gateway, folder: string): FileStore =>
  fileStoreFor(gateway.app.database, gateway.dataDir, folder);

/**
 * What one of a test gateway's stores holds, as its folder on disk shows it: the whole files, and
 * each put not yet whole as the local store names it (`.<random>.part`). On PostgreSQL the same, read
 * from the database.
 */
export const folderFiles = (gateway: Gateway, folder: string): string[] =>
  storedFiles(gateway.app.database, gateway.dataDir, folder);

/** `folderFiles` of a data folder whose gateway runs in another process: `db` is its database (`openFolderDatabase`). */
export function storedFiles(db: Db, dataDir: string, folder: string): string[] {
  if (isSqlite(db)) {
    // A store the gateway never opened has no folder yet, and holds nothing.
    if (!existsSync(join(dataDir, folder))) return [];
    return readdirSync(join(dataDir, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  }
  const names = typedDb(db).all(
    () => sql<{ name: string }>`
      SELECT name FROM stored_files WHERE store = ${folder}
      UNION ALL SELECT '.' || id || '.part' FROM file_puts WHERE store = ${folder}`,
  );
  return names.map((row) => row.name);
}
