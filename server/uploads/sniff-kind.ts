import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromFile, fileTypeFromStream, type FileTypeResult } from 'file-type/node';
import { kindExtensions, type FileKind } from '../../schemas/upload-rules';

/**
 * Every kind of file the gateway takes anywhere, as its own bytes show it: the career form's
 * documents and pictures, the content studio's photos and videos. `markup` is XML or SVG, which no
 * form takes but which an image upload is told about by name.
 */
export type SniffedKind = FileKind | 'avif' | 'gif' | 'tiff' | 'mp4' | 'webm' | 'markup';

/** `file-type`'s names for them; Word 97-2003 files are OLE compound files. */
const byExtension: Record<string, SniffedKind> = {
  pdf: 'pdf',
  doc: 'doc',
  cfb: 'doc',
  docx: 'docx',
  odt: 'odt',
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  tif: 'tiff',
  webm: 'webm',
  xml: 'markup',
  svg: 'markup',
};

function kindOf(type: FileTypeResult | undefined): SniffedKind | undefined {
  if (!type) return undefined;
  // MP4's family (mp4, m4v, f4v...) shares one MIME type; a browser plays any of them as MP4.
  if (type.mime === 'video/mp4') return 'mp4';
  return Object.hasOwn(byExtension, type.ext) ? byExtension[type.ext] : undefined;
}

/**
 * The kind of a file (a path, a stream, which it reads only as far as it needs and then closes) or
 * of bytes in memory, decided by `file-type` from the bytes alone (it tells a DOCX or ODT from any
 * zip); undefined for anything the gateway takes nowhere.
 */
export async function sniffKind(source: string | Uint8Array | Readable): Promise<SniffedKind | undefined> {
  if (typeof source === 'string') return kindOf(await fileTypeFromFile(source));
  if (source instanceof Uint8Array) return kindOf(await fileTypeFromBuffer(source));
  try {
    return kindOf(await fileTypeFromStream(source));
  } finally {
    source.destroy();
  }
}

/** `kind` if it is one of `kinds` (what one form or screen takes), else undefined. */
export function oneOf<Kind extends SniffedKind>(
  kind: SniffedKind | undefined,
  kinds: readonly Kind[],
): Kind | undefined {
  return (kinds as readonly SniffedKind[]).includes(kind!) ? (kind as Kind) : undefined;
}

/** A name with an extension must name the detected kind: `cv.html` holding a PDF is refused. */
export function extensionAgrees(filename: string, kind: FileKind): boolean {
  const extension = extname(filename).toLowerCase();
  return extension === '' || kindExtensions[kind].includes(extension);
}
