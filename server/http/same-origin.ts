import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post came from the site's own pages: its Origin header, or its Referer when a
 * browser sent no Origin. `publicOrigin` is the site's origin when PUBLIC_URL is set; otherwise
 * the request's own host is the site.
 */
export function sameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const own = publicOrigin ?? `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === own;
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
