import type { FastifyInstance } from 'fastify';
import type { MediaImage } from '../../../schemas/media-image';
import { StaffApiError, notFound } from '../../staff/staff-api-error';
import type { StaffPlugin } from '../../staff/staff-context';
import { encodeImage, ImageRefused, MAX_IMAGE_BYTES } from './encode-image';
import { mediaFileName, type MediaStore } from './media-store';
import { shareFileName } from './share-image';

const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

/** `POST /staff/api/content/media` (multipart `file`): an image for any content item, encoded for the pages. */
export const mediaUploadRoutes =
  (media: MediaStore): StaffPlugin =>
  async (app, { context }) => {
    app.post('/content/media', async (request, reply): Promise<MediaImage> => {
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }).catch(() => undefined);
      if (!part) throw new StaffApiError(400, 'NO_FILE', 'Choose an image to upload');
      const bytes = await part.toBuffer().catch(() => {
        throw new StaffApiError(413, 'FILE_TOO_LARGE', 'The image must be at most 15 MB');
      });
      const encoded = await encodeImage(bytes).catch((error: unknown) => {
        if (error instanceof ImageRefused) throw new StaffApiError(400, 'NOT_AN_IMAGE', error.message);
        throw error;
      });
      const image = await media.save(encoded);
      context.audit.write(request.staff.actor, { action: 'uploaded image', detail: image.id });
      reply.code(201);
      return image;
    });
  };

/** The encoded images are public (pages show them) and never change under their name. */
export function registerMediaFiles(app: FastifyInstance, media: MediaStore) {
  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
    const { name } = request.params;
    const extension = shareFileName.test(name) ? 'jpg' : mediaFileName.exec(name)?.[3];
    const file = extension && (await media.read(name));
    if (!file) throw notFound();
    reply
      .header('Content-Type', contentTypes[extension as keyof typeof contentTypes])
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(file);
  });
}
