// The blog from the back office to a visitor without JavaScript, against the real gateway (in this
// process, so the test can move its clock) serving the real build.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
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
    for (const path of ['/blog', '/ne/blog']) {
      const list = await visit(path);
      expect(list.status).toBe(200);
      await expect
        .poll(() => list.page.locator('main article h2').allTextContents())
        .toEqual(
          expect.arrayContaining(['Visa interview: ten questions to prepare', 'भिसा अन्तर्वार्ता: तयारीका दस प्रश्न']),
        );
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
          /\/images\/[0-9a-f]{32}-1200\.jpg$/,
        );
        const jsonLd = JSON.parse((await own.page.locator('script[type="application/ld+json"]').textContent())!);
        expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title, inLanguage: lang });
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
      const shown = await list.page.locator('main article h2').allTextContents();
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
});
