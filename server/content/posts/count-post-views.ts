import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postPagePath } from './blog-pages';
import type { PostStore } from './post-store';
import type { PostViews } from './post-views';

/** One address counts once per post in this long: a reload, or a bot asking again and again, adds nothing. */
const ONCE_PER_MS = 60 * 60_000;

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

/**
 * Counts a view of a published post's page once it has been answered (200, or 304 to a reload),
 * so the count costs the page nothing. Which address asked is held only by the rate limiter, in
 * memory, for an hour (`@fastify/rate-limit`, as the gateway's other limits): one address counts
 * one view of a post per hour however fast it asks; nothing about the reader is written.
 */
export function countPostViews(app: FastifyInstance, posts: PostStore, views: PostViews) {
  const viewed = new WeakMap<FastifyRequest, string>();
  const oncePerAddress = app.createRateLimit({
    max: 1,
    timeWindow: ONCE_PER_MS,
    keyGenerator: (request) => `post-view ${request.ip} ${viewed.get(request)}`,
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const own = postPagePath.exec(decoded(request.url.split('?')[0].replace(/(.)\/+$/, '$1')) ?? '');
    const found = own && posts.lookup(own[1] ? 'ne' : 'en', own[2]);
    if (!found || !('post' in found)) return;
    viewed.set(request, found.post.id);
    const limit = await oncePerAddress(request);
    if (limit.isAllowed || !limit.isExceeded) views.count(found.post.id);
  });
}
