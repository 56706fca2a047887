import { existsSync, mkdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { controlCharacterIn, controlCharacterMessage } from '../../schemas/plain-text';

/** The real path of `path`, following symbolic links in the part that exists (the rest may be made later). */
function realPathOf(path: string): string {
  let existing = path;
  const rest: string[] = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  return join(realpathSync(existing), ...rest);
}

/** Makes the missing folders one by one: a recursive mkdir under /proc loops for ever (each try answers ENOENT). */
function makeFolders(path: string) {
  const missing: string[] = [];
  for (let folder = path; !existsSync(folder); folder = dirname(folder)) missing.unshift(folder);
  for (const folder of missing) mkdirSync(folder, { mode: 0o700 });
}

const isInside = (path: string, folder: string) => {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

/**
 * What is wrong with `folder` as the place backups go, in plain words, or undefined when it is fine:
 * a full path, outside the data folder (a backup inside what it backs up would copy itself, and dies
 * with the disk the data lives on), a folder (made if missing) the gateway can write in.
 */
export function backupFolderProblem(folder: string, dataDir: string): string | undefined {
  if (!folder) return 'Where: type the folder on the server backups go in, e.g. /var/backups/company';
  const control = controlCharacterIn(folder);
  if (control) return `Where: ${controlCharacterMessage(control)}`;
  if (!isAbsolute(folder)) return 'Where: the full path from the top, starting with /, e.g. /var/backups/company';
  const path = resolve(folder);
  if (isInside(realPathOf(path), realPathOf(resolve(dataDir))))
    return `Where: ${path} is inside the data folder (${resolve(dataDir)}): choose a folder outside it`;
  if (existsSync(path) && !statSync(path).isDirectory()) return `Where: ${path} is a file, not a folder`;
  try {
    makeFolders(path);
    const probe = join(path, `.write-check-${process.pid}`);
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
  } catch {
    return `Where: the gateway cannot make or write in ${path}: choose a folder it may write to`;
  }
  return undefined;
}
