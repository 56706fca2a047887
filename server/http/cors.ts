import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Cross-origin calls only from the configured origins, through `@fastify/cors`; same-origin use needs none. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'POST', 'PATCH'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}
