import type { FastifyInstance } from 'fastify';

/** Cross-origin calls only from the configured origins; same-origin use needs none of this. */
export function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    if (request.method !== 'OPTIONS') return;
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PATCH');
    reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
}
