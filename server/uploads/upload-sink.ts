import type { FastifyRequest } from 'fastify';
import { kindExtensions, type FileKind } from '../../schemas/upload-rules';
import type { ReceivedUpload } from './receive-upload';

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

/** Keeps a checked upload and answers like the file host; `localName` names the file kept on this machine. */
export type UploadSink = (
  upload: CheckedUpload,
  request: FastifyRequest,
) => Promise<{ answer: UploadAnswer; localName: string }>;

const imageKinds: FileKind[] = ['jpeg', 'png', 'webp'];
export const isImage = (kind: FileKind) => imageKinds.includes(kind);
/** The file host files PDFs with images (it can render their pages). */
export const isImageResource = (kind: FileKind) => isImage(kind) || kind === 'pdf';

export const extensionOf = (kind: FileKind) => kindExtensions[kind][0];
