import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import { writeFakeSite } from '../testing/fake-site';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

// Issue 44, items 4 and 7: every page rendered at request time goes through one render path with one
// cache, and a company-facts save renders the pages visitors open again in the background, so the
// first visitor after it does not wait for a render, nor starts a second one.

/** Every render the one render path starts, by its key (the page's address). */
const renders: string[] = [];
/** While set, renders wait for it: how a test holds some in progress. */
let held: Promise<void> | undefined;
let gateway: TestGateway;
let admin: StaffClient;

const get = (path: string) => fetch(gateway.url + path);
const rendersOf = (key: string) => renders.filter((rendered) => rendered === key).length;
const saveFacts = (phone: string) => admin.call('PUT', '/settings/company', { ...defaultCompanyFacts, phone });

const { dist, serverBundle } = writeFakeSite(tempDir('page-renderer'));
const start = (dataDir: string) =>
  startTestGateway(
    { DIST_DIR: dist, SERVER_BUNDLE: serverBundle, DATA_DIR: dataDir },
    {
      onLiveRender: async (key) => {
        renders.push(key);
        await held;
      },
    },
  );

beforeAll(async () => {
  gateway = await start(tempDir('page-renderer-data'));
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
});
afterAll(() => gateway.close());

describe('the one render path after a company-facts save', () => {
  it('renders the home pages and every page kept once each, before anyone asks, and serves them as rendered', async () => {
    for (const path of ['/blog/banner-promotion-ideas', '/blog', '/blog/feed.xml', '/contact'])
      expect((await get(path)).status, path).toBe(200);
    renders.length = 0;

    expect((await saveFacts('+977 21-222 333')).status).toBe(200);
    // The home page, the Nepali one (the fake build has none: its 404 page) and the pages kept;
    // /contact was served as the build left it, so nothing of it is kept to render again.
    const expected = [
      '/',
      '/ne/404',
      '/blog/banner-promotion-ideas',
      '/blog?language=&category=&author=&page=1',
      '/blog/feed.xml',
    ];
    await vi.waitFor(() => expect([...renders].sort()).toEqual([...expected].sort()));

    for (const path of ['/', '/blog/banner-promotion-ideas', '/blog']) {
      const page = await (await get(path)).text();
      expect(page, path).toContain('<p class="phone">+977 21-222 333</p>');
      expect(page, path).toContain('"phone":"+977 21-222 333"');
    }
    expect((await get('/blog/feed.xml')).status).toBe(200);
    for (const key of expected) expect(rendersOf(key), key).toBe(1);
  });

  it('answers the save at once; a visitor asking for a page being rendered again waits for that render, never starts another', async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renders.length = 0;
    expect((await saveFacts('+977 21-444 555')).status).toBe(200);
    await vi.waitFor(() => expect(renders).toEqual(['/']));

    const visitors = [get('/'), get('/')];
    release();
    held = undefined;
    for (const answer of await Promise.all(visitors)) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<p class="phone">+977 21-444 555</p>');
    }
    await vi.waitFor(() => expect(rendersOf('/blog/feed.xml')).toBe(1));
    expect(rendersOf('/')).toBe(1);
  });

  it('renders the home pages as the gateway starts with changed facts: its first visitor renders nothing', async () => {
    await gateway.close();
    renders.length = 0;
    gateway = await start(gateway.dataDir);
    await gateway.app.warmPages();
    expect([...renders].sort()).toEqual(['/', '/ne/404']);

    const home = await (await get('/')).text();
    expect(home).toContain('<p class="phone">+977 21-444 555</p>');
    expect(renders).toHaveLength(2);
  });
});
