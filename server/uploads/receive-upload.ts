import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { kindExtensions, type FileKind } from '../../schemas/upload-rules';
import { oneOf, sniffKind } from './sniff-kind';
import { UploadError } from './upload-error';

/** Every kind the career form takes in one field or another. */
const formKinds = Object.keys(kindExtensions) as FileKind[];

export interface ReceivedUpload {
  path: string;
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
 * Streams the multipart `file` to `path`, stopping at `maxBytes` while the bytes arrive, then
 * sniffs its kind. Any failure removes the partial file.
 */
export async function receiveUpload(request: FastifyRequest, path: string, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadError(400, 'Upload requests must be multipart/form-data');
  let bytes = 0;
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
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    }
  } catch (error) {
    await rm(path, { force: true });
    const answer = translate(error, maxBytes);
    if (answer instanceof UploadError && answer.statusCode < 500)
      request.log.warn({ status: answer.statusCode, reason: answer.message }, 'upload refused');
    throw answer;
  }
  if (originalFilename === undefined) throw new UploadError(400, 'Missing required parameter - file');
  if (bytes === 0) {
    await rm(path, { force: true });
    throw new UploadError(400, 'Empty file');
  }
  return { path, bytes, kind: oneOf(await sniffKind(path), formKinds), originalFilename, preset };
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
