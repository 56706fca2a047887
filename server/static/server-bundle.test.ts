import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import { writeFakeSite } from '../testing/fake-site';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

// Issue 43, item 5: each save of the company facts imported the server bundle once more (its URL
// carried the facts), and Node never lets a module go: 84 -> 329 MB of heap over 30 saves.

const instances = () => (globalThis as { fakeBundleInstances?: number }).fakeBundleInstances ?? 0;
let gateway: TestGateway;
let admin: StaffClient;
// Counted from here: a worker that ran other files first may have imported fake bundles of their own.
let before = 0;

beforeAll(async () => {
  before = instances();
  const { dist, serverBundle } = writeFakeSite(tempDir('server-bundle'));
  gateway = await startTestGateway({ DIST_DIR: dist, SERVER_BUNDLE: serverBundle });
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
});
afterAll(() => gateway.close());

describe('the server bundle', () => {
  it('is imported once while the company facts are saved again and again, and every page shows the last save', async () => {
    for (let save = 1; save <= 12; save++) {
      const phone = `+977 21-100 ${String(save).padStart(3, '0')}`;
      const saved = await admin.call('PUT', '/settings/company', { ...defaultCompanyFacts, phone });
      expect(saved.status).toBe(200);
      for (const path of ['/blog/banner-promotion-ideas', '/blog', '/ne/blog/banner-promotion-ideas']) {
        const page = await (await fetch(gateway.url + path)).text();
        expect(page, path).toContain(`<p class="phone">${phone}</p>`);
        expect(page, path).toContain(`"phone":"${phone}"`);
      }
    }
    expect(instances() - before).toBe(1);
  });
});
