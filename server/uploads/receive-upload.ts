import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { kindExtensions, type FileKind } from '../../schemas/upload-rules';
import { oneOf, sniffKind } from './sniff-kind';
import { UploadError } from './upload-error';
import type { UploadStore } from './upload-store';

/** Every kind the career form takes in one field or another. */
const formKinds = Object.keys(kindExtensions) as FileKind[];

export interface ReceivedUpload {
  /** Its name in the store's incoming folder until it is kept or discarded. */
  incoming: string;
  /** Its bytes, read from the incoming folder (to send them on). */
  content: () => Promise<Readable>;
  bytes: number;
  kind: FileKind | undefined;
  originalFilename: string;
  preset: string | undefined;
}

// EPERM: an immutable or append-only file or folder refuses writes even to root.
const diskTrouble = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EACCES', 'EPERM']);

const clientFault = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ECONNABORTED']);
const multipartParseError =
  /^(Unexpected end of (form|file)|Malformed part header|Part terminated early|Request aborted|Multipart: Boundary not found)/i;

/** A browser sends a bare file name; a folder, `..` or a control character means a crafted request. */
const craftedFilename = /[/\\\p{Cc}]|^\.\.?$/u;

/** A name safe to keep as data: no folders, no control characters, bounded length. */
function cleanFilename(name: string | undefined): string {
  const cleaned = basename(name ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return cleaned.slice(0, 255) || 'file';
}

/**
 * Streams the multipart `file` into the store's incoming folder, stopping at `maxBytes` while the
 * bytes arrive, then sniffs its kind. Any failure keeps nothing.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: UploadStore,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadError(400, 'Upload requests must be multipart/form-data');
  let received: { incoming: string; bytes: number } | undefined;
  let originalFilename: string | undefined;
  let preset: string | undefined;
  try {
    for await (const part of request.parts({
      preservePath: true,
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'upload_preset') preset = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file')
        throw new UploadError(400, `Unexpected file field ${part.fieldname}; send the file as "file"`);
      if (craftedFilename.test(part.filename ?? '')) throw new UploadError(400, 'Invalid file name');
      originalFilename = cleanFilename(part.filename);
      received = await store.receive(part.file);
    }
  } catch (error) {
    if (received) await store.discard(received.incoming);
    const answer = translate(error, maxBytes);
    if (answer instanceof UploadError && answer.statusCode < 500)
      request.log.warn({ status: answer.statusCode, reason: answer.message }, 'upload refused');
    throw answer;
  }
  if (originalFilename === undefined || !received) throw new UploadError(400, 'Missing required parameter - file');
  const { incoming, bytes } = received;
  if (bytes === 0) {
    await store.discard(incoming);
    throw new UploadError(400, 'Empty file');
  }
  const content = async () => {
    const stream = await store.readIncoming(incoming);
    if (!stream) throw new Error(`The received upload ${incoming} is gone`);
    return stream;
  };
  return {
    incoming,
    content,
    bytes,
    kind: oneOf(await sniffKind(await content()), formKinds),
    originalFilename,
    preset,
  };
}

function translate(error: unknown, maxBytes: number): unknown {
  if (error instanceof UploadError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadError(413, `File size too large. Maximum is ${maxBytes}.`);
  if (diskTrouble.has(code))
    return new UploadError(503, 'The file could not be stored right now. Please try again shortly.', { cause: error });
  if (code.startsWith('FST_')) return new UploadError(400, 'Invalid upload request');
  // A cut-off or malformed body (busboy's parse errors, an aborted request) is the client's doing.
  if (clientFault.has(code) || (error instanceof Error && multipartParseError.test(error.message)))
    return new UploadError(400, 'Invalid upload request');
  return error;
}
