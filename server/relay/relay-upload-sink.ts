import { readFile } from 'node:fs/promises';
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

/**
 * Relay mode: the checked file goes on to the upstream file host with the server-held preset,
 * images as `image`, documents as `raw`.
 */
export function relayUploadSink(options: { uploadUrl: string; preset: string; timeoutMs: number }): UploadSink {
  return async (upload) => {
    const form = new FormData();
    const filename = `${upload.originalFilename.replace(/\.[^.]*$/, '')}${extensionOf(upload.kind)}`;
    form.append('file', new Blob([await readFile(upload.path)], { type: kindMimeTypes[upload.kind] }), filename);
    form.append('upload_preset', options.preset);
    const resource = isImage(upload.kind) ? 'image' : 'raw';
    let response: Response;
    try {
      response = await fetch(`${options.uploadUrl}/${resource}/upload`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs * 3),
      });
    } catch {
      throw new UploadError(502, 'The file host did not answer. Please try again.');
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new UploadError(502, 'The file host did not accept the file. Please try again.');
    return Object.fromEntries(answerFields.map((field) => [field, body[field]])) as unknown as UploadAnswer;
  };
}
