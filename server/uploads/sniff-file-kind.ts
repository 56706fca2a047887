import type { FileKind } from '../../schemas/upload-rules';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, text: string, at: number) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/**
 * A zip is an ODT when its first entry is the uncompressed `mimetype` naming an ODF text
 * document (the ODF rule), and a DOCX when its central directory, at the end, lists both
 * `[Content_Types].xml` and `word/document.xml`.
 */
function sniffZip(head: Buffer, tail: Buffer): FileKind | undefined {
  const content = 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  if (ascii(head, 'mimetype', 30) && ascii(head, ODT_MIMETYPE, content) && head[content + ODT_MIMETYPE.length] !== 0x2d)
    return 'odt';
  const names = tail.toString('latin1');
  if (names.includes('[Content_Types].xml') && names.includes('word/document.xml')) return 'docx';
  return undefined;
}

/** The kind of a file decided by its own bytes: the first 4 KB and the last 256 KB. */
export function sniffFileKind(head: Buffer, tail: Buffer): FileKind | undefined {
  if (ascii(head, '%PDF-', 0)) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 'RIFF', 0) && ascii(head, 'WEBP', 8)) return 'webp';
  // Word 97-2003 files are OLE compound files; other OLE files (xls, msg) are rarer in a CV slot.
  if (startsWith(head, OLE)) return 'doc';
  if (startsWith(head, ZIP) && head.length >= 30) return sniffZip(head, tail);
  return undefined;
}

export const HEAD_BYTES = 4096;
export const TAIL_BYTES = 256 * 1024;
