import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { kindMimeTypes } from '../../schemas/upload-rules';
import { UploadError } from '../uploads/upload-error';
import { extensionOf, isImage, type UploadAnswer, type UploadSink } from '../uploads/upload-sink';

const answerFields = [
  'public_id',
  'secure_url',
  'url',
  'display_name',
  'original_filename',
  'bytes',
  'format',
  'resource_type',
  'created_at',
] as const;

const quoted = (value: string) => value.replace(/["\\\r\n]/g, '_');

/**
 * The multipart body for the file host, streamed from the checked file on disk: memory stays
 * flat however large the file or however many uploads run.
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
 * Relay mode: the checked file goes on to the upstream file host with the server-held preset,
 * images as `image`, documents as `raw`.
 */
export function relayUploadSink(options: { uploadUrl: string; preset: string; timeoutMs: number }): UploadSink {
  return async (upload) => {
    const filename = `${upload.originalFilename.replace(/\.[^.]*$/, '')}${extensionOf(upload.kind)}`;
    const { body, boundary, extraBytes } = multipartStream(
      await upload.content(),
      filename,
      kindMimeTypes[upload.kind],
      options.preset,
    );
    const resource = isImage(upload.kind) ? 'image' : 'raw';
    let response: Response;
    try {
      response = await fetch(`${options.uploadUrl}/${resource}/upload`, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(upload.bytes + extraBytes),
        },
        duplex: 'half',
        signal: AbortSignal.timeout(options.timeoutMs * 3),
      } as RequestInit);
    } catch {
      throw new UploadError(502, 'The file host did not answer. Please try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new UploadError(502, 'The file host did not accept the file. Please try again.');
    return {
      answer: Object.fromEntries(answerFields.map((field) => [field, answer[field]])) as unknown as UploadAnswer,
    };
  };
}
