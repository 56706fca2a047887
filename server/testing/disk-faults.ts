import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './test-gateway';

/**
 * Real disk trouble needs root with mount and immutable-file rights: a tiny tmpfs that fills up,
 * and `chattr +i`, which refuses writes even to root (plain permissions do not).
 */
export function diskFaultsAvailable(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = tempDir('disk-probe');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
  if (mounted) spawnSync('umount', [probe]);
  const immutable = spawnSync('chattr', ['+i', probe]).status === 0;
  if (immutable) spawnSync('chattr', ['-i', probe]);
  rmSync(probe, { recursive: true, force: true });
  return mounted && immutable;
}

export interface TinyDisk {
  dir: string;
  /** Writes a filler file until the disk is full. */
  fill(): void;
  /** Removes the filler file. */
  free(): void;
  unmount(): void;
}

export function mountTinyDisk(size: string): TinyDisk {
  const dir = tempDir('tiny-disk');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'w');
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler),
    unmount() {
      execFileSync('umount', ['--lazy', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Makes files and folders immutable (or writable again); `chattr +i` binds root too. */
export function setReadOnly(paths: string[], readOnly: boolean): void {
  execFileSync('chattr', [readOnly ? '+i' : '-i', ...paths]);
}
