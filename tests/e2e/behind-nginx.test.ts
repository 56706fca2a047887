// The gateway behind Debian's nginx with the shipped site file (deploy/nginx-site.conf), TLS by
// a certificate made here with openssl: what a visitor and staff get over https, and which
// address the gateway believes.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../../server/database';
import { StaffAccounts } from '../../server/staff/accounts/staff-accounts';
import { hashPassword } from '../../server/staff/auth/passwords';
import { waitFor } from '../../server/testing/fault-proxy';
import { callback } from '../../server/testing/sample-records';
import { freePort } from '../../server/testing/free-port';
import { https } from '../../server/testing/https-request';
import { nginxFolder, shippedSite, startNginx, type NginxProcess } from '../../server/testing/nginx-process';

const BASE = 'appLocalGateway01';
const PASSWORD = 'nginx test pass phrase 1';

let work: string;
let nginx: NginxProcess;
let gateway: RunningGateway;
let site: string;
let httpPort: number;

beforeAll(async () => {
  execFileSync('bash', ['scripts/ensure-nginx.sh'], { stdio: 'inherit' });
  work = nginxFolder();
  const httpsPort = await freePort();
  gateway = await startGateway({
    TRUST_PROXY: '1',
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    RATE_LIMIT_PER_MIN: '3',
  });
  const shipped = await shippedSite(work, [new URL(gateway.url).host], httpsPort);
  ({ site, httpPort } = shipped);
  nginx = startNginx(work, `include ${shipped.file};`);
  await waitFor(async () => (await https(`${site}/healthz`).catch(() => undefined))?.status === 200, 15_000);
}, 180_000);

afterAll(async () => {
  nginx?.stop();
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
