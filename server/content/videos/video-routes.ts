import type { FastifyInstance } from 'fastify';
import { videoInput, videoOrder } from '../../../schemas/video';
import { parseInput } from '../../staff/auth/staff-auth';
import { notFound, StaffApiError } from '../../staff/staff-api-error';
import type { Actor } from '../../staff/audit-log';
import type { StaffPlugin } from '../../staff/staff-context';
import { registerItemRoutes } from '../item-routes';
import { byteRange } from '../../static/byte-range';
import type { MediaStore } from '../media/media-store';
import { receiveVideo, VideoRefused } from './receive-video';
import { sitePoster } from './site-poster';
import type { VideoStore } from './video-store';

interface VideoRoutesOptions {
  videos: VideoStore;
  media: MediaStore;
  /** VIDEO_MAX_BYTES */
  maxBytes: number;
  /** Removes the kind's shipped samples as one undoable removal (server/samples/), answering how many. */
  removeSamples: (actor: Actor) => number;
}

/**
 * The Videos editor's API under /staff/api/content/videos: upload a file (streamed, checked by its
 * bytes), add, change, order (the first is featured), delete a video, delete the samples.
 */
export const videoRoutes =
  ({ videos, media, maxBytes, removeSamples }: VideoRoutesOptions): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    registerItemRoutes(app, audit, {
      path: '/content/videos',
      noun: 'video',
      store: videos,
      async save(id, body) {
        const input = parseInput(videoInput, body);
        if (input.poster && 'id' in input.poster && !media.get(input.poster.id))
          throw new StaffApiError(422, 'INVALID_REQUEST', 'poster: upload the poster again');
        if (input.source.kind === 'file' && !videos.hasFile(input.source.fileId))
          throw new StaffApiError(422, 'INVALID_REQUEST', 'source: upload the video file again');
        if (input.poster) return videos.save(id, { ...input, poster: input.poster });
        return videos.save(id, { ...input, poster: await sitePoster(media), posterAlt: input.titleEn });
      },
      view: (video) => video,
      detail: (video) => video.titleEn,
      listExtra: () => ({ maxBytes }),
      removeSamples,
    });

    app.post('/content/videos/file', async (request, reply) => {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } }).catch(() => undefined);
      if (!part) throw new StaffApiError(400, 'NO_FILE', 'Choose an MP4 or WebM video to upload');
      try {
        const file = await receiveVideo(videos, part.file, maxBytes);
        audit.write(request.staff.actor, { action: 'uploaded video file', detail: `${file.id}.${file.type}` });
        return reply.code(201).send({ fileId: file.id, type: file.type, bytes: file.bytes });
      } catch (error) {
        if (error instanceof VideoRefused)
          throw new StaffApiError(error.status, error.status === 413 ? 'FILE_TOO_LARGE' : 'NOT_A_VIDEO', error.message);
        throw error;
      }
    });

    app.put('/content/videos/order', async (request) => {
      const { ids } = parseInput(videoOrder, request.body);
      if (!videos.reorder(ids))
        throw new StaffApiError(409, 'CONFLICT', 'The videos changed meanwhile: reload the list and order them again');
      audit.write(request.staff.actor, { action: 'ordered videos', detail: ids.join(' ') });
      return { items: videos.all() };
    });
  };

/** Uploaded videos are public once a completed upload recorded them; byte ranges let a player seek. */
export function registerVideoFiles(app: FastifyInstance, videos: VideoStore) {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/videos/:name',
    handler: async (request, reply) => {
      const file = videos.file(request.params.name);
      if (!file) throw notFound();
      reply
        .header('Content-Type', file.type === 'mp4' ? 'video/mp4' : 'video/webm')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Accept-Ranges', 'bytes');
      const asked = byteRange(request.headers.range, file.bytes);
      if (asked === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${file.bytes}`).send();
      const { start, end } = asked ?? { start: 0, end: file.bytes - 1 };
      if (asked) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.bytes}`);
      reply.header('Content-Length', end - start + 1);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await videos.read(request.params.name, { start, end }));
    },
  });
}
