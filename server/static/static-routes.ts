import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SiteFiles, type SiteFile } from './site-files';

function pickEncoding(file: SiteFile, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** Paths of the APIs answer in their own shape, never with the site's fallback page. */
const apiPrefixes = ['/v0/', '/v1_1/', '/files/'];

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  reply.header('Content-Type', file.contentType);
  reply.header('Cache-Control', file.cacheControl);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  if (status === 200) {
    reply.header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const encoding = pickEncoding(file, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  const body = encoding ? file[encoding]! : file.body;
  reply.code(status).header('Content-Length', body.length);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/**
 * The built site: exact files, each route's own index.html (with or without a trailing slash),
 * and the fallback screen with HTTP 404 for everything else.
 */
export function registerStaticRoutes(app: FastifyInstance, distDir: string) {
  const site = new SiteFiles(distDir);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const path = safeDecode(request.url.split('?')[0]);
      if (apiPrefixes.some((prefix) => path.startsWith(prefix))) return reply.code(404).send({ error: 'NOT_FOUND' });
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : '';
      const file = site.get(path) ?? site.get(`${trimmed}/index.html`);
      if (file) return send(request, reply, file);
      const fallback = site.get('/404.html') ?? site.get('/index.html');
      if (fallback) return send(request, reply, fallback, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  });
}
