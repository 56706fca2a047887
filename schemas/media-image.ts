import { mediaFallbacks } from './media-url';
import { z } from './zod';

export { mediaFallbacks, mediaFormats, mediaPathPrefix, mediaWidths } from './media-url';

/**
 * An image the back office uploaded (server/content/media): re-encoded into each of `widths` (never
 * wider than the original) as AVIF, WebP and a fallback (JPEG, or PNG when it has transparency),
 * served at `/images/<id>-<width>.<ext>`. `width` and `height` are the largest variant's, so a page
 * reserves its box before the bytes arrive.
 */
export const mediaImage = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  fallback: z.enum(mediaFallbacks),
});
export type MediaImage = z.infer<typeof mediaImage>;

// The URL helpers live apart, free of zod, for the pages' islands (a video's poster).
export { mediaSrc, mediaSrcSet, mediaUrl, type MediaExtension } from './media-url';
