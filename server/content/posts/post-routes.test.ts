import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postListAnswer,
  postRevisionsAnswer,
  postView,
  type PostInput,
  type PostView,
} from '../../../schemas/blog-post';
import { mediaImage, type MediaImage } from '../../../schemas/media-image';
import { startTestGateway, TEST_STAFF_TOKEN, type TestGateway } from '../../testing/test-gateway';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;
let cover: MediaImage;
/** The gateway's clock: tests move it to make a scheduled time come. */
let clock = Date.parse('2026-03-01T06:00:00Z');

const base = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Visa interview: ten questions to prepare',
  lang: 'en',
  summary: 'What embassies ask and how to answer calmly.',
  category: 'Career',
  authorName: 'Asha Poudel',
  cover: { media: cover },
  coverAlt: 'A student rehearsing answers with a counsellor',
  body: '## Before the day\n\nBring your documents.',
  ...overrides,
});

async function create(overrides: Partial<PostInput> = {}): Promise<PostView> {
  const answer = await staff.call('POST', '/content/posts', base(overrides));
  expect(answer.status, await answer.clone().text()).toBe(201);
  return postView.parse(await answer.json());
}
const setState = async (id: string, change: object) =>
  postView.parse(await (await staff.call('POST', `/content/posts/${id}/state`, change)).json());
const get = (path: string) => fetch(gateway.url + path, { redirect: 'manual' });
const feed = async (lang = '') => (await get(`${lang}/blog/feed.xml`)).text();

beforeAll(async () => {
  gateway = await startTestGateway({}, { now: () => clock });
  staff = await signInAs(gateway, 'writer@example.com', 'staff');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)]), 'cover.jpg');
  cover = mediaImage.parse(await (await staff.call('POST', '/content/media', form)).json());
});
afterAll(() => gateway.close());

