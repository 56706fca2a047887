import sharp from 'sharp';
import { imageJobs } from './encode-image';

/** What Facebook, X and LinkedIn show large when a link is shared (the static pages' /og-image.jpg too). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** `/images/<key>-share.jpg`: a cover's sharing picture; the key is the image's id or the art's digest. */
export const shareFileName = /^([0-9a-f]{32})-share\.jpg$/;
export const shareImageName = (key: string) => `${key}-share.jpg`;

/**
 * A cover cut to the sharing picture's shape around its most eye-catching part, as a JPEG on white
 * (a transparent PNG's or an SVG's background). The source is the site's own: an uploaded image's
 * stored variant, or the build's art, drawn (an SVG) at twice its size so the 1200 px picture is sharp.
 */
export function encodeShareImage(bytes: Buffer, { vector = false } = {}): Promise<Buffer> {
  return imageJobs.run(() =>
    sharp(bytes, vector ? { density: 144 } : {})
      .resize(shareImageSize.width, shareImageSize.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
