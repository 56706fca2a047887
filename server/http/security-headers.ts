import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from '../../schemas/zod';

const cspHashesFile = z.object({
  'script-src': z.array(z.string().regex(/^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/)).default([]),
});

/** Inline-script hashes the build declares in dist/csp-hashes.json, if it needs any. */
export function readScriptHashes(distDir: string): string[] {
  const file = join(distDir, 'csp-hashes.json');
  if (!existsSync(file)) return [];
  return cspHashesFile.parse(JSON.parse(readFileSync(file, 'utf8')))['script-src'];
}

export interface ExtraOrigins {
  /** Where images may come from besides the site, e.g. the upstream's attachment host in relay mode. */
  img: readonly string[];
  /** Where the page may call besides the site, e.g. the hosted APIs when the site talks to them directly. */
  connect: readonly string[];
}

/** Only what the site really uses: its own files, inline styles (React, Swiper) and the OSM map. */
export function contentSecurityPolicy(scriptHashes: string[], extra: ExtraOrigins): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...extra.img].join(' ')}`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${["'self'", ...extra.connect].join(' ')}`,
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, distDir: string, extra: ExtraOrigins) {
  const csp = contentSecurityPolicy(readScriptHashes(distDir), extra);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
