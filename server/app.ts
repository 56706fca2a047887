import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Db } from './database';
import { registerCors } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { startNotifications } from './notify/start-notifications';
import { startRelay } from './relay/start-relay';
import { resolveStaffToken, staffAccessChecker } from './staff-token';
import { registerStaticRoutes } from './static/static-routes';
import { localTables } from './tables/local-tables';
import { RecordStore } from './tables/record-store';
import { seedTeamOnce } from './tables/seed-team';
import { registerTableRoutes } from './tables/table-routes';
import { localUploadSink } from './uploads/local-upload-sink';
import { registerUploadRoutes } from './uploads/upload-routes';
import { UploadStore } from './uploads/upload-store';

declare module 'fastify' {
  interface FastifyInstance {
    database: Db;
  }
}

/**
 * Request logs carry method, path and status only: never bodies, query strings or client details,
 * and not an uploaded file's name, which is all it takes to download it.
 */
const loggedPath = (url: string) => url.split('?')[0].replace(/^\/files\/[^/]+/, '/files/:name');
const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
});

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  const db = openDatabase(config.DATA_DIR);
  app.decorate('database', db);
  const notifications = config.NOTIFICATIONS ? startNotifications(config, db, app) : undefined;
  const store = new RecordStore(db, notifications?.recordsCreated);
  const uploads = new UploadStore(db, config.DATA_DIR);
  const relay = config.MODE === 'relay' ? startRelay(config, db, app.log, notifications?.recordsCreated) : undefined;
  app.addHook('onClose', async () => {
    await relay?.stop();
    await notifications?.stop();
    db.close();
  });
  if (!relay) seedTeamOnce(db, store);

  registerSecurityHeaders(app, config.DIST_DIR, { img: config.CSP_IMG_ORIGINS, connect: config.CSP_CONNECT_ORIGINS });
  registerCors(app, config.CORS_ORIGINS);
  registerRateLimit(app, config.RATE_LIMIT_PER_MIN);
  registerErrorHandler(app);
  await app.register(multipart);

  registerTableRoutes(app, {
    baseId: config.BASE_ID,
    backend: relay?.tables ?? localTables(store),
    staffAccess: staffAccessChecker(resolveStaffToken(config.STAFF_TOKEN, config.DATA_DIR).token),
    extraFields: !relay && config.SUBMISSION_ID_FIELD ? [config.SUBMISSION_ID_FIELD] : [],
  });
  registerUploadRoutes(app, {
    cloudName: config.UPLOAD_CLOUD_NAME,
    preset: config.UPLOAD_PRESET,
    maxBytes: config.MAX_UPLOAD_BYTES,
    store: uploads,
    sink: relay?.uploads ?? localUploadSink(uploads, config.PUBLIC_URL),
  });
  registerStaticRoutes(app, config.DIST_DIR);
  return app;
}
