import type { AttachmentView } from '../../../schemas/staff-api';
import type { Fields } from '../../tables/record-store';
import type { UploadStore } from '../../uploads/upload-store';

const storedName = /^[0-9a-f]{32}\.[a-z]+$/;
const previewKinds = new Set(['jpeg', 'png', 'webp', 'pdf']);

/** The gateway's own stored file behind an attachment URL (`…/files/<random name>`), if it is one. */
export function storedFileName(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const name = url.split('?')[0].split('/').pop() ?? '';
  return storedName.test(name) && /\/files\/[^/]+$/.test(url.split('?')[0]) ? name : undefined;
}

/** Every attachment of a record that is stored here, field by field. */
export function recordAttachments(fields: Fields, uploads: UploadStore): AttachmentView[] {
  return Object.entries(fields).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : []).flatMap((item: { url?: unknown; filename?: unknown }) => {
      const name = storedFileName(item?.url);
      const file = name ? uploads.find(name) : undefined;
      if (!name || !file) return [];
      const previewUrl = `/staff/api/files/${name}`;
      return [
        {
          field,
          filename: typeof item.filename === 'string' ? item.filename : name,
          name,
          kind: file.kind,
          bytes: file.bytes,
          previewable: previewKinds.has(file.kind),
          previewUrl,
          downloadUrl: `${previewUrl}?download=1`,
        },
      ];
    }),
  );
}
