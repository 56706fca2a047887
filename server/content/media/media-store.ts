import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaUrl, type MediaImage } from '../../../schemas/media-image';
import type { Db } from '../../db';
import type { EncodedImage } from './encode-image';

/** A stored variant's file name: what `/images/<name>` serves. */
export const mediaFileName = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg|png)$/;
export const mediaDir = (dataDir: string) => join(dataDir, 'media');

interface MediaRow {
  id: string;
  width: number;
  height: number;
  widths: string;
  fallback: MediaImage['fallback'];
}

const fromRow = (row: MediaRow): MediaImage => ({
  id: row.id,
  width: row.width,
  height: row.height,
  widths: JSON.parse(row.widths) as number[],
  fallback: row.fallback,
});

/** Owner of `content_media` and of the encoded files in DATA_DIR/media. */
export class MediaStore {
  readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.dir = mediaDir(dataDir);
  }

  /**
   * Writes every variant as `.<name>.part`, renames them into place, then adds the row: a crash
   * (kill -9) leaves only `.part` files or files no row names, never served and cleared on the next start.
   */
  save({ image, variants }: EncodedImage, sourceSha256: string | null = null): MediaImage {
    const stored: MediaImage = { id: randomBytes(16).toString('hex'), ...image };
    mkdirSync(this.dir, { recursive: true });
    const names = variants.map((variant) => mediaUrl(stored, variant.width, variant.extension).split('/').pop()!);
    variants.forEach((variant, i) => writeFileSync(join(this.dir, `.${names[i]}.part`), variant.bytes));
    for (const name of names) renameSync(join(this.dir, `.${name}.part`), join(this.dir, name));
    this.db
      .prepare(
        'INSERT INTO content_media (id, width, height, widths, fallback, source_sha256) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(stored.id, stored.width, stored.height, JSON.stringify(stored.widths), stored.fallback, sourceSha256);
    return stored;
  }

  /**
   * What a save cut short (a crash, a kill) left behind: `.part` files and files of an image no row
   * names. The gateway clears them as it starts, before it takes uploads; never another process
   * (`npm run content`), whose sweep could take the files of an upload the running gateway is saving.
   */
  clearInterruptedSaves() {
    mkdirSync(this.dir, { recursive: true });
    const known = new Set((this.db.prepare('SELECT id FROM content_media').all() as { id: string }[]).map((r) => r.id));
    for (const name of readdirSync(this.dir)) {
      const id = mediaFileName.exec(name)?.[1];
      if (name.endsWith('.part') || (id && !known.has(id))) rmSync(join(this.dir, name), { force: true });
    }
  }

  /** Whether `/images/<name>` may serve this file: a name this store gives out, of an image whose save completed. */
  serves(name: string): boolean {
    const id = mediaFileName.exec(name)?.[1];
    return Boolean(id && this.get(id));
  }

  get(id: string): MediaImage | undefined {
    const row = this.db.prepare('SELECT * FROM content_media WHERE id = ?').get(id) as MediaRow | undefined;
    return row && fromRow(row);
  }

  /** The image made from exactly these source bytes before, if any. */
  bySource(sha256: string): MediaImage | undefined {
    const row = this.db
      .prepare('SELECT * FROM content_media WHERE source_sha256 = ? ORDER BY rowid LIMIT 1')
      .get(sha256) as MediaRow | undefined;
    return row && fromRow(row);
  }

  /** The file on disk for a `/images/<name>` URL or name, if the name is one this store gives out. */
  path(urlOrName: string): string {
    return join(this.dir, urlOrName.split('/').pop()!);
  }

  delete(id: string) {
    const image = this.get(id);
    if (!image) return;
    this.db.prepare('DELETE FROM content_media WHERE id = ?').run(id);
    for (const width of image.widths)
      for (const extension of ['avif', 'webp', image.fallback] as const)
        rmSync(this.path(mediaUrl(image, width, extension)), { force: true });
  }
}
