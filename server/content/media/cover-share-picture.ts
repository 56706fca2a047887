import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mediaSrc, type MediaImage } from '../../../schemas/media-image';
import type { SiteFiles } from '../../static/site-files';
import type { MediaStore } from './media-store';
import { encodeShareImage } from './share-image';

/** A post's or an event's cover: an uploaded image, or a picture of the build (a sample's art). */
export type Cover = { media: MediaImage } | { src: string };

/**
 * The address of a cover's sharing picture (`/images/<key>-share.jpg`, 1200 × 630 JPEG), made once:
 * from an uploaded image's largest variant, or from the build's art (keyed by its bytes, so a new
 * drawing makes a new picture). Undefined when the art is not in the build.
 */
export async function coverSharePicture(media: MediaStore, site: SiteFiles, cover: Cover): Promise<string | undefined> {
  if ('media' in cover)
    return media.shareImage(cover.media.id, async () => encodeShareImage(await media.bytes(mediaSrc(cover.media))));
  const art = site.get(cover.src);
  if (!art) return undefined;
  const bytes = art.body ?? (await readFile(art.diskPath));
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return media.shareImage(key, () => encodeShareImage(bytes, { vector: cover.src.endsWith('.svg') }));
}
