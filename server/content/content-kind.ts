import type { Db } from '../db';
import type { MediaStore } from './media/media-store';

/** What every kind of content item reads and writes through when it is exported or imported. */
export interface ContentContext {
  db: Db;
  media: MediaStore;
}

/** One item as a file of an export: Markdown with YAML front matter, and the media it names. */
export interface ExportedItem {
  /** The Markdown file's path inside the kind's folder (`en/visa-tips.md`). */
  file: string;
  text: string;
  /** Files the front matter names, by their path inside the kind's folder (`media/en-visa-tips.jpg`). */
  media: { file: string; bytes: () => Promise<Buffer> }[];
}

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

/** A media file of an import, read as what it is meant to be, so within that kind of upload's size limit. */
export type ReadMedia = (path: string, kind: 'image' | 'video') => Promise<Buffer>;

/**
 * A kind of content item (blog posts; events, videos and testimonials plug in the same way): its
 * folder in an export, how every item becomes a Markdown file, and how one file is read back
 * (idempotent: an item is found again by its own key, such as a post's language and slug).
 */
export interface ContentKind {
  folder: string;
  exportAll(context: ContentContext): ExportedItem[];
  /**
   * `readMedia` reads a file the front matter names, relative to the kind's folder, within an upload's
   * limits. `claim` names the item's key (`slug “visa-tips” (en)`) before anything is written; it throws
   * when an earlier file of the same import had that key, so two files never overwrite one another silently.
   */
  importItem(
    context: ContentContext,
    file: string,
    text: string,
    readMedia: ReadMedia,
    claim: (key: string) => void,
  ): Promise<ImportOutcome>;
}

/** Front matter and body of a Markdown file: `---\n<yaml>---\n\n<body>`. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n(?:\r?\n)?([\s\S]*)$/.exec(text);
  return match ? { frontMatter: match[1], body: match[2] } : undefined;
}

export const joinFrontMatter = (yaml: string, body: string) => `---\n${yaml.trimEnd()}\n---\n\n${body}`;
