import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticRoutes } from './static/static-routes';

/** Request logs carry method, path and status only: never bodies, query strings or client details. */
const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
});

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  registerSecurityHeaders(app, config.DIST_DIR);
  registerErrorHandler(app);
  registerStaticRoutes(app, config.DIST_DIR);
  return app;
}
