import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { kindMimeTypes } from '../../schemas/upload-rules';
import { extensionOf, isImage } from '../uploads/upload-sink';
import type { StoredUpload } from '../uploads/upload-store';

export interface FileHostOptions {
  uploadUrl: string;
  preset: string;
  timeoutMs: number;
}

const quoted = (value: string) => value.replace(/["\\\r\n]/g, '_');

/**
 * The multipart body for the file host, streamed from the file on disk: memory stays flat
 * however large the file.
 */
function multipartStream(file: Readable, filename: string, mime: string, preset: string) {
  const boundary = `----gateway-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\n${preset}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(filename)}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    yield* file;
    yield tail;
  }
  return {
    body: Readable.toWeb(Readable.from(parts())) as ReadableStream,
    boundary,
    extraBytes: head.length + tail.length,
  };
}

/**
 * Sends a stored upload to the file host with the server-held preset (images as `image`,
 * documents as `raw`) and answers the URL it is hosted at; throws with the reason otherwise.
 */
export async function uploadToFileHost(
  file: Readable,
  upload: StoredUpload,
  options: FileHostOptions,
): Promise<string> {
  const filename = `${upload.originalFilename}${extensionOf(upload.kind)}`;
  const { body, boundary, extraBytes } = multipartStream(file, filename, kindMimeTypes[upload.kind], options.preset);
  const resource = isImage(upload.kind) ? 'image' : 'raw';
  const response = await fetch(`${options.uploadUrl}/${resource}/upload`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(upload.bytes + extraBytes),
    },
    duplex: 'half',
    signal: AbortSignal.timeout(options.timeoutMs * 3),
  } as RequestInit);
  const answer = (await response.json().catch(() => ({}))) as { secure_url?: unknown };
  if (!response.ok || typeof answer.secure_url !== 'string')
    throw new Error(`the file host answered ${response.status} without a file URL`);
  return answer.secure_url;
}
