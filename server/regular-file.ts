import { constants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Never follows a symbolic link at the end of the path, never waits for a FIFO's writer. */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** A file that is not a regular file, or larger than allowed; the message names it. */
export class FileRefused extends Error {}

const kindOf = (stats: Stats) =>
  stats.isDirectory()
    ? 'a folder'
    : stats.isFIFO()
      ? 'a named pipe (FIFO)'
      : stats.isSocket()
        ? 'a socket'
        : stats.isCharacterDevice() || stats.isBlockDevice()
          ? 'a device'
          : 'not a regular file';

/**
 * Opens `path` for reading only when it is a regular file itself: a symbolic link (to /dev/zero, or
 * out of the folder), a FIFO (which would block for ever), a device or a socket is refused, naming
 * it as `name`. The size is what the open file has, so the caller checks it before reading.
 */
export async function openRegularFile(path: string, name = path): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(path, READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new FileRefused(`${name} is a symbolic link, not a regular file`);
    if (code === 'ENXIO') throw new FileRefused(`${name} is a socket, not a regular file`);
    throw error;
  }
  const stats = await handle.stat();
  if (stats.isFile()) return { handle, size: stats.size };
  await handle.close();
  throw new FileRefused(`${name} is ${kindOf(stats)}, not a regular file`);
}

/** The first `size` bytes of an open file (fewer if it has shrunk since). */
export async function readOpenFile(handle: FileHandle, size: number): Promise<Buffer> {
  const bytes = Buffer.alloc(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(bytes, read, size - read, read);
    if (!bytesRead) break;
    read += bytesRead;
  }
  return bytes.subarray(0, read);
}

/** A regular file's bytes, refused before any is read when it is not one or is larger than `limit.bytes`. */
export async function readRegularFile(path: string, limit: { bytes: number; refusal: string }, name = path) {
  const { handle, size } = await openRegularFile(path, name);
  try {
    if (size > limit.bytes) throw new FileRefused(`${name} is ${(size / 1024 / 1024).toFixed(1)} MB: ${limit.refusal}`);
    return await readOpenFile(handle, size);
  } finally {
    await handle.close();
  }
}
