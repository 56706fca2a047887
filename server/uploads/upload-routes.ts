import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedKinds } from '../../schemas/upload-rules';
import { ApiError } from '../errors/api-error';
import { RateLimited } from '../errors/rate-limited';
import { StorageError } from '../errors/storage-error';
import { receiveUpload } from './receive-upload';
import { extensionAgrees } from './sniff-kind';
import { UploadError } from './upload-error';
import { extensionOf, isImageResource, resourceTypes, type ResourceType, type UploadSink } from './upload-sink';
import type { UploadGuard } from './upload-guard';
import type { UploadLedger } from './upload-ledger';
import type { UploadStore } from './upload-store';

export interface UploadRoutesOptions {
  cloudName: string;
  preset: string;
  maxBytes: number;
  store: UploadStore;
  sink: UploadSink;
  guard: UploadGuard;
  ledger: UploadLedger;
}

/** Every kind some attachment field takes, in the rules' order. */
const uploadableKinds = [...new Set(Object.values(acceptedKinds).flat())];
const unsupportedKind = `Unsupported file type. Accepted: ${uploadableKinds.join(', ').toUpperCase()}.`;

/**
 * Every failure of the upload call in the file host's shape: a refused write, a rate limit, and
 * Fastify's own (a malformed or too large body) too.
 */
function uploadErrors(error: FastifyError, request: FastifyRequest): never {
  if (error instanceof ApiError) throw error;
  if (error instanceof StorageError) throw new UploadError(503, error.message, { cause: error.cause });
  if (error instanceof RateLimited) throw new UploadError(429, error.message, undefined, error.retryAfterSeconds);
  const status = error.statusCode ?? 500;
  if (status === 413) throw new UploadError(413, 'Request is too large');
  if (status < 500) throw new UploadError(400, 'Invalid upload request');
  request.log.error({ err: error }, 'request failed');
  throw new UploadError(500, 'Upload failed. Please try again.');
}

/** The file host's upload call, in its own error scope; the stored files are served privately by the back office (server/staff). */
export async function registerUploadRoutes(parent: FastifyInstance, options: UploadRoutesOptions) {
  await parent.register(async (app) => {
    app.setErrorHandler(uploadErrors);
    uploadRoutes(app, options);
  });
}

function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const { store } = options;

  app.post<{ Params: { cloud: string; resource: string } }>('/v1_1/:cloud/:resource/upload', async (request) => {
    const { cloud, resource } = request.params;
    if (cloud !== options.cloudName) throw new UploadError(404, `Invalid cloud_name ${cloud}`);
    if (!resourceTypes.includes(resource as ResourceType))
      throw new UploadError(404, `Invalid resource type ${resource}`);
    const { guard } = options;
    guard.checkOrigin(request);
    guard.checkBudget(request.ip);
    return guard.run(async () => {
      const received = await receiveUpload(request, store, options.maxBytes);
      try {
        guard.spend(request.ip, received.bytes);
        if (!received.preset) throw new UploadError(400, 'Upload preset must be specified when using unsigned upload');
        if (received.preset !== options.preset) throw new UploadError(400, 'Upload preset not found');
        if (!received.kind) throw new UploadError(400, unsupportedKind);
        if (!extensionAgrees(received.originalFilename, received.kind))
          throw new UploadError(
            400,
            `The file name does not match its content, which is ${received.kind.toUpperCase()}: name it ${extensionOf(received.kind)}`,
          );
        if (resource === 'image' && !isImageResource(received.kind)) throw new UploadError(400, 'Invalid image file');
        const kept = await options.sink(
          { ...received, kind: received.kind, resourceType: resource as ResourceType },
          request,
        );
        options.ledger.record(kept.answer, kept.localName);
        return kept.answer;
      } finally {
        await store.discard(received.incoming);
      }
    });
  });
}
