import sharp, { type Sharp } from 'sharp';
import { mediaWidths, type MediaExtension, type MediaImage } from '../../../schemas/media-image';
import { JobQueue } from './job-queue';
import { oneOf, sniffKind } from '../../uploads/sniff-kind';

/** What an upload may be, told by its bytes; sharp decodes each of these. */
const acceptedKinds = ['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'] as const;
/**
 * A small file can decode to a huge image (a decompression bomb): its size is read from its header
 * and refused before anything is decoded. 40 MP takes any camera's photo; JPEG and WebP decode it
 * shrunk on load, so it costs little. AVIF/HEIF decodes whole and slowly (a 6000 × 6000 AVIF of
 * 783 bytes took 37 s and 900 MB): 16 MP still takes a 12 MP phone's photo and a 4928 × 3264 camera's,
 * ten times the pixels of the widest variant (1600 px).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_AVIF_PIXELS = 16_000_000;
/** An upload's bytes at most, in the back office and in an import. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * Images decoded and encoded at once in this process: each keeps a core busy and holds its pixels
 * in memory; more at once only slow every visitor's request (four AVIFs at once moved an
 * `/images/` fetch from 3 to 453 ms). sharp's own concurrency sets threads per image, not images.
 */
export const imageJobs = new JobQueue(2);

export class ImageRefused extends Error {}

export interface EncodedVariant {
  width: number;
  extension: MediaExtension;
  bytes: Buffer;
}

export interface EncodedImage {
  image: Omit<MediaImage, 'id'>;
  variants: EncodedVariant[];
}

const looksLikeSvg = (bytes: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/** The upload's pixels, read once: upright, in sRGB, no wider than `width`. */
async function decodeOnce(source: Sharp, width: number) {
  return source
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type ImageKind = (typeof acceptedKinds)[number];

/**
 * An upload checked by its own bytes before any pixel is decoded: a kind in `kinds` (SVG, which
 * can carry script, is refused by name), a header that reads, and no more pixels than the limits.
 */
async function checkedImage(bytes: Uint8Array, kinds: readonly ImageKind[]) {
  const kind = await sniffKind(bytes);
  if ((!kind || kind === 'markup') && looksLikeSvg(bytes))
    throw new ImageRefused('SVG images are not accepted: upload a JPEG, PNG, WebP or AVIF photo');
  if (!oneOf(kind, kinds)) throw new ImageRefused('This file is not an image: upload a JPEG, PNG, WebP or AVIF photo');
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false });
  const metadata = await source.metadata().catch(() => {
    throw new ImageRefused('This image could not be read: it may be damaged');
  });
  if (!metadata.width || !metadata.height) throw new ImageRefused('This image could not be read');
  const pixels = metadata.width * metadata.height;
  const avif = metadata.format === 'heif';
  if (pixels > (avif ? MAX_AVIF_PIXELS : MAX_IMAGE_PIXELS))
    throw new ImageRefused(
      `This image is too large: ${metadata.width} × ${metadata.height} pixels (${megapixels(pixels)}); ` +
        (avif
          ? `an AVIF image may have at most ${megapixels(MAX_AVIF_PIXELS)}, a JPEG, PNG or WebP ${megapixels(MAX_IMAGE_PIXELS)}`
          : `an image may have at most ${megapixels(MAX_IMAGE_PIXELS)}`),
    );
  return { source, metadata, width: metadata.width, height: metadata.height };
}

const encodeWebp = (image: Sharp) => image.webp({ quality: 78 });

/**
 * A square cut of a photo, `size` pixels a side, around its most eye-catching part (a portrait's
 * face), upright and stripped of metadata, as WebP: a team member's photo.
 */
export async function encodeSquare(bytes: Uint8Array, size: number, kinds: readonly ImageKind[]): Promise<Buffer> {
  const { source } = await checkedImage(bytes, kinds);
  return imageJobs.run(() =>
    encodeWebp(source.rotate().resize(size, size, { fit: 'cover', position: 'attention' }))
      .toBuffer()
      .catch(() => {
        throw new ImageRefused('This image could not be read: it may be damaged');
      }),
  );
}

/**
 * Checks an upload by its own bytes and re-encodes it: turned upright, stripped of everything but
 * its pixels (EXIF with GPS, ICC, XMP, comments, anything appended), resized into the widths the
 * pages use (never enlarged) as AVIF, WebP and a JPEG fallback (PNG when it has transparency).
 * The upload is decoded once, to the widest variant; every variant is encoded from those pixels.
 */
export async function encodeImage(bytes: Uint8Array): Promise<EncodedImage> {
  const { source, metadata, width: storedWidth, height: storedHeight } = await checkedImage(bytes, acceptedKinds);
  // An EXIF orientation of 5 to 8 turns the image a quarter: its upright width is its stored height.
  const [fullWidth, fullHeight] =
    (metadata.orientation ?? 1) >= 5 ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const widths: number[] = mediaWidths.filter((width) => width < fullWidth);
  if (widths.length < mediaWidths.length) widths.push(Math.min(fullWidth, mediaWidths.at(-1)!));
  const fallback = metadata.hasAlpha ? 'png' : 'jpg';
  return imageJobs.run(async () => {
    try {
      const { data, info } = await decodeOnce(source, widths.at(-1)!);
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const variants: EncodedVariant[] = [];
      for (const width of widths) {
        // Each height from the original's shape, not from the decoded pixels' rounded one.
        const height = Math.max(1, Math.round((width * fullHeight) / fullWidth));
        const resized = sharp(data, { raw }).resize({ width, height, fit: 'fill' });
        // AVIF at sharp's default quality (50): the bench's 700 px photo is 40 kB, not 49 kB at 55, and
        // looks the same at a phone's density (PSNR 30.2 against 31.3 dB); effort 4 would save 5% at 6x the time.
        const encoders: [MediaExtension, Sharp][] = [
          ['avif', resized.clone().avif({ quality: 50, effort: 2 })],
          ['webp', encodeWebp(resized.clone())],
          [
            fallback,
            fallback === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 80, mozjpeg: true }),
          ],
        ];
        for (const [extension, encoder] of encoders)
          variants.push({ width, extension, bytes: await encoder.toBuffer() });
      }
      return { image: { width: info.width, height: info.height, widths, fallback }, variants };
    } catch {
      throw new ImageRefused('This image could not be read: it may be damaged');
    }
  });
}
