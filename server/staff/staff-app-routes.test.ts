import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const page = '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow" /></head></html>';
// The staff build's manifest as Vite writes it: the overview and inbox pages, a chunk they share, and the entry.
const manifest = {
  'staff.html': { file: 'assets/staff-E1.js', isEntry: true },
  'src/staff/features/overview/overview-page.tsx': {
    file: 'assets/overview-page-O1.js',
    imports: ['staff.html', '_badge.js'],
  },
  'src/staff/features/inbox/inbox-page.tsx': { file: 'assets/inbox-page-I1.js', imports: ['staff.html', '_badge.js'] },
  '_badge.js': { file: 'assets/badge-B1.js', imports: ['staff.html'] },
  'src/staff/features/record/record-page.tsx': { file: 'assets/record-page-R1.js', imports: ['staff.html'] },
};

beforeAll(async () => {
  const dist = tempDir('staff-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'staff.html'), page);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'staff-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  gateway = await startTestGateway({ DIST_DIR: dist });
});
afterAll(() => gateway.close());

describe('the staff app page', () => {
  it('answers /staff/ and every client route below it with staff.html, never indexed or cached', async () => {
    for (const path of ['/staff/', '/staff/records/Request-Callback/rec123', '/staff/setup?token=abc']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toBe(page);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const bare = await fetch(`${gateway.url}/staff`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/staff/']);
  });

  it('names what a signed-in first screen will fetch, so it loads alongside the script; nothing for anyone else', async () => {
    const staff = await signInAs(gateway, 'preloads@example.com', 'staff');
    const html = async (path: string, cookie?: string) =>
      (await fetch(`${gateway.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
    expect(await html('/staff/', staff.cookie)).toBe(
      page.replace(
        '</head>',
        '<link rel="preload" as="fetch" crossorigin href="/staff/api/session" />' +
          '<link rel="preload" as="fetch" crossorigin href="/staff/api/overview" />' +
          '<link rel="modulepreload" crossorigin href="/assets/overview-page-O1.js" />' +
          '<link rel="modulepreload" crossorigin href="/assets/badge-B1.js" /></head>',
      ),
    );
    const inbox = await html('/staff/inbox', staff.cookie);
    expect(inbox).toBe(
      page.replace(
        '</head>',
        '<link rel="preload" as="fetch" crossorigin href="/staff/api/session" />' +
          '<link rel="preload" as="fetch" crossorigin href="/staff/api/records?status=new" />' +
          '<link rel="modulepreload" crossorigin href="/assets/inbox-page-I1.js" />' +
          '<link rel="modulepreload" crossorigin href="/assets/badge-B1.js" /></head>',
      ),
    );
    // Another screen, or the inbox filtered, asks for other things: only the session is sure.
    for (const path of ['/staff/records/Request-Callback/rec123', '/staff/inbox?q=ram'])
      expect(await html(path, staff.cookie)).toBe(
        page.replace('</head>', '<link rel="preload" as="fetch" crossorigin href="/staff/api/session" /></head>'),
      );
    // Signed out, or a forged or ended session: every answer would be a 401.
    expect(await html('/staff/')).toBe(page);
    expect(await html('/staff/', 'staff_session=forged')).toBe(page);
    await staff.call('DELETE', '/session');
    expect(await html('/staff/', staff.cookie)).toBe(page);
  });

  it('answers an unknown staff API path with JSON 404, not the page', async () => {
    const response = await fetch(`${gateway.url}/staff/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' },
    });
  });
});
