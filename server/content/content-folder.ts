import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ContentContext, ContentKind, ImportOutcome } from './content-kind';

/** Writes every item of every kind as `DIR/<kind folder>/<file>.md` plus the media its front matter names. */
export function exportContent(context: ContentContext, dir: string, kinds: readonly ContentKind[]) {
  const counts: Record<string, number> = {};
  for (const kind of kinds) {
    const items = kind.exportAll(context);
    for (const item of items) {
      for (const { file, bytes } of [{ file: item.file, bytes: Buffer.from(item.text) }, ...item.media]) {
        const path = join(dir, kind.folder, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, bytes);
      }
    }
    counts[kind.folder] = items.length;
  }
  return counts;
}

function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

export interface ImportReport {
  outcomes: Record<ImportOutcome, number>;
  /** One line per file that could not be imported (`posts/en/x.md: cover: …`); the others still are. */
  failures: string[];
}

/**
 * Reads `DIR/<kind folder>/**.md` for every kind, in path order (so `en/` comes before `ne/` and a
 * twin finds its pair); each file on its own, so one bad file stops none of the others. A second
 * file with an item's key (a post's slug) is reported with the first one's name, not imported over it.
 */
export async function importContent(context: ContentContext, dir: string, kinds: readonly ContentKind[]) {
  const report: ImportReport = { outcomes: { created: 0, updated: 0, unchanged: 0 }, failures: [] };
  for (const kind of kinds) {
    const root = resolve(dir, kind.folder);
    const claimed = new Map<string, string>();
    for (const file of markdownFiles(root)) {
      const claim = (key: string) => {
        const earlier = claimed.get(key);
        if (earlier) throw new Error(`${key} is already taken by ${kind.folder}/${earlier} in this import`);
        claimed.set(key, file);
      };
      const readMedia = (path: string) => {
        const full = resolve(root, path);
        if (!full.startsWith(root + sep)) throw new Error(`${path} is outside the ${kind.folder} folder`);
        return readFileSync(full);
      };
      try {
        report.outcomes[
          await kind.importItem(context, file, readFileSync(join(root, file), 'utf8'), readMedia, claim)
        ] += 1;
      } catch (error) {
        report.failures.push(
          `${kind.folder}/${file}: ${error instanceof Error ? error.message.replace(`${file}: `, '') : String(error)}`,
        );
      }
    }
  }
  return report;
}
