import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const page = '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow" /></head></html>';

beforeAll(async () => {
  const dist = tempDir('staff-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'staff.html'), page);
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

  it('answers an unknown staff API path with JSON 404, not the page', async () => {
    const response = await fetch(`${gateway.url}/staff/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' },
    });
  });
});
