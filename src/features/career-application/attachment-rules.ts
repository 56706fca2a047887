import type { AttachmentField } from '@schemas/attachment-fields';
import { acceptedKinds, kindExtensions, kindMimeTypes, MAX_UPLOAD_BYTES } from '@schemas/upload-rules';
import { formatBytes } from '@/components/ui/form/format-bytes';
import type { Forms } from '@/content/forms';

/** The input's accept list for one attachment. */
export function acceptFor(field: AttachmentField): string {
  return acceptedKinds[field].flatMap((kind) => [...kindExtensions[kind], kindMimeTypes[kind]]).join(',');
}

/** 'PDF, DOC, DOCX or ODT' (the last joiner in the page's language). */
export function kindsFor(field: AttachmentField, or: string): string {
  const names = [...new Set(acceptedKinds[field].map((kind) => (kind === 'jpeg' ? 'JPEG' : kind.toUpperCase())))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${or} ${names[names.length - 1]}` : names[0];
}

type FileTexts = Pick<Forms['file'], 'or' | 'notAccepted' | 'tooLarge' | 'empty'>;

/**
 * Why a picked file cannot be sent, or null when it can. Checked by extension (the MIME type a
 * browser reports for .doc and .odt varies); the gateway checks the bytes themselves.
 */
export function attachmentProblem(field: AttachmentField, file: File, texts: FileTexts): string | null {
  const name = file.name.toLowerCase();
  const allowed = acceptedKinds[field].flatMap((kind) => kindExtensions[kind]);
  if (!allowed.some((extension) => name.endsWith(extension))) {
    return texts.notAccepted(file.name, field, kindsFor(field, texts.or));
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return texts.tooLarge(file.name, formatBytes(file.size), formatBytes(MAX_UPLOAD_BYTES));
  }
  if (file.size === 0) return texts.empty(file.name);
  return null;
}
