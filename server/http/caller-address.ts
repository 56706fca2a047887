import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<string>();

/**
 * The client's address as a per-address limit counts it: an IPv4 address as it is, an IPv6 one by
 * its /64 (one subscriber's whole network, which hands its devices any address inside it).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Keeps each request's client address (`request.ip`, which honours TRUST_PROXY) for the request,
 * so the record store's create hook, which sees no request, can count meetings per caller.
 */
export function registerCallerAddress(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => storage.run(addressKey(request.ip), done));
}

/** The address of the request being handled; null outside one (a script). */
export const callerAddress = (): string | null => storage.getStore() ?? null;
