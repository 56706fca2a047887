// Events from the back office to a visitor, against the real gateway serving the real build: an
// album of three photos reordered (keyboard and drag) and published, seen without JavaScript in
// both languages, and with JavaScript in the lightbox.
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = '/work/shots/issue-28c';
let gateway: TestGateway;
let staff: WatchedPage;

const alts = ['Students at the university stalls', 'The opening talk', 'A counsellor answering questions'];
/** The album's order after Move up on photo 3 (1, 3, 2) and then dragging photo 1 to the end (3, 2, 1). */
const published = [alts[2], alts[1], alts[0]];

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function visit(path: string, width = 1280) {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(gateway.url + path);
  return { page, status: response?.status(), close: () => context.close() };
}

beforeAll(async () => {
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  await addAccount(gateway, 'events@example.com', 'staff', 'Esha Editor');
  staff = await openPage(browser(), 1280);
  await signIn(staff, gateway.url, 'events@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

describe('events', () => {
  it('staff make an album of three photos, reorder and publish it; visitors see it in that order', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content`);
    await page.getByRole('link', { name: /Events/ }).click();
    await expect.poll(() => page.getByText('Sample', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByLabel(/^Title \(English\)/).fill('Study Abroad Fair 2026');
    await page.getByLabel(/^Title \(Nepali\)/).fill('विदेश अध्ययन मेला २०२६');
    await page.getByLabel(/^Date/).fill('2026-03-14');
    await page.getByLabel(/^Place \(English\)/).fill('Biratnagar');
    await page.getByLabel(/^Place \(Nepali\)/).fill('विराटनगर');
    await page.getByLabel('Description (English)').fill('Universities from six countries met students.');
    await page.getByLabel(/^Add photos/).setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d6fa5') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo('#a51d6f') },
      { name: 'three.jpg', mimeType: 'image/jpeg', buffer: await photo('#6fa51d') },
    ]);
    await expect.poll(() => page.getByTestId('album-photo').count(), { timeout: 90_000 }).toBe(3);
    for (const [i, alt] of alts.entries()) await page.getByLabel(`Photo ${i + 1}: alt text`).fill(alt);

    // The keyboard way: focus Move up on photo 3 and press Enter.
    await page.getByRole('button', { name: 'Move photo 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Photo 2: alt text').inputValue()).toBe(alts[2]);
    // The pointer way: drag photo 1 onto the last place.
    await page.getByTestId('album-photo').nth(0).dragTo(page.getByTestId('album-photo').nth(2));
    await expect
      .poll(async () => Promise.all([1, 2, 3].map((n) => page.getByLabel(`Photo ${n}: alt text`).inputValue())))
      .toEqual(published);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/content\/events\/[0-9a-f]{20}$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/event-editor-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/event-editor-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();

    // A visitor without JavaScript: the list (the featured inauguration first, then newest first), in both languages.
    for (const [path, title, place] of [
      ['/gallerys', 'Study Abroad Fair 2026', 'Biratnagar'],
      ['/ne/gallerys', 'विदेश अध्ययन मेला २०२६', 'विराटनगर'],
    ]) {
      const list = await visit(path);
      expect(list.status).toBe(200);
      const cards = list.page.locator('main article');
      expect(await cards.count()).toBe(12);
      expect(await cards.nth(0).getByRole('link').getAttribute('href')).toBe(
        `${path.replace('/gallerys', '')}/singlegallery`,
      );
      expect(await cards.nth(1).locator('h2').textContent()).toBe(title);
      expect(await cards.nth(1).textContent()).toContain(place);
      expect(await cards.nth(1).getByRole('link').getAttribute('href')).toBe(`${path}/study-abroad-fair-2026`);
      await list.close();
    }
    for (const [path, title, lang] of [
      ['/gallerys/study-abroad-fair-2026', 'Study Abroad Fair 2026', 'en'],
      ['/ne/gallerys/study-abroad-fair-2026', 'विदेश अध्ययन मेला २०२६', 'ne'],
    ]) {
      for (const width of [375, 1280]) {
        const album = await visit(path, width);
        expect(album.status).toBe(200);
        expect(await album.page.locator('h1').textContent()).toBe(title);
        expect(await album.page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await album.page.title()).toContain(title);
        const photos = album.page.locator('main ul img');
        expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(published);
        for (const img of await photos.all()) {
          expect(await img.getAttribute('width')).toBe('1600');
          expect(await img.getAttribute('height')).toBe('1200');
          expect(await img.getAttribute('srcset')).toMatch(/^\/images\/[0-9a-f]{32}-400\.webp 400w, /);
        }
        // Without JavaScript each photo is a plain link to its largest file.
        const href = await album.page.locator('main ul a').first().getAttribute('href');
        expect(href).toMatch(/^\/images\/[0-9a-f]{32}-1600\.jpg$/);
        expect((await fetch(gateway.url + href!)).headers.get('content-type')).toBe('image/jpeg');
        await album.page.screenshot({ path: `${shots}/album-${lang}-${width}.png`, fullPage: true });
        await album.close();
      }
    }
    let sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/gallerys/study-abroad-fair-2026</loc><lastmod>');
    expect(sitemap).toContain('/ne/gallerys/study-abroad-fair-2026</loc>');

    // Staff show their album at /singlegallery and delete the samples: the pages show only theirs.
    await page.getByLabel(/^Show this album at \/singlegallery/).check();
    await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.ok()),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    await page.goto(`${gateway.url}/staff/content/events`);
    await page.getByRole('button', { name: 'Delete sample events' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete sample events' }).click();
    await page.getByText('Deleted 17 sample events.').waitFor();
    const single = await visit('/singlegallery');
    expect(await single.page.locator('h1').textContent()).toBe('Study Abroad Fair 2026');
    expect(
      await single.page.locator('main ul img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual(published);
    expect(await single.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/singlegallery$/);
    await single.close();
    const list = await visit('/gallerys');
    expect(await list.page.locator('main article h2').allTextContents()).toEqual(['Study Abroad Fair 2026']);
    expect(await list.page.locator('main article a').getAttribute('href')).toBe('/singlegallery');
    await list.close();
    const company = await visit('/gallery');
    expect(await company.page.locator('main article').count()).toBe(0);
    await company.page.getByText('No events are published yet.').waitFor();
    await company.close();
    sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/gallerys/');
  }, 240_000);

  it('with JavaScript the first tap opens the lightbox, the arrows move it and Escape closes it', async () => {
    const visitor = await openPage(browser(), 1280);
    const { page } = visitor;
    await page.goto(`${gateway.url}/gallerys/study-abroad-fair-2026`);
    await page.getByRole('button', { name: `Open photo 1 of 3: ${published[0]}` }).click();
    const current = () => page.locator('.yarl__slide_current img').getAttribute('alt');
    await page.getByRole('dialog').waitFor();
    await expect.poll(current).toBe(published[0]);
    // The focus moves into the lightbox (its keys answer there): on a busy machine the photo can show
    // a moment before the lightbox takes the focus, and a key pressed in between goes to the page.
    const focusInLightbox = () => page.evaluate(() => document.activeElement?.closest('.yarl__container') != null);
    await expect.poll(focusInLightbox).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(published[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(published[2]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe(published[1]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toBe(`${gateway.url}/gallerys/study-abroad-fair-2026`);
    expect(visitor.errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
