import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { shippedPoster } from '../../../schemas/sample-videos';
import { videoInput, youtubeVideoId, type PosteredVideo, type VideoView } from '../../../schemas/video';
import { z } from '../../../schemas/zod';
import {
  joinFrontMatter,
  readItemFile,
  type ContentContext,
  type ContentKind,
  type ExportedItem,
} from '../content-kind';
import { exportedImage, importedImage } from '../media/media-files';
import { receiveVideo, VideoRefused } from './receive-video';
import { VideoStore } from './video-store';

/**
 * A video's front matter. `poster` and `file` are paths inside the videos folder
 * (`media/<id>.poster.jpg`, `media/<id>.mp4`); the samples' poster is the site's own still
 * (`/media/intro-poster.jpg`) and, with neither `file` nor `youtube`, they play the clip the site ships.
 */
const frontMatter = z
  .object({
    title_en: z.string(),
    title_ne: z.string(),
    position: z.number().int().positive(),
    poster: z.string().min(1),
    poster_alt: z.string(),
    youtube: z.string().optional(),
    file: z.string().min(1).optional(),
    sample: z.boolean().optional(),
  })
  .refine((fields) => !(fields.youtube && fields.file), 'a video has a file or a YouTube link, not both');
type FrontMatter = z.infer<typeof frontMatter>;

const note = 'A video of /video (Content → Videos). Only the front matter is read.\n';
const videoId = /^[0-9a-f]{20}$/;

// The videos folder lives beside the media folder in the data folder (server/content/media/media-store.ts).
const storeOf = ({ db, media }: ContentContext) => new VideoStore(db, dirname(media.dir));

/**
 * Videos as `videos/<id>.md` (idempotent by the id; a file named otherwise gets an id made from its
 * name), their posters and uploaded files in `videos/media/`. An import checks each with the
 * editor's rules, an uploaded file by its bytes as an upload is; a running gateway shows it on the
 * next load of /video.
 */
export const videoKind: ContentKind = {
  folder: 'videos',

  exportAll(context) {
    const { media } = context;
    const videos = storeOf(context);
    return videos.all().map((video) => {
      const files: ExportedItem['media'] = [];
      let poster: string;
      if ('src' in video.poster) poster = video.poster.src;
      else {
        poster = `media/${video.id}.poster.${video.poster.fallback}`;
        const image = video.poster;
        files.push({ file: poster, bytes: () => exportedImage(media, image) });
      }
      let file: string | undefined;
      if (video.play.kind === 'file') {
        const name = video.play.src.split('/').pop()!;
        file = `media/${video.id}.${name.split('.')[1]}`;
        files.push({ file, bytes: () => videos.bytesOf(name) });
      }
      const fields: FrontMatter = {
        title_en: video.titleEn,
        title_ne: video.titleNe,
        position: video.position,
        poster,
        poster_alt: video.posterAlt,
        ...(video.play.kind === 'youtube' && { youtube: `https://www.youtube.com/watch?v=${video.play.youtubeId}` }),
        ...(file && { file }),
        ...(video.sample && { sample: true }),
      };
      return { file: `${video.id}.md`, text: joinFrontMatter(fields, note), media: files };
    });
  },

  async importItem(context, name, text, readMedia, claim) {
    const { fields } = readItemFile(name, text, frontMatter);
    const stem = name.replace(/\.md$/, '').split('/').pop()!;
    const id = videoId.test(stem) ? stem : createHash('sha256').update(stem).digest('hex').slice(0, 20);
    claim(`id ${id}`);
    const videos = storeOf(context);
    const current = videos.get(id);
    const poster = fields.poster.startsWith('/')
      ? fields.poster === shippedPoster.src
        ? shippedPoster
        : undefined
      : await posterFrom(context, await readMedia(fields.poster, 'image'), current);
    if (!poster) throw new Error(`${name}: poster: a path in the videos folder, or ${shippedPoster.src}`);
    const texts = {
      titleEn: fields.title_en,
      titleNe: fields.title_ne,
      poster,
      posterAlt: fields.poster_alt,
    };
    // Everything but the file is checked first, so a refused item leaves no file behind.
    const checked = videoInput.safeParse({
      ...texts,
      source: fields.youtube !== undefined ? { kind: 'youtube', link: fields.youtube } : { kind: 'shipped' },
    });
    if (!checked.success) throw new Error(`${name}: ${checked.error.issues[0].message}`);
    let input: PosteredVideo = { ...checked.data, poster };
    if (fields.file) {
      const bytes = await readMedia(fields.file, 'video');
      let fileId = await videos.fileWith(bytes);
      if (!fileId)
        try {
          // The same check as an upload's: MP4 or WebM by its bytes, written whole before it is named.
          fileId = (await receiveVideo(videos, Readable.from([bytes]), Number.MAX_SAFE_INTEGER)).id;
        } catch (error) {
          if (error instanceof VideoRefused) throw new Error(`${name}: file: ${error.message}`);
          throw error;
        }
      input = { ...input, source: { kind: 'file', fileId } };
    }
    const sample = fields.sample ?? false;
    if (current && sameVideo(current, input, sample, fields.position)) return 'unchanged';
    await videos.save(current?.id, input, { sample, newId: id, position: fields.position });
    return current ? 'updated' : 'created';
  },
};

/** The video's own poster when the file is what an export of it wrote; otherwise the image, stored (once per bytes). */
async function posterFrom({ media }: ContentContext, bytes: Buffer, current: VideoView | undefined) {
  if (current && !('src' in current.poster) && (await exportedImage(media, current.poster)).equals(bytes))
    return current.poster;
  return importedImage(media, bytes);
}

/** Whether a stored video already is what an imported file says (then the import changes nothing). */
function sameVideo(video: VideoView, input: PosteredVideo, sample: boolean, position: number) {
  const play = video.play;
  const source = input.source;
  const samePlay =
    source.kind === 'file'
      ? play.kind === 'file' && play.src.startsWith(`/videos/${source.fileId}.`)
      : source.kind === 'youtube'
        ? play.kind === 'youtube' && play.youtubeId === youtubeVideoId(source.link)
        : play.kind === 'shipped';
  return (
    samePlay &&
    JSON.stringify([video.titleEn, video.titleNe, video.poster, video.posterAlt, video.sample, video.position]) ===
      JSON.stringify([input.titleEn, input.titleNe, input.poster, input.posterAlt, sample, position])
  );
}
