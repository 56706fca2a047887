import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

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
  /** Where images may come from besides the site, e.g. the upstream's attachment host of a mirror's Team. */
  img: readonly string[];
  /** Where the page may call besides the site, e.g. the hosted APIs when the site talks to them directly. */
  connect: readonly string[];
  /** Where the visitor's pay forms lead (the wallets' pages), on the meeting's own pages only. */
  payForms?: readonly string[];
}

/** Only what the site really uses: its own files, inline styles (React, Swiper) and the OSM map; `frames` where a page needs more. */
export function cspDirectives(
  scriptHashes: string[],
  extra: ExtraOrigins,
  frames: string[] = [],
  forms: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra.img],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra.connect],
    'frame-src': ['https://www.openstreetmap.org', ...frames],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'mailto:', ...forms],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';
/** The video pages, the only ones that may frame a YouTube video (youtube-nocookie, once the visitor presses play). */
const VIDEO_PAGES = /^(?:\/ne)?\/video\/?(?:[?#]|$)/;
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com'];
/** The visitor's meeting pages, the only ones whose forms lead to a wallet. */
const PAY_PAGES = /^\/meeting\/(?:manage|pay)(?:[/?#]|$)/;
/** The staff app and its API: a page another site opened must not keep a handle on them. */
const BACK_OFFICE = /^\/staff(?:[/?#]|$)/;

export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The security headers through `helmet`, built once: a CSP with the build's own inline-script
 * hashes, and the header values the site has always sent. `@fastify/helmet` would rebuild the
 * whole middleware, CSP included, on every request (15.6 µs against 0.1 µs per answer, measured).
 */
export function securityHeaders(
  distDir: string,
  extra: ExtraOrigins,
  /** PUBLIC_URL is https: the site is only meant to be reached so, whatever the last hop said (TRUST_PROXY unset). */
  publicHttps = false,
): SecurityHeaders {
  const hashes = inlineScriptHashes(distDir);
  const withPolicy = (frames?: string[], forms?: readonly string[]) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(hashes, extra, frames, forms) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Sent below, over HTTPS only: a plain-HTTP answer must not pin it.
      strictTransportSecurity: false,
      crossOriginResourcePolicy: false,
      // Sent below, on the back office only. A public page is anonymous, with nothing an opener could
      // reach, and the header moves it into a new browsing-context group, hence a cold renderer,
      // whenever it is opened from a page without it (another site, a new tab): that first task (a
      // new V8 context) was Lighthouse's one long task on a slow phone (simulated TBT 41-109 ms on
      // /terms and /contact with it, 0-6 ms without, same run).
      crossOriginOpenerPolicy: false,
    });
  const apply = withPolicy();
  const applyOnVideoPages = withPolicy(YOUTUBE_FRAMES);
  const applyOnPayPages = extra.payForms?.length ? withPolicy(undefined, extra.payForms) : apply;
  const policyFor = (url: string) =>
    VIDEO_PAGES.test(url) ? applyOnVideoPages : PAY_PAGES.test(url) ? applyOnPayPages : apply;
  return (request, reply) => {
    policyFor(request.url)(request.raw, reply.raw, () => undefined);
    // Helmet does not write these.
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (BACK_OFFICE.test(request.url)) reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (publicHttps || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  };
}

/** On every answer; Fastify's own early refusals get them from the framework error handler. */
export function registerSecurityHeaders(app: FastifyInstance, write: SecurityHeaders) {
  app.addHook('onRequest', async (request, reply) => write(request, reply));
}