describe('blog posts', () => {
  it('ships sample posts, marked Sample, deletable in one action', async () => {
    const { items } = postListAnswer.parse(await (await staff.call('GET', '/content/posts')).json());
    const samples = items.filter((post) => post.sample);
    expect(samples.length).toBeGreaterThanOrEqual(4);
    expect(samples.every((post) => post.state === 'published')).toBe(true);
    expect(await feed()).toContain('24 Awesome Banner Promotion Ideas');
    const deleted = await staff.call('POST', '/content/posts/delete-samples');
    expect(await deleted.json()).toEqual({ deleted: samples.length });
    const after = postListAnswer.parse(await (await staff.call('GET', '/content/posts')).json());
    expect(after.items.filter((post) => post.sample)).toEqual([]);
    expect(await feed()).not.toContain('24 Awesome Banner Promotion Ideas');
    // Deleted after being public: its address is gone for good (410 where the build's 404 page exists).
    expect((await get('/blog/banner-promotion-ideas')).status).not.toBe(200);
  });

  it('makes a slug from the title, keeps slugs unique per language and refuses a taken one', async () => {
    const first = await create({ title: 'Scholarships: what to know!' });
    expect(first.slug).toBe('scholarships-what-to-know');
    const second = await create({ title: 'Scholarships: what to know!' });
    expect(second.slug).toBe('scholarships-what-to-know-2');
    const nepali = await create({ title: 'छात्रवृत्तिबारे जान्नुपर्ने कुरा', lang: 'ne' });
    expect(nepali.slug).toBe('छात्रवृत्तिबारे-जान्नुपर्ने-कुरा');
    const taken = await staff.call('PUT', `/content/posts/${second.id}`, base({ slug: first.slug }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe(
      'The address “scholarships-what-to-know” is taken by “Scholarships: what to know!”',
    );
  });

  it('refuses what a post must have, with a message naming the field', async () => {
    const cases: [Partial<PostInput> | Record<string, unknown>, string][] = [
      [{ coverAlt: '' }, 'coverAlt'],
      [{ category: 'Gossip' }, 'category'],
      [{ lang: 'hi' }, 'lang'],
      [{ authorName: '' }, 'author: choose a staff member or type a name'],
      [{ slug: 'bad slug!' }, 'slug: use letters, digits and single hyphens'],
      [{ cover: { media: { ...cover, id: 'f'.repeat(32) } } }, 'cover: upload the cover image again'],
      [{ cover: { src: 'https://evil.example/x.jpg', width: 1, height: 1 } }, 'cover'],
      [{ twinId: 'nope' }, 'twinId: no such post'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await staff.call('POST', '/content/posts', { ...base(), ...overrides });
      expect(answer.status, message).toBe(422);
      expect((await answer.json()).error.message).toContain(message);
    }
  });

  it('publishes, unpublishes, links twins, keeps revisions and restores one', async () => {
    const english = await create({ title: 'Study in Japan', body: 'First draft.' });
    const nepali = await create({ title: 'जापानमा अध्ययन', lang: 'ne', twinId: english.id });
    expect(postView.parse(await (await staff.call('GET', `/content/posts/${english.id}`)).json()).twinId).toBe(
      nepali.id,
    );
    expect(english.state).toBe('draft');
    expect(await feed()).not.toContain('Study in Japan');

    await setState(english.id, { action: 'publish' });
    await setState(nepali.id, { action: 'publish' });
    expect(await feed()).toContain('Study in Japan');
    expect(await feed('/ne')).toContain('जापानमा अध्ययन');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blog/study-in-japan</loc><lastmod>`);
    expect(sitemap).toContain(
      `hreflang="ne" href="https://www.digitalbridge.com.np/ne/blog/${encodeURIComponent('जापानमा-अध्ययन')}"`,
    );

    await staff.call(
      'PUT',
      `/content/posts/${english.id}`,
      base({ title: 'Study in Japan', body: 'Second draft.', twinId: nepali.id }),
    );
    const revisions = postRevisionsAnswer.parse(
      await (await staff.call('GET', `/content/posts/${english.id}/revisions`)).json(),
    );
    expect(revisions.items).toHaveLength(2);
    const restored = await staff.call(
      'POST',
      `/content/posts/${english.id}/revisions/${revisions.items[1].id}/restore`,
    );
    expect(postView.parse(await restored.json())).toMatchObject({ body: 'First draft.', state: 'published' });
    expect(await feed()).toContain('First draft.');

    const unpublished = await setState(english.id, { action: 'unpublish' });
    expect(unpublished.state).toBe('unpublished');
    expect(await feed()).not.toContain('Study in Japan');
    expect((await get('/blog/study-in-japan')).status).toBe(404);
  });

  it('answers an old address with 301 after a slug change', async () => {
    const post = await create({ title: 'Old name' });
    await setState(post.id, { action: 'publish' });
    await staff.call('PUT', `/content/posts/${post.id}`, base({ title: 'New name', slug: 'new-name' }));
    const moved = await get('/blog/old-name');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/new-name');
  });

  it('shows a scheduled post only once its time (Nepal time as an instant) has come', async () => {
    const post = await create({ title: 'Dashain office hours' });
    // 10:00 on 2 March in Nepal is 04:15 UTC.
    const scheduled = await setState(post.id, { action: 'schedule', publishAt: '2026-03-02T10:00:00+05:45' });
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: '2026-03-02T04:15:00.000Z' });
    expect(await feed()).not.toContain('Dashain office hours');
    clock = Date.parse('2026-03-02T04:14:59Z');
    expect(await feed()).not.toContain('Dashain office hours');
    clock = Date.parse('2026-03-02T04:15:00Z');
    expect(await feed()).toContain('Dashain office hours');
    const listed = postListAnswer.parse(await (await staff.call('GET', '/content/posts')).json());
    expect(listed.items.find((item) => item.id === post.id)?.state).toBe('published');
  });

  it('refuses a visitor, a forged origin, the wrong CSRF token and a huge body; previews are staff-only', async () => {
    const post = await create({ title: 'Private draft' });
    const anonymous = await fetch(`${gateway.url}/staff/api/content/posts`, {
      method: 'POST',
      headers: { Origin: gateway.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(base()),
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${gateway.url}/staff/api/content/posts`)).status).toBe(401);
    expect((await fetch(`${gateway.url}${post.previewUrl}`)).status).toBe(401);
    expect((await staff.call('POST', '/content/posts', base(), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await staff.call('POST', '/content/posts', base(), { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    const huge = await staff.call('POST', '/content/posts', base({ body: 'x'.repeat(3 * 1024 * 1024) }));
    expect([413, 422]).toContain(huge.status);
    const tooLong = await staff.call('POST', '/content/posts', base({ body: 'x'.repeat(100_001) }));
    expect(tooLong.status).toBe(422);
    const token = await fetch(`${gateway.url}/staff/api/content/posts`, {
      headers: { Authorization: `Bearer ${TEST_STAFF_TOKEN}x` },
    });
    expect(token.status).toBe(401);
    expect((await get('/blog/private-draft')).status).toBe(404);
  });
});
