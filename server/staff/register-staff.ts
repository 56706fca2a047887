import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { setupPath, staffApiBase } from '../../schemas/staff-api';
import type { Db } from '../storage/db';
import { staffApiErrors } from './staff-api-error';
import { registerDeliveryRoutes } from './delivery/delivery-routes';
import { registerFileRoutes } from './files/file-routes';
import { registerInboxRoutes } from './inbox/inbox-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { StaffAccounts } from './accounts/staff-accounts';
import { registerStaffAppRoutes } from './staff-app-routes';
import { staffGate } from './auth/staff-auth';
import { StaffContext, type StaffOptions } from './staff-context';
import { registerUserRoutes } from './accounts/user-routes';

export interface StaffApiRoute {
  method: string;
  url: string;
  access: 'public' | 'admin' | 'staff';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the staff API with who may call it (for the security tests and the docs). */
    staffRoutes: StaffApiRoute[];
  }
}

/**
 * The back office: the staff app at /staff, its API at /staff/api (session, CSRF and role checked
 * before every route, other rooms' route groups given as plugins) and private uploaded files.
 */
export async function registerStaff(app: FastifyInstance, options: StaffOptions): Promise<StaffContext> {
  const context = new StaffContext(options);
  app.addHook('onClose', async () => context.events.close());
  const routes: StaffApiRoute[] = [];
  app.decorate('staffRoutes', routes);
  await app.register(cookie);

  await app.register(
    async (scope) => {
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.staffAccess ?? 'staff' });
      });
      scope.setErrorHandler(staffApiErrors);
      // What the staff API answers is private and current: no cache keeps it (a route may say otherwise).
      scope.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      scope.addHook('onRequest', staffGate(context));
      registerSessionRoutes(scope, context);
      registerUserRoutes(scope, context);
      registerInboxRoutes(scope, context);
      registerDeliveryRoutes(scope, context);
      registerFileRoutes(app, scope, context);
      for (const plugin of options.plugins ?? []) await scope.register(plugin, { context });
    },
    { prefix: staffApiBase },
  );
  registerStaffAppRoutes(app, options.distDir, context);
  return context;
}

/** While no account exists, a one-time link (valid 72 h) that creates the first admin; a new one each start. */
export function firstAdminSetupLink(db: Db, baseUrl: string): string | undefined {
  const accounts = new StaffAccounts(db);
  if (accounts.count() > 0) return undefined;
  return `${baseUrl}${setupPath}?token=${accounts.issueSetupToken(null)}`;
}
