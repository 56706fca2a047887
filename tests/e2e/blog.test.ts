// The blog from the back office to a visitor without JavaScript, against the real gateway (in this
// process, so the test can move its clock) serving the real build.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostInput } from '../../schemas/blog-post';
import { mediaImage } from '../../schemas/media-image';
import { controlCharacterIn } from '../../schemas/plain-text';
import { hostileMarkdown } from '../../server/testing/hostile-markdown';
import { addAccount, signInAs, TEST_PASSWORD, type StaffClient } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = 'test-results/screens/blog';
let gateway: TestGateway;
let staff: WatchedPage;
/** How far the gateway's clock is ahead of the real one. */
let clockAhead = 0;

/** A camera-sized photo (4000 × 3000) for the cover. */
const photo = () =>
  sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#1d6fa5' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="900" fill="#f4b400"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/** The titles of /blog's list, the search panel's results (below the featured post and the latest updates). */
const listTitles = 'main section[aria-labelledby="search-title"] article h3';

/** A visitor with JavaScript switched off. */
async function visit(path: string, width = 1280) {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(gateway.url + path);
  return { page, status: response?.status(), close: () => context.close() };
}

async function writePost(
  page: Page,
  post: { title: string; lang?: 'Nepali'; twin?: string; summary: string; alt: string; body: string },
) {
  await page.goto(`${gateway.url}/staff/content`);
  await page.getByRole('link', { name: /Blog posts/ }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(post.title);
  if (post.lang) await page.getByLabel('Language').selectOption({ label: post.lang });
  if (post.twin) await page.getByLabel(/Same post in/).selectOption({ label: post.twin });
  await page.getByLabel('Category').selectOption('Career');
  await page.getByLabel("Author's name").fill('Asha Poudel');
  await page.getByLabel('Summary').fill(post.summary);
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await page.locator('img[src^="/images/"]').waitFor({ timeout: 60_000 });
  await page.getByLabel('Cover alt text').fill(post.alt);
  await page.getByLabel('Body (Markdown)').fill(post.body);
  await expect.poll(() => page.getByTestId('body-preview').innerHTML()).toContain('<h2>');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/content\/posts\/[0-9a-f]{20}$/);
  await page.getByRole('button', { name: 'Publish now' }).waitFor();
}

