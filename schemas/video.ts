import { mediaImage } from './media-image';
import { withoutControls } from './plain-text';
import { shippedPoster } from './sample-videos';
import type { PublicVideo, VideoPoster } from './video-play';
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
    .refine((value) => !/[\r\n<>]/.test(value), `${label}: no line breaks, < or >`)
    .superRefine(withoutControls({ label }));

/** Where a video plays from: a file staff uploaded (its id from the upload), a YouTube video, or the clip the site ships (samples). */
export const videoSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shipped') }),
  z.object({ kind: z.literal('file'), fileId: z.string().regex(/^[0-9a-f]{32}$/, 'Video file: upload it again') }),
  z.object({
    kind: z.literal('youtube'),
    link: z
      .string()
      .trim()
      .max(300, 'YouTube link: at most 300 characters')
      .superRefine(withoutControls({ label: 'YouTube link' }))
      .refine((link) => youtubeVideoId(link) !== undefined, 'YouTube link: an https:// link to one YouTube video'),
  }),
]);

/** Whether a parse has found nothing wrong yet with these fields (a cross-field check waits for them). */
const fine =
  (...names: string[]) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => names.includes(String(issue.path?.[0])));

/** What the Videos editor sends. */
export const videoInput = z
  .object({
    titleEn: title('Title in English'),
    titleNe: title('Title in Nepali'),
    /**
     * An image uploaded through the image pipeline, or the shipped clip's own still (samples). A
     * YouTube video may come without one: the gateway gives it the site's own poster.
     */
    poster: z
      .union([
        mediaImage,
        z.object({
          src: z.literal(shippedPoster.src),
          width: z.literal(shippedPoster.width),
          height: z.literal(shippedPoster.height),
        }),
      ])
      .optional(),
    /** Required with a poster of the editor's own. */
    posterAlt: z
      .string()
      .trim()
      .max(300, 'Poster alt text: at most 300 characters')
      .superRefine(withoutControls({ label: 'Poster alt text' })),
    source: videoSource,
  })
  .refine((video) => video.poster !== undefined || video.source.kind === 'youtube', {
    path: ['poster'],
    error: 'Poster: upload an image',
    when: fine('poster', 'source'),
  })
  .refine((video) => video.poster === undefined || video.posterAlt !== '', {
    path: ['posterAlt'],
    error: 'Poster alt text: required',
    when: fine('poster', 'posterAlt'),
  });
export type VideoInput = z.infer<typeof videoInput>;
/** A video as stored: always with a poster (a YouTube video given none has the site's own). */
export type PosteredVideo = VideoInput & { poster: VideoPoster };

/** The Videos list as the editor gets it, with the upload limit it states. */
export interface VideoList {
  items: VideoView[];
  maxBytes: number;
}

/** A stored video as the back office and the pages get it. */
export interface VideoView extends PublicVideo {
  posterAlt: string;
  sample: boolean;
  /** The lowest is the featured video, first on /video. */
  position: number;
}

/** The order staff set: every video's id, the featured one first. */
export const videoOrder = z.object({ ids: z.array(z.string().regex(/^[0-9a-f]{20}$/)).max(500) });
