import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { StaffAccessChecker } from '../staff-token';
import { checkReadiness, type ReadinessOptions } from './readiness';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export interface HealthOptions {
  readiness: ReadinessOptions;
  metrics: Registry;
  staffAccess: StaffAccessChecker;
  /** Whether the gateway believes a proxy's X-Forwarded-For (TRUST_PROXY set). */
  trustsProxy: boolean;
}

/**
 * `/healthz` (alive), `/readyz` (able to take submissions, with the reasons when not) and
 * `/metrics` (Prometheus text). Metrics are for the staff token or a client on this machine:
 * behind a proxy that is the client's address as the trusted proxy reports it; without a trusted
 * proxy, a request that names a forwarded client came through some proxy and is not local.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'alive' };
  });

  app.get('/readyz', async (_request, reply) => {
    const readiness = checkReadiness(options.readiness);
    reply.header('Cache-Control', 'no-store');
    return reply.code(readiness.ready ? 200 : 503).send(readiness);
  });

  const local = (request: { ip: string; socket: { remoteAddress?: string }; headers: Record<string, unknown> }) =>
    loopback.test(request.socket.remoteAddress ?? '') &&
    loopback.test(request.ip) &&
    (options.trustsProxy || forwardingHeaders.every((name) => request.headers[name] === undefined));

  app.get('/metrics', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    const access = options.staffAccess(request.headers.authorization);
    if (access === 'wrong-token' || (access === 'anonymous' && !local(request))) {
      reply.header('Cache-Control', 'no-store');
      return reply
        .code(access === 'wrong-token' ? 403 : 401)
        .send({ error: { message: 'Metrics are for the staff token, or a client on this machine' } });
    }
    reply.header('Cache-Control', 'no-store');
    reply.type(options.metrics.contentType);
    return options.metrics.metrics();
  });
}
