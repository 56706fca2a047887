import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCompress, gzipSync } from 'node:zlib';

export interface SiteFile {
  /** Where it is on disk; files over MAX_HELD_BYTES are streamed from there instead of held. */
  diskPath: string;
  size: number;
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);
const MIN_COMPRESS_BYTES = 1024;
const MAX_HELD_BYTES = 4 * 1024 * 1024;

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function readSibling(full: string, suffix: string): Buffer | undefined {
  return existsSync(full + suffix) ? readFileSync(full + suffix) : undefined;
}

/** A file's ETag: a hash of its bytes. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

// Brotli 6: the home page (117 kB) in 6.5 ms and 1.6% larger than at 9, which took 186 ms, every
// millisecond of it a first visitor's wait for a page rendered with changed company facts.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const gzipOptions = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCompress);

/**
 * The brotli and gzip forms a page rendered at request time is served in, made once per version of
 * it on zlib's thread pool, so no other visitor waits on the event loop for them.
 */
export async function compressedForms(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzipped] = await Promise.all([brotliAsync(body, brotliOptions), gzipAsync(body, gzipOptions)]);
  return { br, gzip: gzipped };
}

function load(full: string, path: string): SiteFile {
  const ext = extname(full);
  const stat = statSync(full);
  if (stat.size > MAX_HELD_BYTES) {
    // Large media: named by size and time rather than hashed, and read from disk per request.
    const etag = `"${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}"`;
    return {
      diskPath: full,
      size: stat.size,
      etag,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(path),
    };
  }
  const body = readFileSync(full);
  const file: SiteFile = {
    diskPath: full,
    size: body.length,
    body,
    etag: etagOf(body),
    contentType: contentTypes[ext] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(path),
  };
  if (compressible.has(ext) && body.length >= MIN_COMPRESS_BYTES) {
    // Prefer the build's own precompressed siblings; compress the rest once, here.
    const br = readSibling(full, '.br');
    const gzip = readSibling(full, '.gz');
    // Once per build, in the synchronous load, and only for what the build left uncompressed (icons, tests' sites).
    const made =
      br && gzip ? undefined : { br: brotliCompressSync(body, brotliOptions), gzip: gzipSync(body, gzipOptions) };
    file.br = br ?? made!.br;
    file.gzip = gzip ?? made!.gzip;
  }
  return file;
}

/**
 * The built site held in memory, keyed by URL path. It reloads itself when dist/index.html
 * changes (a rebuild under a running gateway), checked at most once a second, and keeps the
 * last complete snapshot while a rebuild has the folder half written.
 */
export class SiteFiles {
  private files = new Map<string, SiteFile>();
  private stamp = -1;
  private checkedAt = 0;

  constructor(private readonly distDir: string) {
    this.refresh();
  }

  get(path: string): SiteFile | undefined {
    const now = Date.now();
    if (now - this.checkedAt > 1000) {
      this.checkedAt = now;
      this.refresh();
    }
    return this.files.get(path);
  }

  private refresh() {
    const index = join(this.distDir, 'index.html');
    const stamp = statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    // No index.html while files are loaded means a rebuild has emptied dist/: keep serving those.
    if (stamp === this.stamp || (stamp === 0 && this.files.size > 0)) return;
    try {
      this.files = existsSync(this.distDir) ? loadAll(this.distDir) : new Map();
      this.stamp = stamp;
    } catch {
      // A rebuild is replacing files under us: keep serving the last snapshot and look again shortly.
    }
  }
}

/**
 * Build by-products in dot-folders (Vite's `.vite/manifest.json` lists every source path) are not
 * part of the site; only `/.well-known/` is meant for the public.
 */
const hidden = (path: string) => /\/\.(?!well-known\/)/.test(path);

function loadAll(distDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const full of walk(distDir)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const path = '/' + relative(distDir, full).split(sep).join('/');
    if (hidden(path)) continue;
    files.set(path, load(full, path));
  }
  return files;
}
