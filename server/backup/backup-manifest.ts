import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createWriteStream, fsyncSync, openSync, closeSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from '../../schemas/zod';
import { FileRefused, openRegularFile, readOpenFile } from '../regular-file';

/** What a finished backup holds; written last, so a folder without it is not a backup. */
export const manifestSchema = z.object({
  format: z.literal(1),
  /** The database's engine: SQLite's file (`gateway.db`), or PostgreSQL's dump (`gateway.dump`). */
  engine: z.enum(['sqlite', 'postgres']).default('sqlite'),
  createdAt: z.string(),
  schemaVersion: z.number().int(),
  /** Rows per database table, and records per table of the table API. */
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

/**
 * Opens a file of a data folder or a backup: a regular file only (regular-file.ts), and when the
 * manifest recorded its size, of that size, checked before a byte is read.
 */
async function openRecorded(path: string, recordedBytes?: number) {
  const opened = await openRegularFile(path);
  if (recordedBytes !== undefined && opened.size !== recordedBytes) {
    await opened.handle.close();
    throw new FileRefused(
      `${path} is damaged: it is ${opened.size} bytes, not the ${recordedBytes} the manifest recorded.`,
    );
  }
  return opened;
}

/** Bytes and SHA-256 of a file (its recorded size, if given); a large one read as a stream. */
export async function hashFile(path: string, recordedBytes?: number): Promise<{ bytes: number; sha256: string }> {
  const { handle, size } = await openRecorded(path, recordedBytes);
  try {
    if (size <= WHOLE_FILE_BYTES) return digest(await readOpenFile(handle, size));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false })) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    return { bytes, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Copies a file (its recorded size, if given; never over an existing one), hashing the bytes as
 * they pass; `syncFileSystem` makes it durable.
 */
export async function copyHashed(
  from: string,
  to: string,
  recordedBytes?: number,
): Promise<{ bytes: number; sha256: string }> {
  const { handle, size } = await openRecorded(from, recordedBytes);
  try {
    if (size <= WHOLE_FILE_BYTES) {
      const bytes = await readOpenFile(handle, size);
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
    await pipeline(
      handle.createReadStream({ start: 0, end: size - 1, autoClose: false }),
      tap,
      createWriteStream(to, { flags: 'wx', mode: 0o600 }),
    );
    return { bytes, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
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
