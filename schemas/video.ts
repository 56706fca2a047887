import { mediaImage } from './media-image';
import { z } from './zod';

/** A video size limit in words (the gateway's VIDEO_MAX_BYTES, which the editor states). */
export const videoSizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
export const videoFileTypes = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export type VideoFileType = keyof typeof videoFileTypes;

const youtubeHosts = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link (`https://www.youtube.com/watch?v=…`, `https://youtu.be/…`,
 * `/embed/…`, `/shorts/…`), or undefined for anything else: another host (`youtube.com.evil.example`),
 * another scheme (`javascript:`), a malformed id.
 */
export function youtubeVideoId(link: string): string | undefined {
  if (!URL.canParse(link.trim())) return undefined;
  const url = new URL(link.trim());
  if (url.protocol !== 'https:' || !youtubeHosts.includes(url.hostname) || url.username || url.port) return undefined;
  const id =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? '')
        : (/^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
  return youtubeId.test(id) ? id : undefined;
}

const title = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label}: required`)
    .max(150, `${label}: at most 150 characters`)
    .refine((value) => !/[\p{Cc}<>]/u.test(value), `${label}: no line breaks, < or >`);

/** Where a video plays from: a file staff uploaded (its id from the upload), or a YouTube video. */
export const videoSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), fileId: z.string().regex(/^[0-9a-f]{32}$/, 'Video file: upload it again') }),
  z.object({
    kind: z.literal('youtube'),
    link: z
      .string()
      .trim()
      .max(300, 'YouTube link: at most 300 characters')
      .refine((link) => youtubeVideoId(link) !== undefined, 'YouTube link: an https:// link to one YouTube video'),
  }),
]);

/** What the Videos editor sends. */
export const videoInput = z.object({
  titleEn: title('Title in English'),
  titleNe: title('Title in Nepali'),
  poster: mediaImage,
  posterAlt: z.string().trim().min(1, 'Poster alt text: required').max(300, 'Poster alt text: at most 300 characters'),
  source: videoSource,
});
export type VideoInput = z.infer<typeof videoInput>;

/** The Videos list as the editor gets it, with the upload limit it states. */
export interface VideoList {
  items: VideoView[];
  maxBytes: number;
}

/** A stored video as the back office and the pages get it. */
export interface VideoView {
  id: string;
  titleEn: string;
  titleNe: string;
  poster: z.infer<typeof mediaImage>;
  posterAlt: string;
  /** A file: its URL (`/videos/<id>.<ext>`), type and size; a YouTube video: its id. */
  play: { kind: 'file'; src: string; type: string; bytes: number } | { kind: 'youtube'; youtubeId: string };
  sample: boolean;
  position: number;
}
