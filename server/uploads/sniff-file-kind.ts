import { extname } from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import { kindExtensions, type FileKind } from '../../schemas/upload-rules';

/** `file-type`'s names for the kinds the career form takes; Word 97-2003 files are OLE compound files. */
const detected: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'doc',
  cfb: 'doc',
  docx: 'docx',
  odt: 'odt',
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

const kindOf = (type: FileTypeResult | undefined) =>
  type && Object.hasOwn(detected, type.ext) ? detected[type.ext] : undefined;

/** The kind of a file decided by its own bytes with `file-type` (which tells a DOCX or ODT from any zip). */
export async function sniffFileKind(path: string): Promise<FileKind | undefined> {
  return kindOf(await fileTypeFromFile(path));
}

/** The same decision for bytes already in memory (a team photo). */
export async function sniffBytesKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  return kindOf(await fileTypeFromBuffer(bytes));
}

/** A name with an extension must name the detected kind: `cv.html` holding a PDF is refused. */
export function extensionAgrees(filename: string, kind: FileKind): boolean {
  const extension = extname(filename).toLowerCase();
  return extension === '' || kindExtensions[kind].includes(extension);
}
