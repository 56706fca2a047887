import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kindExtensions, kindMimeTypes, type FileKind } from '../../schemas/upload-rules';
import { ApiError } from '../tables/api-error';
import { receiveUpload, type ReceivedUpload } from './receive-upload';
import { UploadError } from './upload-error';
import type { UploadStore } from './upload-store';

export const resourceTypes = ['auto', 'image', 'raw'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export interface UploadAnswer {
  public_id: string;
  secure_url: string;
  url: string;
  display_name: string;
  original_filename: string;
  bytes: number;
  format: string;
  resource_type: string;
  created_at: string;
}

export interface CheckedUpload extends ReceivedUpload {
  kind: FileKind;
  resourceType: ResourceType;
}

/** Keeps a checked upload (locally, or at the upstream file host) and answers like the file host. */
export type UploadSink = (upload: CheckedUpload, request: FastifyRequest) => Promise<UploadAnswer>;

export interface UploadRoutesOptions {
  cloudName: string;
  preset: string;
  maxBytes: number;
  store: UploadStore;
  sink: UploadSink;
}

const imageKinds: FileKind[] = ['jpeg', 'png', 'webp'];
const acceptedKinds = Object.keys(kindMimeTypes).join(', ').toUpperCase();
export const isImage = (kind: FileKind) => imageKinds.includes(kind);
/** The file host files PDFs with images (it can render their pages). */
export const isImageResource = (kind: FileKind) => isImage(kind) || kind === 'pdf';

export const extensionOf = (kind: FileKind) => kindExtensions[kind][0];

/** The file host's upload call; the stored files are served privately by the back office (server/staff). */
export function registerUploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const { store } = options;

  app.post<{ Params: { cloud: string; resource: string } }>('/v1_1/:cloud/:resource/upload', async (request) => {
    const { cloud, resource } = request.params;
    if (cloud !== options.cloudName) throw new UploadError(404, `Invalid cloud_name ${cloud}`);
    if (!resourceTypes.includes(resource as ResourceType))
      throw new UploadError(404, `Invalid resource type ${resource}`);
    const received = await receiveUpload(request, store.incomingPath(), options.maxBytes);
    try {
      if (!received.preset) throw new UploadError(400, 'Upload preset must be specified when using unsigned upload');
      if (received.preset !== options.preset) throw new UploadError(400, 'Upload preset not found');
      if (!received.kind) throw new UploadError(400, `Unsupported file type. Accepted: ${acceptedKinds}.`);
      if (resource === 'image' && !isImageResource(received.kind)) throw new UploadError(400, 'Invalid image file');
      return await options.sink({ ...received, kind: received.kind, resourceType: resource as ResourceType }, request);
    } catch (error) {
      if (error instanceof ApiError) throw new UploadError(error.statusCode, error.message, { cause: error.cause });
      throw error;
    } finally {
      await rm(received.path, { force: true });
    }
  });
}
