// The gateway behind Debian's nginx with the shipped site file (deploy/nginx-site.conf), TLS by
// a certificate made here with openssl: what a visitor and staff get over https, and which
// address the gateway believes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../../server/database';
import { StaffAccounts } from '../../server/staff/accounts/staff-accounts';
import { hashPassword } from '../../server/staff/auth/passwords';
import { waitFor } from '../../server/testing/fault-proxy';
import { callback } from '../../server/testing/sample-records';
import { freePort } from '../../server/testing/free-port';

const BASE = 'appLocalGateway01';
const PASSWORD = 'nginx test pass phrase 1';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** https through nginx from a chosen loopback address (127.0.0.2, .3 …: different visitors). */
function https(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    let answered = false;
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        // A connection of its own: a pooled one nginx closed after the previous answer would fail
        // before nginx reads the request, and the test would wait for a log line never written.
        agent: false,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        const finish = () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', finish);
        // A server that answered before taking the whole body may close while it is still being sent.
        response.on('close', finish);
      },
    );
    outgoing.on('error', (error) => {
      if (!answered) fail(error);
    });
    outgoing.end(options.body);
  });
}

let work: string;
let nginx: ChildProcess;
let gateway: RunningGateway;
let site: string;
let httpPort: number;

beforeAll(async () => {
  execFileSync('bash', ['scripts/ensure-nginx.sh'], { stdio: 'inherit' });
  work = mkdtempSync(join(tmpdir(), 'behind-nginx-'));
  const httpsPort = await freePort();
  httpPort = await freePort();
  site = `https://localhost:${httpsPort}`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(work, 'key.pem'),
      '-out',
      join(work, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  gateway = await startGateway({ TRUST_PROXY: '1', PUBLIC_URL: site, RATE_LIMIT_PER_MIN: '3' });
  const values: Record<string, string> = {
    '@SERVER_NAME@': 'localhost',
    '@HTTPS_PORT@': String(httpsPort),
    '@HTTP_PORT@': String(httpPort),
    '@TLS_CERT@': join(work, 'cert.pem'),
    '@TLS_KEY@': join(work, 'key.pem'),
    '@DIST@': resolve('dist'),
    '@GATEWAY@': new URL(gateway.url).host,
  };
  const shipped = readFileSync('deploy/nginx-site.conf', 'utf8');
  const templated = shipped.replace(/@[A-Z_]+@/g, (name) => values[name] ?? name);
  expect(templated).not.toMatch(/@[A-Z_]+@/);
  // Without IPv6 on the machine, the [::] listeners cannot bind.
  writeFileSync(join(work, 'site.conf'), templated.replace(/^\s*listen \[::\].*\n/gm, ''));
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
  writeFileSync(
    join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
load_module /usr/share/nginx/modules/ngx_http_brotli_static_module.so;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(work, 'site.conf')};
}
`,
  );
  execFileSync('nginx', ['-t', '-q', '-c', join(work, 'nginx.conf'), '-p', work]);
  nginx = spawn('nginx', ['-c', join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], { stdio: 'inherit' });
  await waitFor(async () => (await https(`${site}/healthz`).catch(() => undefined))?.status === 200, 15_000);
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await gateway?.stop();
});

describe('behind nginx with the shipped site file', () => {
  it('serves a page over https with HSTS, and hashed assets as .br with a year of caching', async () => {
    const page = await https(`${site}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A chunk big enough to have been compressed (a 61-byte one is served as it is).
    const script = readdirSync('dist/assets').find(
      (name) => /^index-.+\.js$/.test(name) && existsSync(`dist/assets/${name}.br`),
    )!;
    const asset = await https(`${site}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toEqual(readFileSync(`dist/assets/${script}.br`));
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const gzipped = await https(`${site}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await fetch(`http://localhost:${httpPort}/about?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://localhost/about?x=1`);
  });

  it('takes a form over https, and limits each visitor by their own address, whatever X-Forwarded-For they send', async () => {
    const post = (n: number, from: string, headers: Record<string, string> = {}) =>
      https(`${site}/v0/${BASE}/${callbackTable}`, {
        method: 'POST',
        from,
        headers: { 'Content-Type': 'application/json', Origin: site, ...headers },
        body: JSON.stringify({ fields: callback(n) }),
      });
    const first = await post(1, '127.0.0.2');
    expect(first.status).toBe(200);
    const { id } = JSON.parse(first.body.toString());
    const stored = await https(`${site}/v0/${BASE}/${callbackTable}`, {
      headers: { Authorization: `Bearer ${gateway.staffToken}` },
    });
    expect(JSON.parse(stored.body.toString()).records.map((record: { id: string }) => record.id)).toContain(id);

    expect((await post(2, '127.0.0.2')).status).toBe(200);
    expect((await post(3, '127.0.0.2')).status).toBe(200);
    expect((await post(4, '127.0.0.2')).status).toBe(429);
    // A made-up address from the same visitor is replaced by nginx, so the limit still holds.
    expect((await post(5, '127.0.0.2', { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
    // Another visitor (nginx's own address is the same for both) is not held back.
    expect((await post(6, '127.0.0.3')).status).toBe(200);
  });

  it('gives staff a Secure session cookie, and throttles sign-ins by the visitor’s address', async () => {
    const db = openDatabase(gateway.dataDir);
    new StaffAccounts(db).create(
      { email: 'ops@example.com', name: 'Ops', role: 'admin' },
      await hashPassword(PASSWORD),
    );
    const signIn = (password: string, headers: Record<string, string> = {}) =>
      https(`${site}/staff/api/session`, {
        method: 'POST',
        from: '127.0.0.4',
        headers: { 'Content-Type': 'application/json', Origin: site, ...headers },
        body: JSON.stringify({ email: 'ops@example.com', password }),
      });
    const refused = await signIn('not the password', { 'X-Forwarded-For': '198.51.100.9' });
    expect(refused.status).toBe(401);
    const keys = db.prepare('SELECT key FROM staff_sign_in_failures ORDER BY key').pluck().all();
    // Keyed by the visitor's address (never the forged one): alone, and with the account (issue 30).
    expect(keys).toEqual(['account:ops@example.com', 'address:127.0.0.4', 'pair:ops@example.com|127.0.0.4']);
    db.close();
    const signedIn = await signIn(PASSWORD);
    expect(signedIn.status).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it('lets only the video upload route carry a body over 11 MB (up to VIDEO_MAX_BYTES); every other route stops at 11 MB', async () => {
    const body = Buffer.alloc(20 * 1024 * 1024, 0x61);
    const send = (path: string) =>
      https(`${site}${path}`, {
        method: 'POST',
        from: '127.0.0.5',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(body.length),
          Origin: site,
        },
        body,
      });
    // nginx passes it on: the gateway itself answers (no session here).
    const video = await send('/staff/api/content/videos/file');
    expect(video.status).toBe(401);
    expect(video.headers['content-type']).toMatch(/^application\/json/);
    // Anywhere else nginx refuses it before the gateway sees it. It answers 413 at once and closes;
    // a client still sending may see the connection reset before it reads that answer, so nginx's
    // own log proves the refusal either way.
    for (const path of ['/staff/api/content/media', '/staff/api/content/videos', '/files/upload']) {
      const refused = await send(path).catch((error: NodeJS.ErrnoException) => error);
      if (refused instanceof Error) expect(refused.code, path).toMatch(/^(ECONNRESET|EPIPE)$/);
      else {
        expect(refused.status, path).toBe(413);
        expect(refused.body.toString(), path).toContain('nginx');
      }
      const line = `client intended to send too large body: ${body.length} bytes, client: 127.0.0.5, server: localhost, request: "POST ${path} HTTP/1.1"`;
      const logged = () => readFileSync(join(work, 'error.log'), 'utf8').includes(line);
      await waitFor(async () => logged(), 5_000).catch(() => undefined);
      expect(logged(), `${path} (answered ${refused instanceof Error ? refused.code : refused.status}): ${line}`).toBe(
        true,
      );
    }
  });
});
