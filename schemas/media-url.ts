/** An uploaded image's URLs (schemas/media-image.ts), free of zod for the pages' islands. */
// 700: a picture across a phone (330 to 380 CSS px at 1.75 to 2 device pixels, so 580 to 665 pixels)
// takes it rather than the 800, a fifth heavier; Chromium picks the narrowest width at or above what it needs.
export const mediaWidths = [400, 700, 800, 1200, 1600] as const;
export const mediaFormats = ['avif', 'webp'] as const;
export const mediaFallbacks = ['jpg', 'png'] as const;
export const mediaPathPrefix = '/images/';

/** What an image's URLs are made of (a `MediaImage` has it). */
interface MediaImage {
  id: string;
  widths: number[];
  fallback: (typeof mediaFallbacks)[number];
}

export type MediaExtension = (typeof mediaFormats)[number] | (typeof mediaFallbacks)[number];

export const mediaUrl = (image: Pick<MediaImage, 'id'>, width: number, extension: MediaExtension) =>
  `${mediaPathPrefix}${image.id}-${width}.${extension}`;

/** A `srcset` of every width in one format. */
export const mediaSrcSet = (image: MediaImage, extension: MediaExtension) =>
  image.widths.map((width) => `${mediaUrl(image, width, extension)} ${width}w`).join(', ');

/** The fallback `src`: the largest width. */
export const mediaSrc = (image: MediaImage) => mediaUrl(image, Math.max(...image.widths), image.fallback);
