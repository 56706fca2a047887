import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { PostgresConnection } from '../storage/postgres-connection';
import { typedDb } from '../storage/typed-db';
import { checkedName, type ByteRange, type FileStat, type FileStore } from './file-store';

/** A put's bytes are kept in pieces of this size, one statement each (the choice: docs/postgresql.md). */
export const CHUNK_BYTES = 256 * 1024;

/** The content in pieces of exactly `size` bytes (the last one shorter), as Buffers. */
async function* pieces(content: Uint8Array | AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const part of content instanceof Uint8Array ? [content] : content) {
    held.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
    heldBytes += part.byteLength;
    while (heldBytes >= size) {
      // One large part (a whole file put at once) is cut without copying it again for each piece.
      const all = held.length === 1 ? held[0]! : Buffer.concat(held);
      yield all.subarray(0, size);
      held = [all.subarray(size)];
      heldBytes -= size;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/**
 * One store of files (`store`: a folder's name, 'files', 'videos'…) in the database every gateway
 * shares (migration 15: `stored_files`, `file_chunks`, `file_puts`), the owner of those tables.
 *
 * The connection is synchronous and shared by the whole process, so no transaction spans an await:
 * a put writes its pieces as they arrive under a put id of its own (never a name any reader asks
 * for), then names the file in one short transaction that also drops the chunks of the file it
 * replaces. A put cut short (the process killed) leaves a `file_puts` row naming its connection's
 * backend: `clearUnfinished` removes only the puts whose backend is gone, so any gateway may run it
 * while others are putting.
 */
export function postgresFileStore(connection: PostgresConnection, store: string): FileStore {
  const db = typedDb(connection);
  const fileOf = (name: string) =>
    db.first(
      () => sql<{ put_id: string; bytes: number; modified_at: string }>`
        SELECT put_id, bytes, modified_at FROM stored_files WHERE store = ${store} AND name = ${checkedName(name)}`,
    );
  /** Drops a put's row and its chunks, inside the caller's transaction. */
  const dropPut = (putId: string) => {
    db.run(() => sql`DELETE FROM file_chunks WHERE put_id = ${putId}`);
    db.run(() => sql`DELETE FROM file_puts WHERE id = ${putId}`);
  };
  /** Inside a transaction: the name's file, if any, held for this transaction against every gateway's put and delete. */
  const lockedFileOf = (name: string) => {
    db.lockFor(`file ${store}/${name}`);
    return fileOf(name);
  };

  /**
   * The bytes `first` to `last` of a put, a chunk at a time as the reader asks for them; of a chunk
   * only the bytes wanted leave the server (stored uncompressed, a slice is read without the rest).
   */
  function* chunksOf(putId: string, first: number, last: number) {
    for (let at = first; at <= last;) {
      const chunk = db.first(
        () => sql<{ start: number; size: number; bytes: Buffer }>`
          SELECT start, octet_length(bytes) AS size,
            substring(bytes FROM (${at} - start + 1)::integer FOR ${Math.min(last - at + 1, CHUNK_BYTES)}::integer) AS bytes
          FROM file_chunks WHERE put_id = ${putId} AND start <= ${at} ORDER BY start DESC LIMIT 1`,
      );
      if (!chunk || chunk.start + chunk.size <= at)
        throw new Error('The file was replaced or deleted while it was being read');
      yield chunk.bytes;
      at = chunk.start + chunk.size;
    }
  }

  return {
    async put(name, content) {
      checkedName(name);
      const putId = randomBytes(16).toString('hex');
      db.run(() => sql`INSERT INTO file_puts (id, store, owner_pid) VALUES (${putId}, ${store}, pg_backend_pid())`);
      let bytes = 0;
      try {
        for await (const piece of pieces(content, CHUNK_BYTES)) {
          db.run(() => sql`INSERT INTO file_chunks (put_id, start, bytes) VALUES (${putId}, ${bytes}, ${piece})`);
          bytes += piece.length;
        }
        const modifiedAt = new Date();
        db.transaction(() => {
          const replaced = lockedFileOf(name);
          db.run(
            () => sql`
              INSERT INTO stored_files (store, name, put_id, bytes, modified_at)
              VALUES (${store}, ${name}, ${putId}, ${bytes}, ${modifiedAt.toISOString()})
              ON CONFLICT (store, name) DO UPDATE
              SET put_id = excluded.put_id, bytes = excluded.bytes, modified_at = excluded.modified_at`,
          );
          // Named only if its chunks are all there: a put cleared as unfinished meanwhile fails whole.
          if (db.run(() => sql`DELETE FROM file_puts WHERE id = ${putId}`).changes !== 1)
            throw new Error('This put was cleared as unfinished before it was whole');
          if (replaced) dropPut(replaced.put_id);
        });
        return { bytes, modifiedAt };
      } catch (error) {
        try {
          db.transaction(() => dropPut(putId));
        } catch {
          // The connection is gone too: the put is cleared at a start once its backend has ended.
        }
        throw error;
      }
    },

    async read(name, range?: ByteRange) {
      const file = fileOf(name);
      if (!file) return undefined;
      const last = Math.min(range?.end ?? Infinity, file.bytes - 1);
      return Readable.from(chunksOf(file.put_id, range?.start ?? 0, last), { objectMode: false });
    },

    async stat(name): Promise<FileStat | undefined> {
      const file = fileOf(name);
      return file && { bytes: file.bytes, modifiedAt: new Date(file.modified_at) };
    },

    async delete(name) {
      db.transaction(() => {
        const file = lockedFileOf(name);
        if (!file) return;
        db.run(() => sql`DELETE FROM stored_files WHERE store = ${store} AND name = ${name}`);
        dropPut(file.put_id);
      });
    },

    async list() {
      return db
        .all(() => sql<{ name: string }>`SELECT name FROM stored_files WHERE store = ${store}`)
        .map((f) => f.name);
    },

    async clearUnfinished() {
      // A backend's pid names it while it lives: a put whose backend has ended was cut short.
      db.run(
        () => sql`
          WITH gone AS (
            DELETE FROM file_puts p WHERE store = ${store}
            AND NOT EXISTS (SELECT FROM pg_stat_activity a WHERE a.pid = p.owner_pid)
            RETURNING id
          )
          DELETE FROM file_chunks WHERE put_id IN (SELECT id FROM gone)`,
      );
    },
  };
}
