import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import type { Db } from '../storage/db';
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

/** A Markdown file's front matter as written (YAML, `---\n<yaml>---\n\n<body>`) and its body. */
export function readFrontMatter(file: string, text: string): { written: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n(?:\r?\n)?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (a file starts with a line of three hyphens)`);
  return { written: parse(match[1]), body: match[2] };
}

/**
 * A kind's Markdown file read against its front matter's schema: the fields, the body, and the
 * front matter as written (for a message about what is built from it). Throws the file's first
 * problem in its writer's words.
 */
export function readItemFile<T extends z.ZodType>(file: string, text: string, schema: T) {
  const { written, body } = readFrontMatter(file, text);
  return { fields: checkedItem(file, schema, written), body, written };
}

/** `item` as `schema` passes it, or the file's first problem with it in its writer's words. */
export function checkedItem<T extends z.ZodType>(file: string, schema: T, item: unknown): z.output<T> {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw frontMatterProblem(file, parsed.error, item);
  return parsed.data;
}

/** An item's file: `fields` as YAML front matter, then the body. */
export const joinFrontMatter = (fields: unknown, body: string) =>
  `---\n${stringify(fields, { lineWidth: 0 }).trimEnd()}\n---\n\n${body}`;

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/**
 * A file's first front-matter problem in its writer's words: `posts/en/x.md: author: required`, not
 * the validator's "Invalid input: expected string, received undefined". The rules' own messages
 * ("at most 120 characters") are already written for people and stay as they are.
 */
export function frontMatterProblem(file: string, error: z.ZodError, input: unknown): Error {
  const issue = error.issues[0];
  const field = issue.path.join('.') || 'front matter';
  const given = issue.path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
  let message = issue.message;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && given === undefined) message = 'required';
  else if (issue.code === 'invalid_type') message = `should be ${typeWords[issue.expected] ?? issue.expected}`;
  else if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid '))
    message = `should be one of: ${issue.values.map(String).join(', ')}`;
  return new Error(`${file}: ${field}: ${message}`);
}
