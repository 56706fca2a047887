import type { FastifyInstance } from 'fastify';
import { videoInput, videoOrder, type VideoList } from '../../../schemas/video';
import { parseInput } from '../../staff/auth/staff-auth';
import { notFound, StaffApiError } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import { byteRange } from '../../static/byte-range';
import type { MediaStore } from '../media/media-store';
import { receiveVideo, VideoRefused } from './receive-video';
import type { VideoStore } from './video-store';

type IdParams = { Params: { id: string } };

interface VideoRoutesOptions {
  videos: VideoStore;
  media: MediaStore;
  /** VIDEO_MAX_BYTES */
  maxBytes: number;
}

/**
 * The Videos editor's API under /staff/api/content/videos: upload a file (streamed, checked by its
 * bytes), add, change, order (the first is featured), delete a video, delete the samples.
 */
export const videoRoutes =
  ({ videos, media, maxBytes }: VideoRoutesOptions): StaffPlugin =>
  async (app, { context }) => {
    const { audit } = context;
    const find = (id: string) =>
      videos.get(id) ??
      (() => {
        throw notFound('No such video');
      })();
    const parse = (body: unknown) => {
      const input = parseInput(videoInput, body);
      if ('id' in input.poster && !media.get(input.poster.id))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'poster: upload the poster again');
      if (input.source.kind === 'file' && !videos.hasFile(input.source.fileId))
        throw new StaffApiError(422, 'INVALID_REQUEST', 'source: upload the video file again');
      return input;
    };

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

    app.get('/content/videos', async (_request, reply): Promise<VideoList> => {
      reply.header('Cache-Control', 'no-store');
      return { items: videos.all(), maxBytes };
    });

    app.post('/content/videos', async (request, reply) => {
      const video = await videos.save(undefined, parse(request.body));
      audit.write(request.staff.actor, { action: 'added video', recordId: video.id, detail: video.titleEn });
      return reply.code(201).send(video);
    });

    app.put<IdParams>('/content/videos/:id', async (request) => {
      find(request.params.id);
      const video = await videos.save(request.params.id, parse(request.body));
      audit.write(request.staff.actor, { action: 'changed video', recordId: video.id, detail: video.titleEn });
      return video;
    });

    app.put('/content/videos/order', async (request) => {
      const { ids } = parseInput(videoOrder, request.body);
      if (!videos.reorder(ids))
        throw new StaffApiError(409, 'CONFLICT', 'The videos changed meanwhile: reload the list and order them again');
      audit.write(request.staff.actor, { action: 'ordered videos', detail: ids.join(' ') });
      return { items: videos.all() };
    });

    app.delete<IdParams>('/content/videos/:id', async (request, reply) => {
      const video = find(request.params.id);
      await videos.delete([video.id]);
      audit.write(request.staff.actor, { action: 'deleted video', recordId: video.id, detail: video.titleEn });
      return reply.code(204).send();
    });

    app.post('/content/videos/delete-samples', async (request) => {
      const samples = videos.all().filter((video) => video.sample);
      await videos.delete(samples.map((video) => video.id));
      audit.write(request.staff.actor, { action: 'deleted sample videos', detail: String(samples.length) });
      return { deleted: samples.length };
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
