import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included (as an HTTP Range names them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStat {
  bytes: number;
  modifiedAt: Date;
}

/** A name the store refuses: a folder, `..`, an absolute path, a hidden or control character. */
export class UnsafeFileName extends Error {}

/**
 * One folder of files, by name: local disk (`localFileStore`) or PostgreSQL (`postgresFileStore`),
 * chosen by `fileStoreFor`; a bucket could be a third.
 * A put is whole or absent: no reader ever sees part of a file under its name, and a crash mid-put
 * leaves nothing that `clearUnfinished` (run at start-up) does not remove.
 */
export interface FileStore {
  /** Stores `content` under `name`, replacing any file of that name only once it is whole. */
  put(name: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<FileStat>;
  /** The file's bytes (or `range` of them) as a stream; undefined when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(name: string): Promise<FileStat | undefined>;
  /** Removes the file; a file already gone is no error. */
  delete(name: string): Promise<void>;
  /** The names of the whole files, in no particular order. */
  list(): Promise<string[]>;
  /**
   * Removes what puts cut short left behind, as the gateway starts. On disk only the one process that
   * owns the folder calls it; in PostgreSQL any gateway may, and another's put in progress is kept.
   */
  clearUnfinished(): Promise<void>;
}

const safeName = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isSafeName = (name: string) => safeName.test(name) && !name.includes('..') && !name.endsWith('.part');

/** `name` if it names a file inside the store itself, else an UnsafeFileName. */
export function checkedName(name: string): string {
  if (!isSafeName(name)) throw new UnsafeFileName(`Not a file name this store takes: ${JSON.stringify(name)}`);
  return name;
}
