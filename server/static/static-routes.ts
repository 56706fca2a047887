import { createReadStream } from 'node:fs';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteFile, SiteFiles } from './site-files';
import { byteRange } from './byte-range';
import type { RenderGate, VersionedPage } from './kept-pages';
import type { LiveRenderLimit } from './live-render-limit';

type Encoding = 'br' | 'gzip';

/** Weighs q-values as the client gave them (`br;q=0` refuses brotli); brotli first on a tie. */
function pickEncoding(offered: Encoding[], acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return offered.length ? ((negotiate(acceptEncoding, offered) as Encoding | null) ?? undefined) : undefined;
}

const encodingsOf = (file: SiteFile) => (['br', 'gzip'] as const).filter((encoding) => file[encoding]);

/** Paths of the APIs answer in their own shape, never with the site's fallback page. */
const apiPrefixes = ['/v0/', '/v1_1/', '/files/'];

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** One ETag per encoding: each is a different representation of the file. */
const etagFor = (file: { etag: string }, encoding: Encoding | undefined) =>
  encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  const encoding = pickEncoding(encodingsOf(file), request.headers['accept-encoding']);
  reply.header('Content-Type', file.contentType);
  reply.header('Cache-Control', file.cacheControl);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  else reply.header('Accept-Ranges', 'bytes');
  if (encoding) reply.header('Content-Encoding', encoding);
  const whole = encoding ? file[encoding]! : file.body;
  const size = whole?.length ?? file.size;
  let range: { start: number; end: number } | undefined;
  if (status === 200) {
    const etag = etagFor(file, encoding);
    reply.header('ETag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const asked = file.br || file.gzip ? undefined : byteRange(request.headers.range, size);
    if (asked === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (asked) {
      range = asked;
      reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      status = 206;
    }
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  reply.code(status).header('Content-Length', end - start + 1);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(whole ? whole.subarray(start, end + 1) : createReadStream(file.diskPath, { start, end }));
}

/**
 * Whether a revalidation matches a page rendered at request time, answered from its version alone:
 * the 304's headers are set if it does. Such pages always come in both compressed forms.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, page: VersionedPage): boolean {
  const etag = etagFor(page, pickEncoding(['br', 'gzip'], request.headers['accept-encoding']));
  if (!matches(request.headers['if-none-match'], etag)) return false;
  reply.header('ETag', etag).header('Cache-Control', page.cacheControl).header('Vary', 'Accept-Encoding');
  return true;
}

/**
 * What a live renderer answers for a path of its own: a page (with its status), a page rendered
 * once per version of what it shows, or a permanent redirect.
 */
export type LiveAnswer = { file: SiteFile; status?: number } | { page: VersionedPage } | { redirect: string };

/** Pages rendered at request time with the gateway's data (the Team's `LivePages`, the blog's `BlogPages`). */
export interface LivePageRenderer {
  /** `path` as a route path (`/team`); `prerendered` the build's page for it, served as it is when nothing is live there. */
  page?(path: string, prerendered: SiteFile): Promise<SiteFile>;
  /**
   * The answer for a path this renderer owns whether or not the build has a file there (a post's
   * page, a feed, the sitemap); undefined for every other path.
   */
  answer?(path: string, query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined>;
}

/** What the site answers for an address: the page and its status, a redirect, or a revalidation that matched. */
export type SiteAnswer = { file: SiteFile; status: number } | { redirect: string } | { unchanged: true };

/**
 * What the site shows at `url` (the live renderers first, then the build's exact file, the route's
 * index.html, the fallback screen); undefined when there is nothing at all.
 * `fresh` answers a revalidation of a page rendered once per version from its version alone;
 * `gate` limits the renders one client starts.
 */
export async function findSitePage(
  site: SiteFiles,
  live: LivePageRenderer[],
  url: string,
  { fresh, gate }: { fresh?: (page: VersionedPage) => boolean; gate?: RenderGate } = {},
): Promise<SiteAnswer | undefined> {
  const path = safeDecode(url.split('?')[0]);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : '';
  for (const renderer of live) {
    const answer = await renderer.answer?.(trimmed || '/', new URLSearchParams(url.split('?')[1] ?? ''), site);
    if (!answer) continue;
    if ('redirect' in answer) return answer;
    if ('file' in answer) return { file: answer.file, status: answer.status ?? 200 };
    if (fresh?.(answer.page)) return { unchanged: true };
    const file = await answer.page.file(gate);
    if (file) return { file, status: 200 };
  }
  const exact = site.get(path);
  if (exact) return { file: exact, status: 200 };
  const page = site.get(`${trimmed}/index.html`);
  if (page) {
    let file = page;
    for (const renderer of live) if (renderer.page) file = await renderer.page(trimmed, file);
    return { file, status: 200 };
  }
  // Unknown paths under /ne/ get the Nepali fallback screen.
  const nepali = /^\/ne(\/|$)/.test(path) ? site.get('/ne/404.html') : undefined;
  const fallback = nepali ?? site.get('/404.html') ?? site.get('/index.html');
  if (!fallback) return undefined;
  let file = fallback;
  for (const renderer of live) if (renderer.page) file = await renderer.page(nepali ? '/ne/404' : '/404', file);
  return { file, status: 404 };
}

/**
 * The built site: exact files, each route's own index.html (with or without a trailing slash; the
 * live pages rendered with the gateway's data, `renders` limiting how many one address starts at
 * once), and the fallback screen with HTTP 404 for everything else.
 */
export function registerStaticRoutes(
  app: FastifyInstance,
  site: SiteFiles,
  live: LivePageRenderer[] = [],
  renders?: LiveRenderLimit,
) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const path = safeDecode(request.url.split('?')[0]);
      if (apiPrefixes.some((prefix) => path.startsWith(prefix))) return reply.code(404).send({ error: 'NOT_FOUND' });
      const found = await findSitePage(site, live, request.url, {
        fresh: (page) => notModified(request, reply, page),
        gate: renders?.gate(request.ip),
      });
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if ('redirect' in found) return reply.redirect(found.redirect, 301);
      if ('unchanged' in found) return reply.code(304).send();
      return send(request, reply, found.file, found.status);
    },
  });
}
