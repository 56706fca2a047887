import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { SCHEMA_VERSION } from '../upgrades/schema-version';
import {
  copyHashed,
  eachConcurrently,
  hashFile,
  MANIFEST,
  manifestSchema,
  type Manifest,
  syncFileSystem,
  syncPath,
} from './backup-manifest';
import { COPIES_AT_ONCE, isBackupName } from './take-backup';

/** A backup that must not be restored: incomplete, damaged, or from a newer build. */
export class BadBackupError extends Error {}

/** A backup folder itself, or a BACKUP_DIR (then its newest complete backup). */
export function resolveBackup(dir: string): string {
  if (existsSync(join(dir, MANIFEST))) return dir;
  const newest = existsSync(dir) ? readdirSync(dir).filter(isBackupName).sort().pop() : undefined;
  if (!newest) throw new BadBackupError(`${dir} holds no complete backup (no ${MANIFEST}).`);
  return join(dir, newest);
}

function readManifest(dir: string): Manifest {
  const file = join(dir, MANIFEST);
  if (!existsSync(file))
    throw new BadBackupError(`${dir} is not a complete backup (no ${MANIFEST}): it was cut off or is not a backup.`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new BadBackupError(`${file} is damaged: it is not JSON.`);
  }
  if (!parsed.success) throw new BadBackupError(`${file} is damaged: ${parsed.error.issues[0].message}`);
  const manifest = parsed.data;
  if (manifest.schemaVersion > SCHEMA_VERSION)
    throw new BadBackupError(
      `${dir} was made by a newer version of the gateway (schema version ${manifest.schemaVersion}; this version knows up to ${SCHEMA_VERSION}).`,
    );
  for (const { path } of manifest.files)
    if (path.startsWith('/') || path.split('/').includes('..'))
      throw new BadBackupError(`${file} names a file outside the backup: ${path}`);
  return manifest;
}

/** Checks every file against the manifest; throws naming the first missing or damaged one. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  await eachConcurrently(manifest.files, COPIES_AT_ONCE, async (file) => {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new BadBackupError(`${path} is missing from the backup.`);
    const found = await hashFile(path);
    if (found.sha256 !== file.sha256 || found.bytes !== file.bytes)
      throw new BadBackupError(`${path} is damaged: its SHA-256 is not the one the manifest recorded.`);
  });
  return manifest;
}

const isEmptyFolder = (dir: string) => existsSync(dir) && readdirSync(dir).length === 0;

/**
 * Restores a verified backup into an empty (or absent) data folder. The files are written to a
 * sibling `.restoring-…` folder, checked again as they are copied, then renamed into place: a
 * restore killed half-way leaves the data folder as it was (empty), and can simply be run again.
 */
export async function restoreBackup(backup: string, dataDir: string): Promise<Manifest> {
  const target = resolve(dataDir);
  if (existsSync(target) && !isEmptyFolder(target))
    throw new Error(`${target} is not empty: restore only into an empty or new data folder.`);
  const manifest = await verifyBackup(backup);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent))
    if (name.startsWith(`.restoring-${basename(target)}-`))
      rmSync(join(parent, name), { recursive: true, force: true });
  const staging = join(parent, `.restoring-${basename(target)}-${process.pid}`);
  mkdirSync(staging, { mode: 0o700 });
  try {
    for (const dir of new Set(manifest.files.map((file) => dirname(join(staging, file.path)))))
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    await eachConcurrently(manifest.files, COPIES_AT_ONCE, async (file) => {
      const copied = await copyHashed(join(backup, file.path), join(staging, file.path));
      if (copied.sha256 !== file.sha256)
        throw new BadBackupError(`${join(backup, file.path)} changed while it was being restored.`);
    });
    syncFileSystem(staging);
    if (existsSync(target)) rmdirSync(target);
    renameSync(staging, target);
    syncPath(parent);
    return manifest;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
