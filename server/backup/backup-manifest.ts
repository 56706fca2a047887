import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, fsyncSync, openSync, closeSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from '../../schemas/zod';

/** What a finished backup holds; written last, so a folder without it is not a backup. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  schemaVersion: z.number().int(),
  /** Rows per SQLite table, and records per table of the table API. */
  tables: z.record(z.string(), z.number().int()),
  records: z.record(z.string(), z.number().int()),
  /** Every file, the database first, by its path inside the backup (and the data folder). */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  totalBytes: z.number().int(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

export const MANIFEST = 'manifest.json';
export const DATABASE = 'gateway.db';

/** Bytes and SHA-256 of a file, read as a stream. */
export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Copies a file (never over an existing one), hashing the bytes as they pass, and syncs the copy to disk. */
export async function copyHashed(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  syncPath(to);
  return { bytes, sha256: hash.digest('hex') };
}

/** fsync a file or a folder (a rename is durable once its folder is synced). */
export function syncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
