import { createHash } from 'node:crypto';
import { mediaSrc, type MediaImage } from '../../../schemas/media-image';
import { encodeImage } from './encode-image';
import type { MediaStore } from './media-store';

/** An uploaded image as an export carries it: its largest fallback file (JPEG or PNG). */
export const exportedImage = (media: MediaStore, image: MediaImage) => media.bytes(mediaSrc(image));

/** An image file of an import: the one made from these very bytes before, or a new one through the pipeline. */
export async function importedImage(media: MediaStore, bytes: Buffer): Promise<MediaImage> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  return media.bySource(sha) ?? media.save(await encodeImage(bytes), sha);
}
