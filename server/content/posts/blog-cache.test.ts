import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCompanyFacts } from '../../../schemas/company';
import { postCategories, postView, type PostInput, type PostView } from '../../../schemas/blog-post';
import { RENDER_WAIT_MS } from '../../static/live-render-limit';
import { rateLimitBody } from '../../tables/table-error';
import { writeFakeSite } from '../../testing/fake-site';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';
import { postInput as post } from '../../testing/post-input';
import { PostStore } from './post-store';

// Issue 43, item 1: the blog's feed, sitemap and pages are rendered once per version of what they
// show, revalidated without rendering, kept in bounded LRUs, and one address renders few at once.

const folder = tempDir('blog-cache');
const { dist, serverBundle } = writeFakeSite(folder);
const env = { DIST_DIR: dist, SERVER_BUNDLE: serverBundle };
/** Every render the gateway starts, by its key (the page's address, or a list's address and filters). */
const renders: string[] = [];
/** While set, renders wait for it: how a test holds some in progress. */
let held: Promise<void> | undefined;
const hooks = {
  onLiveRender: async (key: string) => {
    renders.push(key);
    await held;
  },
};
let gateway: TestGateway;
let writer: StaffClient;
let admin: StaffClient;

async function publish(input: PostInput): Promise<PostView> {
  const created = postView.parse(await (await writer.call('POST', '/content/posts', input)).json());
  await writer.call('POST', `/content/posts/${created.id}/state`, { action: 'publish' });
  return created;
}
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url + path, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });
const rendersOf = (key: string) => renders.filter((rendered) => rendered === key).length;

beforeAll(async () => {
  gateway = await startTestGateway({ ...env, DATA_DIR: tempDir('blog-cache-data') }, hooks);
  writer = await signInAs(gateway, 'writer@example.com', 'staff');
  admin = await signInAs(gateway, 'owner@example.com', 'admin');
});
afterAll(() => gateway.close());

