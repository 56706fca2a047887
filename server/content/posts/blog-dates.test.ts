import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostInput, type PostView } from '../../../schemas/blog-post';
import { writeFakeSite } from '../../testing/fake-site';
import { postInput as input } from '../../testing/post-input';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';
import { startTestGateway, tempDir, type TestGateway } from '../../testing/test-gateway';

// Issue 48, "Dates that tell the truth" and /blogsingle: the feeds, the sitemap and the posts'
// heads carry each post's real last change, lasting feed ids, the feed's link, x-default.

const { dist, serverBundle } = writeFakeSite(tempDir('blog-dates'));
let gateway: TestGateway;
let writer: StaffClient;
const sample = '2024-08-14T04:15:00.000Z';

async function publish(overrides: Partial<PostInput> = {}): Promise<PostView> {
  const created = postView.parse(await (await writer.call('POST', '/content/posts', input(overrides))).json());
  await writer.call('POST', `/content/posts/${created.id}/state`, { action: 'publish' });
  return created;
}
const text = async (path: string) => (await fetch(gateway.url + path)).text();
/** The Atom entry whose title this is. */
const entry = (feed: string, title: string) =>
  feed.split('<entry>').find((part) => part.includes(`<title>${title}</title>`)) ?? '';
const feedLink =
  '<link rel="alternate" type="application/atom+xml" title="Blog | Fake Company" href="https://example.test/blog/feed.xml" />';

beforeAll(async () => {
  gateway = await startTestGateway({
    DIST_DIR: dist,
    SERVER_BUNDLE: serverBundle,
    DATA_DIR: tempDir('blog-dates-data'),
  });
  writer = await signInAs(gateway, 'writer@example.com', 'staff');
});
afterAll(() => gateway.close());

describe('the blog’s dates, feed ids and links', () => {
  it('give a sample post its own date, not the seeding’s, in the feed, the sitemap and the page', async () => {
    const feed = await text('/blog/feed.xml');
    expect(entry(feed, '24 Awesome Banner Promotion Ideas')).toContain(`<updated>${sample}</updated>`);
    expect(feed).toContain(`<updated>${sample}</updated>\n  <entry>`);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`/blog/banner-promotion-ideas</loc><lastmod>${sample}</lastmod>`);
    expect(sitemap).toContain(`<loc>https://example.test/blog</loc><lastmod>${sample}</lastmod>`);
    const page = await text('/blog/banner-promotion-ideas');
    expect(page).toContain(`"dateModified":"${sample}"`);
    expect(page).toContain(`<meta property="article:modified_time" content="${sample}" />`);
  });

  it('keep a feed entry’s id (a tag: URI) when the post’s address changes', async () => {
    const post = await publish();
    const id = /<id>(.*)<\/id>/.exec(entry(await text('/blog/feed.xml'), post.title))?.[1];
    expect(id).toMatch(new RegExp(`^tag:example\\.test,\\d{4}-\\d{2}-\\d{2}:blog/${post.id}$`));
    await writer.call('PUT', `/content/posts/${post.id}`, input({ slug: 'it-scholarships' }));
    const moved = entry(await text('/blog/feed.xml'), post.title);
    expect(moved).toContain('href="https://example.test/blog/it-scholarships"');
    expect(moved).toContain(`<id>${id}</id>`);
  });

  it('link the feed from the head of /blog and of every post', async () => {
    expect(await text('/blog')).toContain(feedLink);
    expect(await text('/blog/banner-promotion-ideas')).toContain(feedLink);
    expect(await text('/ne/blog')).toContain('href="https://example.test/ne/blog/feed.xml"');
  });

  it('name the English post x-default beside the twins in the sitemap and the post’s head', async () => {
    const nepali = `https://example.test/ne/blog/banner-promotion-ideas`;
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="https://example.test/blog/banner-promotion-ideas" /><xhtml:link rel="alternate" hreflang="ne" href="${nepali}" /><xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/blog/banner-promotion-ideas" />`;
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${nepali}</loc><lastmod>${sample}</lastmod>${alternates}</url>`);
    expect(await text('/ne/blog/banner-promotion-ideas')).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.test/blog/banner-promotion-ideas" />',
    );
  });

  it('give /blogsingle the featured post’s own address as its canonical, and leave it out of the sitemap', async () => {
    expect(await text('/blogsingle')).toContain(
      '<link rel="canonical" href="https://example.test/blog/banner-promotion-ideas" />',
    );
    expect(await text('/ne/blogsingle')).toContain(
      '<link rel="canonical" href="https://example.test/ne/blog/banner-promotion-ideas" />',
    );
    expect(await text('/sitemap.xml')).not.toContain('blogsingle');
  });
});
