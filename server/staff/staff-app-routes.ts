import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { staffApiBase } from '../../schemas/staff-api';
import { notFound } from './staff-api-error';
import type { StaffContext } from './staff-context';
import { staffPagePreloads } from './staff-page-preloads';

/**
 * The back office page (`dist/staff.html`, its own Vite entry) for /staff and every client route
 * below it. Never indexed, never cached, under the site's CSP except that it may frame its own
 * sandboxed file previews.
 */
export function registerStaffAppRoutes(app: FastifyInstance, distDir: string, context: StaffContext) {
  const page = join(distDir, 'staff.html');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/staff',
    handler: (_request, reply) => reply.redirect('/staff/', 301),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/staff/*',
    handler: (request, reply) => {
      if (request.url.startsWith(`${staffApiBase}/`) || request.url === staffApiBase)
        return reply.code(404).send(notFound().toJSON());
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'same-origin');
      if (csp) reply.header('Content-Security-Policy', csp.replace(/frame-src [^;]*/, "frame-src 'self'"));
      if (!existsSync(page))
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The back office is not built; run npm run build.');
      const preloads = staffPagePreloads(context, request);
      const html = readFileSync(page, 'utf8');
      return reply
        .type('text/html; charset=utf-8')
        .send(preloads ? html.replace('</head>', `${preloads}</head>`) : html);
    },
  });
}
