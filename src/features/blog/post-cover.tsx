import { mediaSrc, mediaSrcSet } from '@schemas/media-url';
import type { PostCover as Cover } from '@schemas/blog-post';
import { Img } from '@/components/ui/img';

interface PostCoverProps {
  cover: Cover;
  alt: string;
  /** The `sizes` the cover is shown at, so a phone fetches a narrow width. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A post's cover: AVIF, then WebP, then the JPEG/PNG fallback, in the widths the upload made; its size reserved. */
export function PostCover({ cover, alt, sizes, priority, className }: PostCoverProps) {
  if (!('media' in cover))
    return (
      <Img
        src={cover.src}
        alt={alt}
        width={cover.width}
        height={cover.height}
        priority={priority}
        className={className}
      />
    );
  const image = cover.media;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />
      <Img
        src={mediaSrc(image)}
        srcSet={mediaSrcSet(image, image.fallback)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        priority={priority}
        className={className}
      />
    </picture>
  );
}
