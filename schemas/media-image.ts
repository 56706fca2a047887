import { z } from './zod';

/**
 * An image the back office uploaded (server/content/media): re-encoded into each of `widths` (never
 * wider than the original) as AVIF, WebP and a fallback (JPEG, or PNG when it has transparency),
 * served at `/images/<id>-<width>.<ext>`. `width` and `height` are the largest variant's, so a page
 * reserves its box before the bytes arrive.
 */
// 700: a picture across a phone (330 to 380 CSS px at 1.75 to 2 device pixels, so 580 to 665 pixels)
// takes it rather than the 800, a fifth heavier; Chromium picks the narrowest width at or above what it needs.
export const mediaWidths = [400, 700, 800, 1200, 1600] as const;
export const mediaFormats = ['avif', 'webp'] as const;
export const mediaFallbacks = ['jpg', 'png'] as const;
export const mediaPathPrefix = '/images/';

export const mediaImage = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  fallback: z.enum(mediaFallbacks),
});
export type MediaImage = z.infer<typeof mediaImage>;

export type MediaExtension = (typeof mediaFormats)[number] | (typeof mediaFallbacks)[number];

export const mediaUrl = (image: Pick<MediaImage, 'id'>, width: number, extension: MediaExtension) =>
  `${mediaPathPrefix}${image.id}-${width}.${extension}`;

/** A `srcset` of every width in one format. */
export const mediaSrcSet = (image: MediaImage, extension: MediaExtension) =>
  image.widths.map((width) => `${mediaUrl(image, width, extension)} ${width}w`).join(', ');

/** The fallback `src`: the largest width. */
export const mediaSrc = (image: MediaImage) => mediaUrl(image, Math.max(...image.widths), image.fallback);
