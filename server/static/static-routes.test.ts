import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const bigVideo = Buffer.alloc(5 * 1024 * 1024, 7);
const inlineScript = "document.documentElement.dataset.theme = 'light';";
const inlineScriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

function writeSite(dist: string) {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'about'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page('Home'));
  writeFileSync(join(dist, 'about', 'index.html'), page('About'));
  writeFileSync(join(dist, '404.html'), page('Unexpected Application Error!'));
  writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), script);
  writeFileSync(join(dist, 'assets', 'index-AbC123xy.js.br'), 'precompressed-by-the-build');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, 'media'));
  writeFileSync(join(dist, 'media', 'intro.mp4'), video);
  writeFileSync(join(dist, 'media', 'long.webm'), bigVideo);
  mkdirSync(join(dist, 'themed'));
  writeFileSync(join(dist, 'themed', 'index.html'), `<!doctype html><script>${inlineScript}</script>`);
}

beforeAll(async () => {
  const dist = join(tempDir('gateway-dist'), 'dist');
  writeSite(dist);
  gateway = await startTestGateway({ DIST_DIR: dist });
});
afterAll(() => gateway.close());

describe('serving the built site', () => {
  it('serves each route its own HTML with or without a trailing slash, revalidated by ETag', async () => {
    for (const path of ['/about', '/about/']) {
      const response = await fetch(gateway.url + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>About</title>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const home = await fetch(`${gateway.url}/`);
    expect(await home.text()).toContain('<title>Home</title>');
    const etag = home.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${gateway.url}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers unknown paths with the fallback screen and HTTP 404', async () => {
    for (const path of ['/no-such-page', '/assets/missing.js', '/about/deeper']) {
      const response = await fetch(gateway.url + path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Unexpected Application Error!');
    }
  });

  it('answers byte ranges of media, as players seeking need', async () => {
    const url = `${gateway.url}/media/intro.mp4`;
    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    const open = await fetch(url, { headers: { Range: 'bytes=995-' } });
    expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(995))).toBe(true);
    const beyond = await fetch(url, { headers: { Range: 'bytes=1000-1001' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });

  it('streams large media from disk, whole or in ranges', async () => {
    const url = `${gateway.url}/media/long.webm`;
    const whole = await fetch(url);
    expect(whole.headers.get('content-length')).toBe(String(bigVideo.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(bigVideo)).toBe(true);
    const part = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bigVideo.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bigVideo.subarray(10, 20))).toBe(true);
    const again = await fetch(url, { headers: { 'If-None-Match': whole.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('keeps serving the last build while a rebuild empties dist/, then serves the new one', async () => {
    const dist = join(tempDir('gateway-rebuild'), 'dist');
    writeSite(dist);
    const rebuilt = await startTestGateway({ DIST_DIR: dist });
    try {
      expect(await (await fetch(`${rebuilt.url}/about`)).text()).toContain('About');
      rmSync(dist, { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await fetch(`${rebuilt.url}/about`)).status).toBe(200);
      writeSite(dist);
      writeFileSync(join(dist, 'about', 'index.html'), '<!doctype html><title>About, rebuilt</title>');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await (await fetch(`${rebuilt.url}/about`)).text()).toContain('About, rebuilt');
    } finally {
      await rebuilt.close();
    }
  });

  it('answers unknown API paths in the API shape, not with the site', async () => {
    for (const path of ['/v0/appLocalGateway01/Team/recAAAAAAAAAAAAAA', '/v1_1/local/auto']) {
      const response = await fetch(gateway.url + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    }
  });

  it('serves hashed assets immutable for a year, precompressed when the client accepts it', async () => {
    const url = `${gateway.url}/assets/index-AbC123xy.js`;
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await plain.text()).toBe(script);

    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${plain.headers.get('etag')!.slice(0, -1)}-br"`);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.toString()).toBe('precompressed-by-the-build');
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it("sends the security headers on every answer, with a hash for each of the build's inline scripts", async () => {
    for (const path of ['/', '/favicon.svg', '/nope', '/v0/appLocalGateway01/Team']) {
      const response = await fetch(gateway.url + path);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain(`script-src 'self' ${inlineScriptHash}`);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain('frame-src https://www.openstreetmap.org');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self' mailto:");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('allows configured image and connect origins in the CSP, and refuses anything but https origins', async () => {
    const mirroredLike = await startTestGateway({
      CSP_IMG_ORIGINS: 'https://*.airtableusercontent.com',
      CSP_CONNECT_ORIGINS: 'https://api.airtable.com',
    });
    try {
      const csp = (await fetch(`${mirroredLike.url}/`)).headers.get('content-security-policy')!;
      expect(csp).toContain("img-src 'self' data: blob: https://*.airtableusercontent.com;");
      expect(csp).toContain("connect-src 'self' https://api.airtable.com;");
    } finally {
      await mirroredLike.close();
    }
    await expect(startTestGateway({ CSP_IMG_ORIGINS: "'unsafe-inline'" })).rejects.toThrow(
      /CSP_IMG_ORIGINS\.0: list https origins/,
    );
  });

  it('adds HSTS when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await startTestGateway({ TRUST_PROXY: '1' });
    try {
      const https = await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await fetch(`${proxied.url}/`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  it('answers CORS only for configured origins', async () => {
    const cors = await startTestGateway({ CORS_ORIGINS: 'https://allowed.example' });
    try {
      const allowed = await fetch(cors.table('Team'), { headers: { Origin: 'https://allowed.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
      const other = await fetch(cors.table('Team'), { headers: { Origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(cors.table('Meeting'), {
        method: 'OPTIONS',
        headers: { Origin: 'https://allowed.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    } finally {
      await cors.close();
    }
  });
});
