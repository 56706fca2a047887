import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedName, isSafeName, type ByteRange, type FileStat, type FileStore } from './file-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function fsyncFolder(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A folder on this machine's disk. A put writes `.<random>.part` (never a name `read` or `list`
 * answers), fsyncs it, renames it into place and fsyncs the folder, so after a crash the name holds
 * either the whole new file or what it held before.
 */
export function localFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pathOf = (name: string) => join(dir, checkedName(name));

  return {
    async put(name, content) {
      const target = pathOf(name);
      const part = join(dir, `.${randomBytes(16).toString('hex')}.part`);
      const handle = await open(part, 'wx', 0o600);
      try {
        for await (const chunk of content instanceof Uint8Array ? [content] : content) await handle.write(chunk);
        await handle.sync();
        await handle.close();
        await rename(part, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(part, { force: true });
        throw error;
      }
      await fsyncFolder(dir);
      const stats = await stat(target);
      return { bytes: stats.size, modifiedAt: stats.mtime };
    },

    async read(name, range?: ByteRange) {
      const path = pathOf(name);
      try {
        const handle = await open(path, 'r');
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return undefined;
        }
        return handle.createReadStream(range ?? {});
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async stat(name): Promise<FileStat | undefined> {
      try {
        const stats = await stat(pathOf(name));
        return stats.isFile() ? { bytes: stats.size, modifiedAt: stats.mtime } : undefined;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },

    async delete(name) {
      await rm(pathOf(name), { force: true });
    },

    async list() {
      const entries = await readdir(dir, { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && isSafeName(entry.name)).map((entry) => entry.name);
    },

    async clearUnfinished() {
      for (const name of await readdir(dir))
        if (name.startsWith('.') && name.endsWith('.part')) await rm(join(dir, name), { force: true });
    },
  };
}
