import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { extensionOf, isImageResource, type UploadSink } from './upload-sink';
import type { UploadStore } from './upload-store';

/**
 * Without PUBLIC_URL, the address the request actually reached: never the client-written Host or
 * X-Forwarded-Proto, which would let a request put any origin (or `javascript:`) in the answer.
 */
function ownOrigin(request: FastifyRequest): string {
  const { localAddress, localPort } = request.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}

/** The file stays on this machine and is served from /files/<random name> (a mirror's copy may carry a hosted one). */
export function localUploadSink(store: UploadStore, publicUrl: string | undefined): UploadSink {
  return async (upload, request) => {
    const extension = extensionOf(upload.kind);
    const createdAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const originalFilename =
      upload.originalFilename.slice(0, upload.originalFilename.length - extname(upload.originalFilename).length) ||
      upload.originalFilename;
    const stored = await store.keep(
      await upload.content(),
      { originalFilename, kind: upload.kind, bytes: upload.bytes, createdAt },
      extension,
    );
    const resourceType =
      upload.resourceType === 'auto' ? (isImageResource(upload.kind) ? 'image' : 'raw') : upload.resourceType;
    const url = `${publicUrl ?? ownOrigin(request)}/files/${stored.name}`;
    const answer = {
      public_id: resourceType === 'raw' ? stored.name : stored.name.slice(0, -extension.length),
      secure_url: url,
      url,
      display_name: originalFilename,
      original_filename: originalFilename,
      bytes: stored.bytes,
      format: extension.slice(1),
      resource_type: resourceType,
      created_at: createdAt,
    };
    return { answer, localName: stored.name };
  };
}