beforeAll(async () => {
  gateway = await startTestGateway(
    { DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') },
    { now: () => Date.now() + clockAhead },
  );
  await addAccount(gateway, 'editor@example.com', 'staff', 'Esha Editor');
  staff = await openPage(browser(), 1280);
  await signIn(staff, gateway.url, 'editor@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

describe('blog', () => {
  it('a post and its Nepali twin go from the editor to /blog, /ne/blog, their pages, the feeds and the sitemap', async () => {
    const { page } = staff;
    await writePost(page, {
      title: 'Visa interview: ten questions to prepare',
      summary: 'What embassies ask, and how to answer calmly.',
      alt: 'A student rehearsing answers with a counsellor',
      body: '## Before the day\n\nBring **every** document. <script>alert(1)</script>',
    });
    await page.screenshot({ path: `${shots}/editor-en-1280.png`, fullPage: true });
    const englishEditor = page.url();

    // The preview is the staff member's only: a visitor is refused it.
    const previewHref = await page.getByRole('link', { name: 'Preview' }).getAttribute('href');
    const preview = await page.context().request.get(gateway.url + previewHref!);
    expect(preview.status()).toBe(200);
    expect(await preview.text()).toContain('Visa interview: ten questions to prepare');
    expect((await fetch(gateway.url + previewHref!)).status).toBe(401);
    expect((await visit('/blog/visa-interview-ten-questions-to-prepare')).status).toBe(404);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();

    await writePost(page, {
      title: 'भिसा अन्तर्वार्ता: तयारीका दस प्रश्न',
      lang: 'Nepali',
      twin: 'Visa interview: ten questions to prepare',
      summary: 'दूतावासले सोध्ने प्रश्न र शान्त भएर उत्तर दिने तरिका।',
      alt: 'परामर्शदातासँग उत्तर अभ्यास गर्दै विद्यार्थी',
      body: '## दिनअघि\n\nसबै कागजात ल्याउनुहोस्।',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/editor-ne-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/editor-ne-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await page.goto(englishEditor);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.screenshot({ path: `${shots}/editor-en-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const nepaliSlug = encodeURIComponent('भिसा-अन्तर्वार्ता-तयारीका-दस-प्रश्न');
    // Each list shows the twins once, in its own language.
    for (const [path, title, twin] of [
      ['/blog', 'Visa interview: ten questions to prepare', 'भिसा अन्तर्वार्ता: तयारीका दस प्रश्न'],
      ['/ne/blog', 'भिसा अन्तर्वार्ता: तयारीका दस प्रश्न', 'Visa interview: ten questions to prepare'],
    ]) {
      const list = await visit(path);
      expect(list.status).toBe(200);
      const titles = await list.page.locator('main article :is(h2, h3)').allTextContents();
      expect(titles).toContain(title);
      expect(titles).not.toContain(twin);
      await list.close();
    }
    for (const [path, title, lang] of [
      ['/blog/visa-interview-ten-questions-to-prepare', 'Visa interview: ten questions to prepare', 'en'],
      [`/ne/blog/${nepaliSlug}`, 'भिसा अन्तर्वार्ता: तयारीका दस प्रश्न', 'ne'],
    ] as const) {
      for (const width of [375, 1280]) {
        const own = await visit(path, width);
        expect(own.status).toBe(200);
        expect(await own.page.locator('h1').textContent()).toBe(title);
        expect(await own.page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await own.page.locator('link[rel=canonical]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
        expect(await own.page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
          /\/images\/[0-9a-f]{32}-share\.jpg$/,
        );
        const meta = (selector: string) => own.page.locator(selector).getAttribute('content');
        expect(await meta('meta[property="og:type"]')).toBe('article');
        expect(await meta('meta[property="og:title"]')).toBe(title);
        expect(await meta('meta[name="description"]')).toBe(await meta('meta[property="og:description"]'));
        expect(await meta('meta[property="og:image:alt"]')).toBeTruthy();
        expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
        const jsonLd = JSON.parse((await own.page.locator('script[type="application/ld+json"]').textContent())!);
        expect(jsonLd).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: title,
          inLanguage: lang,
          image: await meta('meta[property="og:image"]'),
          // Asha Poudel is not on the team: named as the byline names her, at the blog's list of her posts.
          author: {
            '@type': 'Person',
            name: 'Asha Poudel',
            url: expect.stringMatching(
              new RegExp(`^https://[^/]+${lang === 'ne' ? '/ne' : ''}/blog\\?author=Asha\\+Poudel$`),
            ),
          },
          mainEntityOfPage: expect.stringMatching(new RegExp(`${path}$`)),
        });
        expect(Date.parse(jsonLd.datePublished)).toBeGreaterThan(Date.now() - 3_600_000);
        // The cover: AVIF and WebP sources, its size reserved, the 4000 px photo never sent whole.
        const cover = own.page.locator('main picture img');
        expect(await cover.getAttribute('width')).toBe('1600');
        expect(await cover.getAttribute('height')).toBe('1200');
        expect(await own.page.locator('main picture source[type="image/avif"]').getAttribute('srcset')).toContain(
          '-400.avif 400w',
        );
        expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await own.page.locator('main script, main [onerror]').count()).toBe(0);
        await own.page.screenshot({ path: `${shots}/post-${lang}-${width}.png`, fullPage: true });
        await own.close();
      }
    }

    const feed = await (await fetch(`${gateway.url}/blog/feed.xml`)).text();
    expect(feed).toContain('<title>Visa interview: ten questions to prepare</title>');
    expect(feed).not.toContain('<script>');
    expect(await (await fetch(`${gateway.url}/ne/blog/feed.xml`)).text()).toContain('भिसा अन्तर्वार्ता: तयारीका दस प्रश्न');
    const sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/\/blog\/visa-interview-ten-questions-to-prepare<\/loc><lastmod>20\d\d-/);
    expect(sitemap).toContain(`/ne/blog/${nepaliSlug}</loc>`);
    expect(sitemap).toContain('/terms</loc>');
  });

  it('a slug change answers the old address with 301 and a restored revision is what visitors read', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content/posts`);
    await page.getByRole('link', { name: 'Visa interview: ten questions to prepare' }).click();
    await page.getByLabel('Address (slug)').fill('visa-interview-questions');
    await page.getByLabel('Body (Markdown)').fill('## Changed\n\nA worse version.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const old = await fetch(`${gateway.url}/blog/visa-interview-ten-questions-to-prepare`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/visa-interview-questions');
    let post = await visit('/blog/visa-interview-questions');
    expect(await post.page.locator('main article').textContent()).toContain('A worse version.');
    await post.close();

    // The first save (the oldest revision, last in the list) comes back; the slug with it, so the new address now redirects.
    await page
      .getByRole('button', { name: /^Restore the revision/ })
      .last()
      .click();
    await page.getByText('Restored; the post is saved with that content.').waitFor();
    post = await visit('/blog/visa-interview-ten-questions-to-prepare');
    expect(await post.page.locator('main article').textContent()).toContain('Bring every document.');
    await post.close();
  });

  it('a scheduled post appears only when its time comes', async () => {
    const { page } = staff;
    await writePost(page, {
      title: 'Office hours during Tihar',
      summary: 'When the office and the helpline are open over the festival.',
      alt: 'Oil lamps on a doorstep',
      body: '## Hours\n\nOpen 10 to 4.',
    });
    // Tomorrow 09:00 in Nepal.
    const tomorrow = new Date(Date.now() + (24 * 60 + 345) * 60_000).toISOString().slice(0, 10);
    await page.getByLabel('Date (Nepal)').fill(tomorrow);
    await page.getByLabel('Time (Nepal)').fill('09:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByText(/^Scheduled for/)
      .first()
      .waitFor();
    const due = Date.parse(`${tomorrow}T09:00:00+05:45`);

    const titles = async () => {
      const list = await visit('/blog');
      const shown = await list.page.locator(listTitles).allTextContents();
      await list.close();
      return shown;
    };
    expect(await titles()).not.toContain('Office hours during Tihar');
    expect((await visit('/blog/office-hours-during-tihar')).status).toBe(404);
    clockAhead = due - Date.now() - 60_000;
    expect(await titles()).not.toContain('Office hours during Tihar');
    clockAhead = due - Date.now() + 1_000;
    expect(await titles()).toContain('Office hours during Tihar');
    expect((await visit('/blog/office-hours-during-tihar')).status).toBe(200);
  });

  it('the sample posts go in one action, asked in the back office’s own dialog (Keep keeps them)', async () => {
    const { page } = staff;
    const nativeDialogs: string[] = [];
    const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    await page.goto(`${gateway.url}/staff/content/posts`);
    await page.getByText('4 sample posts shipped with the site are public until you delete them.').waitFor();
    await page.getByRole('button', { name: 'Delete sample posts' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete the 4 sample posts?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep them' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await visit('/blog/banner-promotion-ideas')).status).toBe(200);

    await page.getByRole('button', { name: 'Delete sample posts' }).click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete sample posts' }).click();
    await ask.getByRole('button', { name: 'Delete sample posts' }).click();
    await page.getByText('Deleted 4 sample posts.').waitFor();
    expect(await page.getByText(/sample posts shipped with the site/).count()).toBe(0);
    expect(await page.getByText('Sample', { exact: true }).count()).toBe(0);
    const gone = await visit('/blog/banner-promotion-ideas');
    expect(gone.status).toBe(410);
    await gone.close();
    // The staff's own posts stay.
    expect((await visit('/blog/office-hours-during-tihar')).status).toBe(200);
    expect(nativeDialogs).toEqual([]);
    page.off('dialog', onDialog);
  });

  it('hostile Markdown (50 cases) renders harmless in Chromium with scripts on: no dialog, no outside request, no active markup; a control character is refused on save', async () => {
    const api = await apiWriter();
    const withControls = hostileMarkdown.filter((source) => controlCharacterIn(source, { lines: true }));
    expect(withControls).toHaveLength(1);
    const refused = await api.call('POST', '/content/posts', {
      lang: 'en',
      title: 'Pasted with a NUL',
      summary: 'What changed this month.',
      category: 'Career',
      authorName: 'Asha Poudel',
      cover: writer!.cover,
      coverAlt: 'A notice board',
      body: withControls[0],
    } satisfies PostInput);
    expect([refused.status, await refused.json()]).toEqual([
      422,
      {
        error: {
          type: 'INVALID_REQUEST',
          message: 'body: remove the invisible control character U+0000 (it comes in with pasted text)',
        },
      },
    ]);
    const cases = hostileMarkdown.filter((source) => !withControls.includes(source));
    const post = await publishPost(api, {
      title: 'Pasted from everywhere',
      body: ['## Cases', ...cases.map((source, index) => `Case ${index + 1}:\n\n${source}`)].join('\n\n'),
    });
    const { page, errors } = await openPage(browser(), 1280);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(gateway.url)) outside.push(request.url());
    });
    await page.goto(`${gateway.url}/blog/${post.slug}`, { waitUntil: 'networkidle' });
    const body = page.locator('main article > div').last();
    await body.hover();
    await page.mouse.move(10, 10);
    expect(await body.textContent()).toContain(`Case ${cases.length}:`);
    const active = await body.evaluate((root) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.COMMENT_NODE) {
          found.push(`comment ${node.textContent}`);
          continue;
        }
        const element = node as Element;
        if (
          /^(script|svg|math|iframe|object|embed|form|input|style|link|meta|base|video|audio|source|noscript|details|template)$/i.test(
            element.localName,
          )
        )
          found.push(element.outerHTML);
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on') || name === 'style' || name === 'srcset') found.push(element.outerHTML);
          // What the browser would follow or fetch: only the web's own schemes (a relative address stays on the site).
          if ((name === 'href' || name === 'src') && !/^https?:$/.test(new URL(value, document.baseURI).protocol))
            found.push(element.outerHTML);
        }
        if (
          element.localName === 'img' &&
          !/^\/images\/[0-9a-f]{32}-\d+\.(avif|webp|jpg|png)$/.test(element.getAttribute('src') ?? '')
        )
          found.push(element.outerHTML);
        if (
          element.localName === 'a' &&
          /^https?:/.test(element.getAttribute('href') ?? '') &&
          !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')
        )
          found.push(element.outerHTML);
      }
      return found;
    });
    expect(active).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(outside).toEqual([]);
    expect(await page.locator('head base').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/blog beyond a screenful goes in pages of 9 that work without JavaScript (canonical, rel prev/next, filters kept); unpublished answers 404, deleted 410', async () => {
    const api = await apiWriter();
    const made: { id: string; slug: string }[] = [];
    for (let i = 1; i <= 12; i += 1)
      made.push(
        await publishPost(api, {
          title: `Scholarship round-up ${i}`,
          category: i % 2 ? 'Career' : 'Technology',
          authorName: 'Round-up Desk',
          body: `## Round ${i}\n\nDeadlines this month.`,
        }),
      );
    const list = await visit('/blog', 375);
    const cards = list.page.locator(listTitles);
    expect(await cards.count()).toBe(9);
    const total = Number(/\d+/.exec((await list.page.getByRole('status').textContent())!)![0]);
    expect(total).toBeGreaterThan(12);
    const pages = Math.ceil(total / 9);
    expect(await list.page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog$/);
    expect(await list.page.locator('head link[rel=prev]').count()).toBe(0);
    expect(await list.page.locator('head link[rel=next]').getAttribute('href')).toMatch(/\/blog\?page=2$/);
    // Every cover but the first card's waits until scrolled to (the first: the next test).
    expect(await list.page.locator('main li:not(:first-child) > article img:not([loading=lazy])').count()).toBe(0);
    const firstPage = await cards.allTextContents();
    await list.page.getByRole('link', { name: 'Older articles' }).click();
    await list.page.waitForURL(/\/blog\?page=2$/);
    const secondPage = await cards.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    expect(await list.page.getByText(`Page 2 of ${pages}`).count()).toBe(1);
    expect(await list.page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog\?page=2$/);
    expect(await list.page.locator('head link[rel=prev]').getAttribute('href')).toMatch(/\/blog$/);
    expect(await list.page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/blog\?page=2$/);
    await list.page.screenshot({ path: `${shots}/list-page-2-en-375.png`, fullPage: true });
    await list.page.getByRole('link', { name: 'Newer articles' }).click();
    await list.page.waitForURL(/\/blog$/);
    expect(await cards.allTextContents()).toEqual(firstPage);

    // The search panel and the category strip filter, from any page, and the pages keep the filter.
    await list.page.goto(`${gateway.url}/blog?page=2`);
    const search = list.page.getByRole('form', { name: 'Filter articles' });
    await search.getByLabel('Author').selectOption('Round-up Desk');
    await search.getByLabel('Category').selectOption('Technology');
    await search.getByRole('button', { name: 'Go', exact: true }).click();
    await list.page.waitForURL(/category=Technology/);
    expect(list.page.url()).not.toContain('page=');
    expect((await cards.allTextContents()).sort()).toEqual(
      [2, 4, 6, 8, 10, 12].map((i) => `Scholarship round-up ${i}`).sort(),
    );
    await list.page.goto(`${gateway.url}/ne/blog?author=Round-up+Desk`);
    const nepaliCards = await cards.allTextContents();
    expect(nepaliCards.length).toBe(9);
    expect(await list.page.locator('head link[rel=next]').getAttribute('href')).toMatch(
      /\/ne\/blog\?author=Round-up\+Desk&page=2$/,
    );
    await list.page.locator('nav a[rel=next]').click();
    await list.page.waitForURL(/\/ne\/blog\?author=Round-up\+Desk&page=2$/);
    await list.page.screenshot({ path: `${shots}/list-page-2-ne-375.png`, fullPage: true });
    expect((await cards.allTextContents()).filter((title) => nepaliCards.includes(title))).toEqual([]);
    await list.close();

    // Unpublished: 404 and off the list; deleted: 410.
    expect((await api.call('POST', `/content/posts/${made[0].id}/state`, { action: 'unpublish' })).status).toBe(200);
    const hidden = await visit(`/blog/${made[0].slug}`);
    expect(hidden.status).toBe(404);
    await hidden.close();
    expect((await api.call('DELETE', `/content/posts/${made[1].id}`)).status).toBeLessThan(300);
    const deleted = await visit(`/blog/${made[1].slug}`);
    expect(deleted.status).toBe(410);
    await deleted.close();
    const after = await visit('/blog?category=Technology');
    expect(await after.page.locator(listTitles).allTextContents()).not.toContain('Scholarship round-up 2');
    await after.close();
  });

  it("/blog fetches the featured post's cover at once, at high priority, at every width: on a phone too it is the largest paint in the first view", async () => {
    // Featured and newest, so the lead whatever the tests before left (the sample posts are featured).
    await publishPost(await apiWriter(), {
      title: 'Cover order check',
      body: '## Why\n\nThe first card.',
      featured: true,
    });
    for (const width of [375, 1280]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const fetched: { url: string; priority: string }[] = [];
      cdp.on('Network.requestWillBeSent', ({ request }) => {
        if (request.url.includes('/images/')) fetched.push({ url: request.url, priority: request.initialPriority });
      });
      await page.goto(`${gateway.url}/blog`, { waitUntil: 'load' });
      const card = page.locator('main article').first();
      expect(await card.locator('h2').textContent()).toBe('Cover order check');
      const shown = card.locator('img:visible');
      expect(await shown.count()).toBe(1);
      expect(await shown.getAttribute('alt')).toBe('A notice board');
      expect(await shown.getAttribute('loading')).toBe('eager');
      expect(await shown.getAttribute('fetchpriority')).toBe('high');
      expect(await card.locator('img').count()).toBe(1);
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(1);
      const src = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toContain('.avif');
      expect(fetched.filter(({ url }) => url === src)).toEqual([{ url: src, priority: 'High' }]);
      expect(fetched.filter(({ priority }) => priority === 'High').map(({ url }) => url)).toEqual([src]);
      await context.close();
    }
  });

  it("a post's page asks for its uploaded cover from the head, ahead of the font, as AVIF in the width the window needs: fetched once, through that preload, on a phone and a desktop", async () => {
    const { slug } = await publishPost(await apiWriter(), { title: 'Cover from the head', body: '## Why\n\nEarly.' });
    for (const width of [412, 1280]) {
      const { page, errors } = await openPage(browser(), width);
      await page.goto(`${gateway.url}/blog/${slug}`, { waitUntil: 'load' });
      const cover = page.locator('main article picture img');
      expect(await cover.getAttribute('alt')).toBe('A notice board');
      await cover.evaluate((img: HTMLImageElement) => img.decode());
      const { preload, aheadOfFont, shown, fetched } = await page.evaluate(() => ({
        preload: document.head.querySelector('link[rel="preload"][as="image"]')?.outerHTML,
        aheadOfFont: document.head.querySelector('link[rel="preload"]')?.getAttribute('as') === 'image',
        shown: document.querySelector<HTMLImageElement>('main article picture img')!.currentSrc,
        fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(({ name }) => name.includes('/images/'))
          .map(({ name, initiatorType }) => ({ name, initiatorType })),
      }));
      expect(preload).toContain('type="image/avif"');
      expect(preload).toContain('imagesizes="(min-width: 48rem) 46rem, 92vw"');
      expect(aheadOfFont).toBe(true);
      // 92% of 412 px, or 46rem, at one device pixel per CSS pixel.
      expect(shown).toMatch(width === 412 ? /-400\.avif$/ : /-800\.avif$/);
      expect(fetched).toEqual([{ name: shown, initiatorType: 'link' }]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

/** A staff member of the back office writing through its API (the editor's own calls), with one cover for all. */
let writer: { api: StaffClient; cover: PostInput['cover'] } | undefined;
async function apiWriter() {
  if (!writer) {
    const api = await signInAs(gateway, 'api-writer@example.com', 'staff');
    const form = new FormData();
    const cover = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
    writer = { api, cover: { media: mediaImage.parse(await (await api.call('POST', '/content/media', form)).json()) } };
  }
  return writer.api;
}

async function publishPost(api: StaffClient, post: Pick<PostInput, 'title' | 'body'> & Partial<PostInput>) {
  const created = await api.call('POST', '/content/posts', {
    lang: 'en',
    summary: 'What changed this month.',
    category: 'Career',
    authorName: 'Asha Poudel',
    cover: writer!.cover,
    coverAlt: 'A notice board',
    ...post,
  } satisfies PostInput);
  expect(created.status, await created.clone().text()).toBe(201);
  const { id, slug } = postView.parse(await created.json());
  expect((await api.call('POST', `/content/posts/${id}/state`, { action: 'publish' })).status).toBe(200);
  return { id, slug };
}
