// Issue 48: /blog as the spec draws it (featured post with its reading time, "Latest updates",
// "Trending Post", the phone's category toggle), fed by the real posts, in both languages, against
// the real gateway serving the real build.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postView, type PostInput } from '../../schemas/blog-post';
import { signInAs } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser } from './support/browser';

const browser = sharedBrowser();
const shots = 'test-results/screens/blog-page';
let gateway: TestGateway;

/** An English post with no Nepali twin, a Nepali one with no English twin, published today. */
const posts: Partial<PostInput>[] = [
  {
    title: 'Visa interview: ten questions to prepare',
    body: Array.from({ length: 8 }, () => 'What embassies ask, and how to answer calmly. '.repeat(10)).join('\n\n'),
  },
  {
    title: 'नर्सिङ पढ्न चाहनेका लागि सुझाव',
    lang: 'ne',
    category: 'Health',
    summary: 'भर्ना, छात्रवृत्ति र तयारीबारे छोटो सुझाव।',
    coverAlt: 'किताब र स्टेथोस्कोप',
    body: 'भर्नाअघि आफ्नो कागजात तयार राख्नुहोस्। '.repeat(60),
  },
];

beforeAll(async () => {
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  const staff = await signInAs(gateway, 'writer@example.com', 'staff');
  for (const post of posts) {
    const created = await staff.call('POST', '/content/posts', {
      lang: 'en',
      summary: 'What changed this month.',
      category: 'Career',
      authorName: 'Asha Poudel',
      cover: { src: '/art/blog/admission-2.svg', width: 800, height: 600 },
      coverAlt: 'A checked document',
      ...post,
    } as PostInput);
    const { id } = postView.parse(await created.json());
    await staff.call('POST', `/content/posts/${id}/state`, { action: 'publish' });
  }
}, 120_000);
afterAll(() => gateway?.close());

async function visit(path: string, width: number, javaScriptEnabled = true) {
  const context = await browser().newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(gateway.url + path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

describe('/blog as the spec draws it', () => {
  it('leads with the featured post and its reading time, then three tagged latest updates, the search panel and the trending posts', async () => {
    const { page, close } = await visit('/blog', 1280, false);
    const featured = page.locator('main article').first();
    expect(await featured.locator('h2').textContent()).toBe('24 Awesome Banner Promotion Ideas');
    expect(await featured.textContent()).toContain('1 min read');
    expect(await featured.textContent()).toContain('14 Aug 2024');
    const latest = page.getByRole('region', { name: 'Latest updates' }).locator('article');
    expect(await latest.locator('h3').allTextContents()).toEqual([
      'नर्सिङ पढ्न चाहनेका लागि सुझाव',
      'Visa interview: ten questions to prepare',
      'Admissions open for IT bridge courses',
    ]);
    // Each tagged with its category; the Nepali post with its language too.
    expect(await latest.first().locator('p').first().textContent()).toBe('HealthNepali');
    expect(await latest.nth(1).textContent()).toContain('3 min read');
    expect(await page.getByRole('region', { name: 'Trending Post' }).locator('article').count()).toBe(4);
    expect(await page.locator('head link[type="application/atom+xml"]').getAttribute('href')).toMatch(
      /\/blog\/feed\.xml$/,
    );
    await close();
  });

  it('writes the Nepali page’s reading times and counts in Devanagari digits, its own posts first among twins', async () => {
    const { page, close } = await visit('/ne/blog', 1280, false);
    const featured = page.locator('main article').first();
    expect(await featured.locator('h2').textContent()).toBe('ब्यानर प्रवर्द्धनका २४ उत्कृष्ट उपाय');
    expect(await featured.textContent()).toContain('१ मिनेट पढाइ');
    expect(await featured.textContent()).not.toMatch(/[0-9]/);
    expect(await page.getByRole('status').textContent()).toMatch(/^[०-९]+ लेख$/);
    const titles = await page.locator('main article :is(h2, h3)').allTextContents();
    expect(titles).not.toContain('24 Awesome Banner Promotion Ideas');
    await close();
  });

  it('folds the categories behind a toggle on a phone: it opens without JavaScript, and with it closes on an outside press and Escape', async () => {
    const plain = await visit('/blog', 375, false);
    const links = plain.page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Health' });
    expect(await links.filter({ visible: true }).count()).toBe(0);
    await plain.page.getByText('Categories: All').click();
    expect(await links.filter({ visible: true }).count()).toBe(1);
    await plain.close();

    const { page, errors } = await openPage(browser(), 375);
    await page.goto(`${gateway.url}/blog`, { waitUntil: 'networkidle' });
    const toggle = page.locator('details:has(summary:text("Categories: All"))');
    await expect.poll(() => toggle.evaluate((element) => element.closest('[data-hydrated]') !== null)).toBe(true);
    await page.getByText('Categories: All').click();
    expect(await toggle.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
    await page.screenshot({ path: `${shots}/blog-en-375-toggle-open.png` });
    await page.mouse.click(300, 880);
    expect(await toggle.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
    await page.getByText('Categories: All').click();
    await page.keyboard.press('Escape');
    expect(await toggle.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leads the language switch of a post with no twin to the other blog, and the not-found page’s to the other home', async () => {
    const english = await visit('/blog/visa-interview-ten-questions-to-prepare', 1280, false);
    expect(await english.page.locator('a[data-language-switch]').first().getAttribute('href')).toBe('/ne/blog');
    await english.close();
    const twinned = await visit('/blog/banner-promotion-ideas', 1280, false);
    expect(await twinned.page.locator('a[data-language-switch]').first().getAttribute('href')).toBe(
      '/ne/blog/banner-promotion-ideas',
    );
    await twinned.close();
    const context = await browser().newContext({ javaScriptEnabled: false });
    const missing = await context.newPage();
    expect((await missing.goto(`${gateway.url}/no-such-page`))?.status()).toBe(404);
    expect(await missing.locator('a[data-language-switch]').first().getAttribute('href')).toBe('/ne/');
    await missing.goto(`${gateway.url}/ne/no-such-page`);
    expect(await missing.locator('a[data-language-switch]').first().getAttribute('href')).toBe('/');
    await context.close();
  });

  it('gives /blogsingle the featured post’s address as its canonical', async () => {
    const { page, close } = await visit('/blogsingle', 1280, false);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/blog\/banner-promotion-ideas$/);
    await close();
  });

  it('screenshots /blog and a post at 375 and 1280 in both languages', async () => {
    for (const [name, path] of [
      ['blog-en', '/blog'],
      ['blog-ne', '/ne/blog'],
      ['post-en', '/blog/visa-interview-ten-questions-to-prepare'],
      ['post-ne', `/ne/blog/${encodeURIComponent('नर्सिङ-पढ्न-चाहनेका-लागि-सुझाव')}`],
    ])
      for (const width of [375, 1280]) {
        const { page, close } = await visit(path, width);
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
        await close();
      }
  });
});
