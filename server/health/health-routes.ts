import type { FastifyInstance } from 'fastify';
import { isLoopbackCaller } from '../http/loopback-caller';
import type { StaffAccessChecker } from '../staff-token';
import { cachedReadiness, type ReadinessOptions } from './readiness';

export interface HealthOptions {
  readiness: ReadinessOptions;
  staffAccess: StaffAccessChecker;
  /** Whether the gateway believes a proxy's X-Forwarded-For (TRUST_PROXY set). */
  trustsProxy: boolean;
}

/**
 * `/healthz` (alive) and `/readyz` (able to take submissions). Anyone learns whether the gateway
 * is ready from the status code and `{ status }`; the reasons, disk, queues and last backup are
 * for the staff token or a client on this machine. The probe's answer is kept a second, so a flood
 * of /readyz costs one probe (and one write) a second. Metrics are on their own port (`serveMetrics`).
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions) {
  const readiness = cachedReadiness(options.readiness);

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'alive' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = options.staffAccess(request.headers.authorization);
    if (access === 'wrong-token') return reply.code(403).send({ error: { message: 'Wrong staff token' } });
    const answer = readiness();
    const status = answer.ready ? 'ready' : 'not ready';
    const details = access === 'staff' || isLoopbackCaller(request, options.trustsProxy);
    return reply.code(answer.ready ? 200 : 503).send(details ? { status, ...answer } : { status });
  });
}
