import type { FastifyInstance, FastifyReply } from 'fastify';
import { kindExtensions, kindMimeTypes } from '../../../schemas/upload-rules';
import { notFound } from '../staff-api-error';
import { UploadError } from '../../uploads/upload-error';
import { storedName, type StoredUpload } from '../../uploads/upload-store';
import { identify } from '../auth/staff-auth';
import type { StaffContext } from '../staff-context';

type FileParams = { Params: { name: string }; Querystring: { download?: string } };

const inlineKinds = new Set(['jpeg', 'png', 'webp', 'pdf']);
/**
 * A previewed file renders in a sandbox: an opaque origin with no script, so a hostile PDF or
 * image cannot act in the staff origin. Only the back office itself may frame it.
 */
const previewPolicy =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Uploaded files are private: staff sessions (inside /staff) and the staff token read them, nobody else. */
export function registerFileRoutes(app: FastifyInstance, scope: FastifyInstance, context: StaffContext) {
  const { uploads } = context.options;

  async function sendFile(reply: FastifyReply, file: StoredUpload, inline: boolean) {
    const content = await uploads.read(file.name);
    if (!content) throw notFound('Resource not found');
    const filename = `${file.originalFilename}${kindExtensions[file.kind][0]}`;
    reply
      .header('Content-Type', kindMimeTypes[file.kind])
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', filename))
      .header('Content-Length', file.bytes)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (inline) reply.header('Content-Security-Policy', previewPolicy).header('X-Frame-Options', 'SAMEORIGIN');
    return reply.send(content);
  }

  scope.get<FileParams>('/files/:name', async (request, reply) => {
    const file = uploads.find(request.params.name);
    if (!file) throw notFound('Resource not found');
    return sendFile(reply, file, inlineKinds.has(file.kind) && request.query.download !== '1');
  });

  // The URL stored in a Career record, answered in the file host's shape. The session cookie is
  // scoped to /staff, so here only the staff token opens it; the back office uses the route above.
  app.get<FileParams>('/files/:name', async (request, reply) => {
    // A name the gateway never gives out is nothing here, whoever asks (a path trick, say).
    if (!storedName(`/files/${request.params.name}`)) throw new UploadError(404, 'Resource not found');
    if (!identify(context, request))
      throw request.headers.authorization === undefined
        ? new UploadError(401, 'Authentication required')
        : new UploadError(403, 'Invalid staff token');
    const file = uploads.find(request.params.name);
    if (!file) throw new UploadError(404, 'Resource not found');
    return sendFile(reply, file, false);
  });
}
