import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { addressKey } from './address-key';

const storage = new AsyncLocalStorage<string>();

/**
 * Keeps each request's client address (`request.ip`, which honours TRUST_PROXY; an IPv6 one by its
 * /64) for the request, so the record store's create hook, which sees no request, can count
 * meetings per caller.
 */
export function registerCallerAddress(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => storage.run(addressKey(request.ip), done));
}

/** The address of the request being handled; null outside one (a script). */
export const callerAddress = (): string | null => storage.getStore() ?? null;
