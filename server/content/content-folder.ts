import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { videoSizeLabel } from '../../schemas/video';
import { DEFAULT_VIDEO_MAX_BYTES } from '../config';
import { readRegularFile } from '../regular-file';
import type { ContentContext, ContentKind, ImportOutcome, ReadMedia } from './content-kind';
import { MAX_IMAGE_BYTES } from './media/encode-image';

/** Writes every item of every kind as `DIR/<kind folder>/<file>.md` plus the media its front matter names. */
export async function exportContent(context: ContentContext, dir: string, kinds: readonly ContentKind[]) {
  const counts: Record<string, number> = {};
  for (const kind of kinds) {
    const items = kind.exportAll(context);
    for (const item of items) {
      for (const { file, bytes } of [{ file: item.file, bytes: async () => Buffer.from(item.text) }, ...item.media]) {
        const path = join(dir, kind.folder, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, await bytes());
      }
    }
    counts[kind.folder] = items.length;
  }
  return counts;
}

/** Every `.md` entry under `dir` but folders: a link or a FIFO among them is reported, not skipped. */
function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

export interface ImportReport {
  outcomes: Record<ImportOutcome, number>;
  /** One line per file that could not be imported (`posts/en/x.md: cover: …`); the others still are. */
  failures: string[];
  /** One line per Markdown file outside every kind's folder, which the import does not read, and why. */
  skipped: string[];
}

/** A post's body is at most 100,000 characters (Devanagari takes 3 bytes each) plus its front matter. */
const markdownLimit = { bytes: 1024 * 1024, refusal: 'a Markdown file may be at most 1 MB' };

const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);

/**
 * Reads the files an item names as an upload would take them: regular files only (regular-file.ts),
 * inside the kind's folder even through a linked folder, at most an upload's size, checked before a byte is read.
 */
function mediaReader(root: string, folder: string, limits: { videoBytes: number }): ReadMedia {
  const realRoot = realpathSync(root);
  const limit = {
    image: {
      bytes: MAX_IMAGE_BYTES,
      refusal: `an image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB, as an upload`,
    },
    video: {
      bytes: limits.videoBytes,
      refusal: `a video may be at most ${videoSizeLabel(limits.videoBytes)} (VIDEO_MAX_BYTES), as an upload`,
    },
  };
  return async (path, kind) => {
    const full = resolve(root, path);
    const parent = dirname(full);
    if (!inside(root, full) || (existsSync(parent) && !inside(realRoot, realpathSync(parent))))
      throw new Error(`${path} is outside the ${folder} folder`);
    return readRegularFile(full, limit[kind], path);
  };
}

/**
 * Reads `DIR/<kind folder>/**.md` for every kind, in path order (so `en/` comes before `ne/` and a
 * twin finds its pair); each file on its own, so one bad file stops none of the others. A second
 * file with an item's key (a post's slug) is reported with the first one's name, not imported over it.
 * Every file is read as an upload would be taken (`mediaReader`); `videoBytes` is VIDEO_MAX_BYTES.
 */
export async function importContent(
  context: ContentContext,
  dir: string,
  kinds: readonly ContentKind[],
  limits = { videoBytes: DEFAULT_VIDEO_MAX_BYTES },
) {
  const report: ImportReport = { outcomes: { created: 0, updated: 0, unchanged: 0 }, failures: [], skipped: [] };
  const folders = kinds.map((kind) => kind.folder);
  for (const file of markdownFiles(resolve(dir)))
    if (!folders.includes(file.split(sep)[0]))
      report.skipped.push(
        `${file}: not read, as it is in none of the folders an import reads (${folders.map((folder) => `${folder}/`).join(', ')})`,
      );
  for (const kind of kinds) {
    const root = resolve(dir, kind.folder);
    const files = markdownFiles(root);
    if (!files.length) continue;
    const readMedia = mediaReader(root, kind.folder, limits);
    const claimed = new Map<string, string>();
    for (const file of files) {
      const claim = (key: string) => {
        const earlier = claimed.get(key);
        if (earlier) throw new Error(`${key} is already taken by ${kind.folder}/${earlier} in this import`);
        claimed.set(key, file);
      };
      try {
        const text = await readRegularFile(join(root, file), markdownLimit, 'the file');
        report.outcomes[await kind.importItem(context, file, text.toString('utf8'), readMedia, claim)] += 1;
      } catch (error) {
        report.failures.push(
          `${kind.folder}/${file}: ${error instanceof Error ? error.message.replace(`${file}: `, '') : String(error)}`,
        );
      }
    }
  }
  return report;
}
