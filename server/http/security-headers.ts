import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * A hash for every inline script the built pages carry, so the CSP allows exactly those and no
 * `'unsafe-inline'`. JSON blocks (structured data) are not run, so they need none.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
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
  const csp = contentSecurityPolicy(inlineScriptHashes(distDir), extra);
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
