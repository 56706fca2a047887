import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, fsyncSync, openSync, closeSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
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

/** Files up to this size are read whole (most uploads): far cheaper than a stream each. */
const WHOLE_FILE_BYTES = 8 * 1024 * 1024;
const digest = (bytes: Buffer) => ({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });

/** Bytes and SHA-256 of a file; a large one read as a stream. */
export async function hashFile(path: string): Promise<{ bytes: number; sha256: string }> {
  if ((await stat(path)).size <= WHOLE_FILE_BYTES) return digest(await readFile(path));
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Copies a file (never over an existing one), hashing the bytes as they pass; `syncFileSystem` makes it durable. */
export async function copyHashed(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  if ((await stat(from)).size <= WHOLE_FILE_BYTES) {
    const bytes = await readFile(from);
    await writeFile(to, bytes, { flag: 'wx', mode: 0o600 });
    return digest(bytes);
  }
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

/**
 * Flushes every file written under `path` to disk at once (`syncfs` through coreutils' `sync -f`):
 * an fsync per file costs a disk flush each, minutes for a hundred thousand uploads.
 */
export function syncFileSystem(path: string) {
  execFileSync('sync', ['--file-system', path]);
}

/** Runs `work` on every item, `concurrency` at a time (file copies overlap their disk waits), in order of start. */
export async function eachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    try {
      while (next < items.length && !failed) await work(items[next++]);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // Every worker has stopped before this settles, so a caller cleaning up after a failure races none.
  const results = await Promise.allSettled(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
