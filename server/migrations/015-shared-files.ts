import type { Migration } from './migration';

/**
 * Version 15: on PostgreSQL, the gateways' files themselves (uploads, media, videos, team photos,
 * mail), so every gateway on the database serves what any of them stored
 * (`files/postgres-file-store.ts`). SQLite keeps its files in DATA_DIR: nothing changes there.
 *
 * - `file_puts`: a put in progress, by the backend (`pg_backend_pid()`) of the connection writing it.
 * - `file_chunks`: a put's bytes, in pieces keyed by where each starts, so a byte range reads only
 *   the pieces it touches. STORAGE EXTERNAL: stored as they are, not compressed again (photos,
 *   videos and PDFs are compressed already).
 * - `stored_files`: a whole file under its name in its store (a folder today), naming the put whose
 *   chunks hold it.
 */
export const sharedFiles: Migration = {
  why: 'files in PostgreSQL: stored_files, file_chunks and file_puts (PostgreSQL only)',
  up() {},
  postgres(db) {
    db.exec(`
      CREATE TABLE file_puts (
        id text COLLATE "C" PRIMARY KEY,
        store text COLLATE "C" NOT NULL,
        owner_pid integer NOT NULL
      );
      CREATE TABLE file_chunks (
        put_id text COLLATE "C" NOT NULL,
        start bigint NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (put_id, start)
      );
      ALTER TABLE file_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
      CREATE TABLE stored_files (
        store text COLLATE "C" NOT NULL,
        name text COLLATE "C" NOT NULL,
        put_id text COLLATE "C" NOT NULL UNIQUE,
        bytes bigint NOT NULL,
        modified_at text COLLATE "C" NOT NULL,
        PRIMARY KEY (store, name)
      );
    `);
  },
};
