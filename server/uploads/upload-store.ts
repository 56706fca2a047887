import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileKind } from '../../schemas/upload-rules';
import type { Db } from '../storage/db';
import { guardStorage } from '../errors/storage-error';
import type { FileStore } from '../files/file-store';
import { fileStoreFor } from '../files/file-store-for';
import { typedDb, type TypedDb } from '../storage/typed-db';

export interface StoredUpload {
  name: string;
  originalFilename: string;
  kind: FileKind;
  bytes: number;
  createdAt: string;
}

const storedNamePattern = /^[0-9a-f]{32}\.[a-z]+$/;

/** The name of this gateway's own stored file behind a file URL (`…/files/<random name>`), if it is one. */
export function storedName(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const path = url.split('?')[0];
  const name = path.split('/').pop() ?? '';
  return storedNamePattern.test(name) && /\/files\/[^/]+$/.test(path) ? name : undefined;
}

/**
 * Uploaded files under DATA_DIR/files with random names; the original name is data only. An upload
 * is received whole into `.incoming/` first, checked, then kept.
 */
export class UploadStore {
  private readonly files: FileStore;
  private readonly incoming: FileStore;
  private readonly db: TypedDb;
  // Compiled once: every upload and every file read goes through them.
  private readonly insertRow;
  private readonly findRow;

  constructor(db: Db, dataDir: string) {
    this.files = fileStoreFor(db, dataDir, 'files');
    this.incoming = fileStoreFor(db, dataDir, 'files/.incoming');
    this.db = typedDb(db);
    this.insertRow = this.db.statement((q, args: StoredUpload) =>
      q.insertInto('uploads').values({
        name: args.name,
        original_filename: args.originalFilename,
        kind: args.kind,
        bytes: args.bytes,
        created_at: args.createdAt,
      }),
    );
    this.findRow = this.db.statement((q, args: { name: string }) =>
      q.selectFrom('uploads').selectAll().where('name', '=', args.name),
    );
  }

  /** The bytes of every upload kept (metrics). */
  bytesKept(): number {
    return this.db.first((q) =>
      q.selectFrom('uploads').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes')),
    )!.bytes;
  }

  /** Anything still incoming was cut off by a crash and was never acknowledged; the gateway clears it as it starts. */
  async clearIncoming() {
    await this.files.clearUnfinished();
    await this.incoming.clearUnfinished();
    for (const name of await this.incoming.list()) await this.incoming.delete(name);
  }

  /** Receives an upload's bytes whole under a new incoming name; a failure keeps nothing. */
  async receive(content: AsyncIterable<Uint8Array>): Promise<{ incoming: string; bytes: number }> {
    const incoming = randomBytes(16).toString('hex');
    const { bytes } = await this.incoming.put(incoming, content);
    return { incoming, bytes };
  }

  readIncoming(incoming: string) {
    return this.incoming.read(incoming);
  }

  discard(incoming: string) {
    return this.incoming.delete(incoming);
  }

  /** Stores a checked upload and records it; on failure nothing is left behind. */
  async keep(content: Readable, upload: Omit<StoredUpload, 'name'>, extension: string): Promise<StoredUpload> {
    const name = `${randomBytes(16).toString('hex')}${extension}`;
    await this.files.put(name, content);
    try {
      guardStorage(() => this.insertRow.run({ name, ...upload }));
    } catch (error) {
      await this.files.delete(name);
      throw error;
    }
    return { name, ...upload };
  }

  /** Deletes kept files and their rows (an upload nobody took up, a deleted submission's files). */
  async delete(names: readonly string[]) {
    for (const name of names) {
      this.db.run((q) => q.deleteFrom('uploads').where('name', '=', name));
      await this.files.delete(name);
    }
  }

  find(name: string): StoredUpload | undefined {
    const row = this.findRow.first({ name });
    if (!row) return undefined;
    return {
      name,
      originalFilename: row.original_filename,
      kind: row.kind as FileKind,
      bytes: row.bytes,
      createdAt: row.created_at,
    };
  }

  /** A kept file's bytes as a stream, if it is there. */
  read(name: string) {
    return this.files.read(name);
  }

  /** A kept file's bytes (a person's data export). */
  async bytes(name: string): Promise<Buffer> {
    const stored = await this.files.read(name);
    if (!stored) throw new Error(`files/${name} is missing`);
    return buffer(stored);
  }
}
