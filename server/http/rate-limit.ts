import type { FastifyInstance } from 'fastify';
import { rateLimitBody } from '../tables/table-error';

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` writes (POST, PATCH) per client address per minute, counted in fixed
 * one-minute windows; 0 turns the limit off.
 */
export function registerRateLimit(app: FastifyInstance, perMinute: number) {
  if (perMinute === 0) return;
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'PATCH') return;
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(request.ip) ?? 0) + 1;
    counts.set(request.ip, count);
    if (count <= perMinute) return;
    reply.header('Retry-After', Math.ceil((windowStart + WINDOW_MS - now) / 1000));
    const body = request.url.startsWith('/v1_1/')
      ? { error: { message: rateLimitBody.errors[0].message } }
      : rateLimitBody;
    return reply.code(429).send(body);
  });
}
