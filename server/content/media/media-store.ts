import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql, type Selectable } from 'kysely';
import { mediaPathPrefix, mediaUrl, type MediaImage } from '../../../schemas/media-image';
import type { Db } from '../../storage/db';
import type { FileStore } from '../../files/file-store';
import { fileStoreFor } from '../../files/file-store-for';
import type { Database } from '../../storage/database';
import { typedDb, type TypedDb } from '../../storage/typed-db';
import type { EncodedImage } from './encode-image';
import { shareFileName, shareImageName } from './share-image';

/** A stored variant's file name: what `/images/<name>` serves. */
export const mediaFileName = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg|png)$/;
export const mediaDir = (dataDir: string) => join(dataDir, 'media');

const fromRow = (row: Selectable<Database['content_media']>): MediaImage => ({
  id: row.id,
  width: row.width,
  height: row.height,
  widths: JSON.parse(row.widths) as number[],
  fallback: row.fallback,
});

/** The order rows were added in. SQLite only (`rowid`): a second engine answers this here. */
const addedOrder = sql`rowid`;

/** Owner of `content_media` and of the encoded files in DATA_DIR/media. */
export class MediaStore {
  readonly dir: string;
  private readonly db: TypedDb;
  private readonly files: FileStore;
  /** Sharing pictures being made, by name: two pages asking at once make one. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(db: Db, dataDir: string) {
    this.db = typedDb(db);
    this.dir = mediaDir(dataDir);
    this.files = fileStoreFor(db, dataDir, 'media');
  }

  /**
   * Stores every variant, then adds the row: a crash (kill -9) leaves only unfinished puts or files
   * no row names, never served and cleared on the next start.
   */
  async save({ image, variants }: EncodedImage, sourceSha256: string | null = null): Promise<MediaImage> {
    const stored: MediaImage = { id: randomBytes(16).toString('hex'), ...image };
    await Promise.all(
      variants.map((variant) =>
        this.files.put(mediaUrl(stored, variant.width, variant.extension).split('/').pop()!, variant.bytes),
      ),
    );
    this.db.run((q) =>
      q.insertInto('content_media').values({
        id: stored.id,
        width: stored.width,
        height: stored.height,
        widths: JSON.stringify(stored.widths),
        fallback: stored.fallback,
        source_sha256: sourceSha256,
      }),
    );
    return stored;
  }

  /**
   * What a save cut short (a crash, a kill) left behind: unfinished puts and files of an image no row
   * names. The gateway clears them as it starts, before it takes uploads; never another process
   * (`npm run content`), whose sweep could take the files of an upload the running gateway is saving.
   */
  async clearInterruptedSaves() {
    await this.files.clearUnfinished();
    const known = new Set(this.db.all((q) => q.selectFrom('content_media').select('id')).map((row) => row.id));
    for (const name of await this.files.list()) {
      const id = mediaFileName.exec(name)?.[1];
      if (id && !known.has(id)) await this.files.delete(name);
    }
  }

  /** A `/images/<name>` file's bytes, if this store gave out the name for an image whose save completed. */
  async read(name: string) {
    return this.serves(name) || shareFileName.test(name) ? this.files.read(name) : undefined;
  }

  /**
   * The `/images/` URL of the sharing picture under `key`: made by `make` and stored the first time
   * (a put is whole or absent, so a crash leaves nothing to serve), then read from the folder.
   */
  shareImage(key: string, make: () => Promise<Buffer>): Promise<string> {
    const name = shareImageName(key);
    const url = `${mediaPathPrefix}${name}`;
    let made = this.making.get(name);
    if (!made) {
      made = (async () => {
        if (!(await this.files.stat(name))) await this.files.put(name, await make());
        return url;
      })().finally(() => this.making.delete(name));
      this.making.set(name, made);
    }
    return made;
  }

  /** Whether `/images/<name>` may serve this file: a name this store gives out, of an image whose save completed. */
  serves(name: string): boolean {
    const id = mediaFileName.exec(name)?.[1];
    return Boolean(id && this.get(id));
  }

  get(id: string): MediaImage | undefined {
    const row = this.db.first((q) => q.selectFrom('content_media').selectAll().where('id', '=', id));
    return row && fromRow(row);
  }

  /** The image made from exactly these source bytes before, if any. */
  bySource(sha256: string): MediaImage | undefined {
    const row = this.db.first((q) =>
      q.selectFrom('content_media').selectAll().where('source_sha256', '=', sha256).orderBy(addedOrder).limit(1),
    );
    return row && fromRow(row);
  }

  /** A stored file's bytes, by its `/images/<name>` URL or name (an export's or an e-mail's copy). */
  async bytes(urlOrName: string): Promise<Buffer> {
    const name = urlOrName.split('/').pop()!;
    const stored = await this.files.read(name);
    if (!stored) throw new Error(`media/${name} is missing`);
    return buffer(stored);
  }

  /** Whether a file of a `/images/<name>` URL or name is kept, by a name this store gives out. */
  async has(urlOrName: string): Promise<boolean> {
    const name = urlOrName.split('/').pop()!;
    return mediaFileName.test(name) && (await this.files.stat(name)) !== undefined;
  }
}
