import { createHash } from 'node:crypto';
import { eventPicture, type EventPicture } from '../../../schemas/gallery-event';
import { mediaSrc, type MediaImage } from '../../../schemas/media-image';
import type { ReadMedia } from '../content-kind';
import { encodeImage } from './encode-image';
import type { MediaStore } from './media-store';

/** An uploaded image as an export carries it: its largest fallback file (JPEG or PNG). */
export const exportedImage = (media: MediaStore, image: MediaImage) => media.bytes(mediaSrc(image));

/** An image file of an import: the one made from these very bytes before, or a new one through the pipeline. */
export async function importedImage(media: MediaStore, bytes: Buffer): Promise<MediaImage> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  return media.bySource(sha) ?? media.save(await encodeImage(bytes), sha);
}

/**
 * A picture an import names: one of the site's illustrations (a path from `/`, with its size) or
 * an image file of the import. `where` starts the message when it is neither (`events/x.md: photo`).
 */
export async function importedPicture(
  media: MediaStore,
  readMedia: ReadMedia,
  where: string,
  picture: { src: string; width?: number; height?: number },
): Promise<EventPicture> {
  if (!picture.src.startsWith('/')) return { media: await importedImage(media, await readMedia(picture.src, 'image')) };
  const art = eventPicture.safeParse(picture);
  if (!art.success) throw new Error(`${where}: not one of the site's illustrations`);
  return art.data;
}
