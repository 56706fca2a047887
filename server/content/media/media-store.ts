import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaUrl, type MediaImage } from '../../../schemas/media-image';
import type { Db } from '../../db';
import type { EncodedImage } from './encode-image';

export const mediaSchema = `
CREATE TABLE IF NOT EXISTS content_media (
  id TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  widths TEXT NOT NULL,
  fallback TEXT NOT NULL,
  -- The SHA-256 of the bytes it was made from, so an import of the same file reuses it.
  source_sha256 TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);`;

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

  /** Writes every variant, then the row: a crash in between leaves only files nothing names. */
  save({ image, variants }: EncodedImage, sourceSha256: string | null = null): MediaImage {
    const stored: MediaImage = { id: randomBytes(16).toString('hex'), ...image };
    mkdirSync(this.dir, { recursive: true });
    for (const variant of variants)
      writeFileSync(this.path(mediaUrl(stored, variant.width, variant.extension)), variant.bytes);
    this.db
      .prepare(
        'INSERT INTO content_media (id, width, height, widths, fallback, source_sha256) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(stored.id, stored.width, stored.height, JSON.stringify(stored.widths), stored.fallback, sourceSha256);
    return stored;
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
