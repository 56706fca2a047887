import type { FastifyRequest } from 'fastify';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from a client on this machine. The socket must be loopback, and so
 * must the client's address: behind a trusted proxy (`trustsProxy`), the one its X-Forwarded-For
 * gives. A request naming a client in a header the gateway does not read (`Forwarded`,
 * `X-Real-IP`), or in X-Forwarded-For without a trusted proxy, came through a proxy on this
 * machine for someone elsewhere: not local.
 */
export function isLoopbackCaller(request: FastifyRequest, trustsProxy: boolean): boolean {
  const unread = trustsProxy ? ['forwarded', 'x-real-ip'] : ['x-forwarded-for', 'forwarded', 'x-real-ip'];
  return (
    loopback.test(request.socket.remoteAddress ?? '') &&
    loopback.test(request.ip) &&
    unread.every((name) => request.headers[name] === undefined)
  );
}