describe('the blog kept per version of what it shows', () => {
  it('renders the feed, the sitemap and a post once while nothing changes, and answers revalidations without rendering', async () => {
    const paths = ['/blog/feed.xml', '/ne/blog/feed.xml', '/sitemap.xml', '/blog/banner-promotion-ideas', '/blog'];
    const first = new Map<string, string>();
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-encoding'), path).toBe('br');
      first.set(path, answer.headers.get('etag')!);
    }
    for (let round = 0; round < 3; round++)
      for (const path of paths) {
        const again = await get(path);
        expect(again.headers.get('etag'), path).toBe(first.get(path));
        const revalidated = await get(path, { 'If-None-Match': first.get(path)! });
        expect(revalidated.status, path).toBe(304);
        expect(revalidated.headers.get('etag'), path).toBe(first.get(path));
        expect(await revalidated.text()).toBe('');
      }
    for (const path of ['/blog/feed.xml', '/ne/blog/feed.xml', '/sitemap.xml', '/blog/banner-promotion-ideas'])
      expect(rendersOf(path), path).toBe(1);
    expect(renders.filter((key) => key.startsWith('/blog?'))).toHaveLength(1);
  });

  it('answers If-None-Match with 304 from the version alone: a restarted gateway renders nothing for it', async () => {
    const etag = (await get('/blog/banner-promotion-ideas')).headers.get('etag')!;
    await gateway.close();
    renders.length = 0;
    gateway = await startTestGateway({ ...env, DATA_DIR: gateway.dataDir }, hooks);
    writer = await signInAs(gateway, 'writer-2@example.com', 'staff');
    admin = await signInAs(gateway, 'owner-2@example.com', 'admin');
    const revalidated = await get('/blog/banner-promotion-ideas', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(renders).toEqual([]);
    // Without the header the page is rendered, under the same ETag.
    const full = await get('/blog/banner-promotion-ideas');
    expect(full.headers.get('etag')).toBe(etag);
    expect(renders).toEqual(['/blog/banner-promotion-ideas']);
  });

  it('gives a publish, a post update and a facts save a new ETag and body', async () => {
    const feed = await get('/blog/feed.xml');
    const page = await get('/blog/banner-promotion-ideas');
    const [feedTag, pageTag] = [feed.headers.get('etag'), page.headers.get('etag')];

    const created = await publish(post());
    const newFeed = await get('/blog/feed.xml', { 'If-None-Match': feedTag! });
    expect(newFeed.status).toBe(200);
    expect(newFeed.headers.get('etag')).not.toBe(feedTag);
    expect(await newFeed.text()).toContain('Scholarships for IT students');
    // The other post's page shows nothing of it: it stays as it was.
    expect((await get('/blog/banner-promotion-ideas', { 'If-None-Match': pageTag! })).status).toBe(304);

    const shown = await get('/blog/scholarships-for-it-students');
    expect(await shown.text()).toContain('Applications close in <strong>March</strong>.');
    const updated = await writer.call(
      'PUT',
      `/content/posts/${created.id}`,
      post({ body: 'Applications close in **April**.' }),
    );
    expect(updated.status).toBe(200);
    const changed = await get('/blog/scholarships-for-it-students', { 'If-None-Match': shown.headers.get('etag')! });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Applications close in <strong>April</strong>.');

    const before = await get('/blog/scholarships-for-it-students');
    const saved = await admin.call('PUT', '/settings/company', { ...defaultCompanyFacts, phone: '+977 21-444 555' });
    expect(saved.status).toBe(200);
    const after = await get('/blog/scholarships-for-it-students', { 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('+977 21-444 555');
  });

  it('keeps every post page while 1,000 and more filter and page combinations of /blog are asked for', async () => {
    // The facts saved above are being rendered again in the background; this test counts only its own renders.
    await gateway.app.warmPages();
    const posts = new PostStore(gateway.app.database);
    const authors = Array.from({ length: 15 }, (_, n) => `Author ${n}`);
    for (let n = 0; n < 40; n++) {
      const saved = posts.save(
        undefined,
        {
          ...post({ title: `Filler post ${n}`, lang: n % 2 ? 'ne' : 'en', category: postCategories[n % 5] }),
          twinId: null,
          authorId: null,
          authorName: authors[n % authors.length],
          featured: false,
        },
        'test',
      );
      posts.setState(saved.id, { action: 'publish' });
    }
    const pages = [
      '/blog/banner-promotion-ideas',
      '/blog/scholarships-for-it-students',
      '/ne/blog/banner-promotion-ideas',
    ];
    for (const path of pages) expect((await get(path)).status).toBe(200);
    renders.length = 0;

    let asked = 0;
    for (const language of ['', 'en', 'ne'])
      for (const category of ['', ...postCategories])
        for (const author of ['', ...authors])
          for (const page of [1, 2, 3, 4]) {
            const query = new URLSearchParams({ language, category, author, page: String(page) });
            expect((await get(`/blog?${query}`)).status).toBe(200);
            asked += 1;
          }
    expect(asked).toBeGreaterThan(1000);
    expect(new Set(renders).size).toBeGreaterThan(200);
    for (const path of pages) expect((await get(path)).status).toBe(200);
    expect(renders.filter((key) => !key.startsWith('/blog?'))).toEqual([]);
  }, 120_000);

  it('lets one address render two pages at once and two more wait their turn; a fifth gets the 429 of every limit at once, a kept page never', async () => {
    const kept = await get('/sitemap.xml');
    expect(kept.status).toBe(200);
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renders.length = 0;
    const first = [get('/blog?category=Health&page=2'), get('/blog?category=Career&page=2')];
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    // Visitors sharing one address (an office, a carrier's shared address) wait a moment for a turn.
    const waiting = [get('/blog?category=Lifestyle&page=2'), get('/blog?category=Entertainment&page=2')];

    const fifth = await get('/blog?category=Technology&page=2');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('1');
    expect(await fifth.json()).toEqual(rateLimitBody);
    expect(renders).toHaveLength(2);
    // The kept sitemap, and a page already being rendered for someone else, are not renders of its own.
    expect((await get('/sitemap.xml', { 'If-None-Match': kept.headers.get('etag')! })).status).toBe(304);
    expect((await get('/sitemap.xml')).status).toBe(200);
    const joining = get('/blog?category=Health&page=2');

    release();
    held = undefined;
    expect((await Promise.all([...first, ...waiting, joining])).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(
      renders
        .slice(2)
        .map((key) => /category=(\w+)/.exec(key)?.[1])
        .sort(),
    ).toEqual(['Entertainment', 'Lifestyle']);
    expect((await get('/blog?category=Technology&page=2')).status).toBe(200);
  });

  it(`refuses a page that waited ${RENDER_WAIT_MS / 1000} s for a turn with the 429, and frees its place`, async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renders.length = 0;
    const first = [get('/ne/blog?category=Health'), get('/ne/blog?category=Career')];
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    const waited = await get('/ne/blog?category=Lifestyle');
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toBe('1');
    release();
    held = undefined;
    expect((await Promise.all(first)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await get('/ne/blog?category=Lifestyle')).status).toBe(200);
  });
});
