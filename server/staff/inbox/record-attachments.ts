import type { AttachmentView } from '../../../schemas/staff-api';
import type { Fields } from '../../tables/record-store';
import { storedName, type UploadStore } from '../../uploads/upload-store';

const previewKinds = new Set(['jpeg', 'png', 'webp', 'pdf']);

/** Every attachment of a record that is stored here, field by field. */
export function recordAttachments(fields: Fields, uploads: UploadStore): AttachmentView[] {
  return Object.entries(fields).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : []).flatMap((item: { url?: unknown; filename?: unknown }) => {
      const name = storedName(item?.url);
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
