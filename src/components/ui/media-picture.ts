import { mediaSrc, mediaSrcSet } from '@schemas/media-image';
import type { PublicPhoto } from '@schemas/gallery-event';
import type { GalleryPhoto } from '@/components/pages/gallery/photo-gallery';

/**
 * A photo as the grids show it: an uploaded one in WebP at every width the pipeline made (the
 * browser picks by `sizes`), its largest fallback file for the lightbox and for visitors without
 * JavaScript; an illustration as it is.
 */
export function galleryPhoto({ picture, alt }: PublicPhoto, sizes: string): GalleryPhoto {
  if (!('media' in picture)) return { src: picture.src, alt, width: picture.width, height: picture.height };
  const { media } = picture;
  return {
    src: mediaSrc(media),
    srcSet: mediaSrcSet(media, 'webp'),
    sizes,
    full: mediaSrc(media),
    alt,
    width: media.width,
    height: media.height,
  };
}
