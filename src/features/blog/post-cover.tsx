import { mediaSrc, mediaSrcSet } from '@schemas/media-url';
import type { PostCover as Cover } from '@schemas/blog-post';
import { Img } from '@/components/ui/img';

export interface PostCoverProps {
  cover: Cover;
  alt: string;
  /** The `sizes` the cover is shown at, so a phone fetches a narrow width. */
  sizes: string;
  priority?: boolean;
  /** A media query outside which this copy fetches nothing (a 1 px blank in its place). */
  onlyWhere?: string;
  className?: string;
  /** A single file's AVIF twin, offered first (an upload's widths come in AVIF already). */
  avif?: string;
}

/** A transparent 1 × 1 GIF: what a copy fetches where its `onlyWhere` does not hold. */
const blank = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A post's cover: AVIF, then WebP, then the JPEG/PNG fallback, in the widths the upload made; its size reserved. */
export function PostCover({ cover, alt, sizes, priority, onlyWhere, className, avif }: PostCoverProps) {
  const image = 'media' in cover ? cover.media : undefined;
  // The <img>'s own file: the upload's widest fallback, or the drawing's single file.
  const { src, width, height } = 'media' in cover ? { ...cover.media, src: mediaSrc(cover.media) } : cover;
  return (
    <picture>
      {onlyWhere && <source media={`not all and ${onlyWhere}`} srcSet={blank} />}
      {image && <source type="image/avif" srcSet={mediaSrcSet(image, 'avif')} sizes={sizes} />}
      {!image && avif && <source type="image/avif" srcSet={avif} />}
      {image && <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />}
      <Img
        src={src}
        srcSet={image && mediaSrcSet(image, image.fallback)}
        sizes={image && sizes}
        alt={alt}
        width={width}
        height={height}
        priority={priority}
        className={className}
      />
    </picture>
  );
}
