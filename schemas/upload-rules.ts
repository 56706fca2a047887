import type { AttachmentField } from './career-application';

/** File kinds the career form accepts, decided by the file's own bytes on the server. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'odt' | 'jpeg' | 'png' | 'webp';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const documents: FileKind[] = ['pdf', 'doc', 'docx', 'odt'];
const images: FileKind[] = ['jpeg', 'png', 'webp'];

export const acceptedKinds: Record<AttachmentField, FileKind[]> = {
  'Resume/CV': documents,
  'Cover Letter': documents,
  Headshot: images,
  Citizenship: [...images, 'pdf'],
};

export const kindExtensions: Record<FileKind, string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  odt: ['.odt'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
};

export const kindMimeTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
