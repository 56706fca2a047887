import type { AttachmentField } from '@schemas/attachment-fields';
import { acceptedKinds, kindExtensions, kindMimeTypes, MAX_UPLOAD_BYTES } from '@schemas/upload-rules';
import { formatBytes } from '@/components/ui/form/format-bytes';

/** The input's accept list for one attachment. */
export function acceptFor(field: AttachmentField): string {
  return acceptedKinds[field].flatMap((kind) => [...kindExtensions[kind], kindMimeTypes[kind]]).join(',');
}

/** 'PDF, DOC, DOCX or ODT'. */
export function kindsFor(field: AttachmentField): string {
  const names = [...new Set(acceptedKinds[field].map((kind) => (kind === 'jpeg' ? 'JPEG' : kind.toUpperCase())))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
}

/**
 * Why a picked file cannot be sent, or null when it can. Checked by extension (the MIME type a
 * browser reports for .doc and .odt varies); the gateway checks the bytes themselves.
 */
export function attachmentProblem(field: AttachmentField, file: File): string | null {
  const name = file.name.toLowerCase();
  const allowed = acceptedKinds[field].flatMap((kind) => kindExtensions[kind]);
  if (!allowed.some((extension) => name.endsWith(extension))) {
    return `${file.name} is not accepted for ${field}: choose a ${kindsFor(field)} file.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is too large (${formatBytes(file.size)}): the limit is ${formatBytes(MAX_UPLOAD_BYTES)}.`;
  }
  if (file.size === 0) return `${file.name} is empty: choose another file.`;
  return null;
}
