// Videos from the back office to /video and /ne/video, against the real gateway (in this process)
// serving the real build: a YouTube link and an uploaded file, seen without JavaScript, and with it
// nothing from YouTube until play is pressed (YouTube itself is stood in for by Playwright).
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, TEST_PASSWORD } from '../../server/testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../../server/testing/test-gateway';
import { openPage, sharedBrowser, type WatchedPage } from './support/browser';
import { signIn } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = 'test-results/screens/videos';
const clip = readFileSync('public/media/intro.mp4');
const youtubeHosts = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)$/;
let gateway: TestGateway;
let staff: WatchedPage;

const poster = (colour: string) =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A visitor with JavaScript switched off. */
async function visitWithoutScript(path: string, width = 1280) {
  const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(gateway.url + path);
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

async function fillVideo(page: Page, titleEn: string, titleNe: string, colour: string) {
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel('Title in English').fill(titleEn);
  await page.getByLabel('Title in Nepali').fill(titleNe);
  await page
    .getByLabel('Poster image')
    .setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: await poster(colour) });
  await page.locator('form img[src^="/images/"]').waitFor({ timeout: 60_000 });
  await page.getByLabel('Poster alt text').fill(`${titleEn}: a still`);
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startTestGateway({ DIST_DIR: resolve('dist'), SERVER_BUNDLE: resolve('dist-ssr/entry-server.js') });
  await addAccount(gateway, 'editor@example.com', 'staff', 'Esha Editor');
  staff = await openPage(browser(), 1280);
  await signIn(staff, gateway.url, 'editor@example.com', TEST_PASSWORD);
}, 120_000);
afterAll(() => gateway?.close());

describe('videos', () => {
  it('staff add a YouTube link and upload a file; visitors see both, and YouTube only after pressing play', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content`);
    await page.getByRole('link', { name: /Videos/ }).click();
    const list = page.getByRole('list', { name: 'Videos' });
    await expect.poll(() => list.getByText('Sample', { exact: true }).count()).toBe(7);
    await page.getByText('Uploads: MP4 or WebM, up to 100 MB').waitFor();

    // A YouTube link: a look-alike host is refused with the message, and nothing typed is lost.
    await fillVideo(page, 'Our office tour', 'हाम्रो कार्यालय भ्रमण', '#1d6fa5');
    await page.getByLabel('A YouTube link').check();
    await page.getByLabel('YouTube link', { exact: true }).fill('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByText('YouTube link: an https:// link to one YouTube video').waitFor();
    expect(
      await page.getByLabel('YouTube link', { exact: true }).evaluate((input) => input === document.activeElement),
    ).toBe(true);
    expect(await page.getByLabel('Title in Nepali').inputValue()).toBe('हाम्रो कार्यालय भ्रमण');
    await page.getByLabel('YouTube link', { exact: true }).fill('https://www.youtube.com/shorts/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByText('Added “Our office tour”.').waitFor();

    // A file: one disguised as an MP4 is refused by its bytes; the real clip uploads.
    await fillVideo(page, 'A day at our Biratnagar office', 'विराटनगर कार्यालयमा एक दिन', '#b4472c');
    await page.getByLabel('Video file', { exact: true }).setInputFiles({
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'.repeat(300)),
    });
    await page.getByText('Only MP4 or WebM videos are accepted').waitFor();
    expect(await page.getByLabel('Title in English').inputValue()).toBe('A day at our Biratnagar office');
    await page
      .getByLabel('Video file', { exact: true })
      .setInputFiles({ name: 'office.mp4', mimeType: 'video/mp4', buffer: clip });
    await page.getByText('Video: office.mp4 (11 KB)').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/editor-form-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByText('Added “A day at our Biratnagar office”.').waitFor();
    await page.getByRole('button', { name: 'Make “A day at our Biratnagar office” the featured video' }).click();
    await page.getByText('“A day at our Biratnagar office” is now the featured video.').waitFor();
    // The keyboard goes on from the moved video (its Feature button is gone).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit “A day at our Biratnagar office”');
    await page.screenshot({ path: `${shots}/editor-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/editor-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // The one failed request the browser logs is the refused disguised file.
    expect(staff.errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);

    // Without JavaScript: both, with their titles and posters, the file featured; nothing of YouTube.
    for (const [path, first, second] of [
      ['/video', 'en', 'ne'],
      ['/ne/video', 'ne', 'en'],
    ] as const) {
      const { page: visitor, close } = await visitWithoutScript(path);
      const featured = visitor.locator('main figure h2');
      expect(await featured.getAttribute('lang')).toBe(first);
      expect(await featured.textContent()).toBe(
        first === 'en' ? 'A day at our Biratnagar office' : 'विराटनगर कार्यालयमा एक दिन',
      );
      const entries = visitor.locator('main ol button');
      expect(await entries.count()).toBe(9);
      const tour = entries.filter({ hasText: 'Our office tour' });
      expect(await tour.locator(`[lang="${first}"]`).textContent()).toBe(
        first === 'en' ? 'Our office tour' : 'हाम्रो कार्यालय भ्रमण',
      );
      expect(await tour.locator(`[lang="${second}"]`).textContent()).toBe(
        second === 'en' ? 'Our office tour' : 'हाम्रो कार्यालय भ्रमण',
      );
      expect(await tour.locator('img').getAttribute('src')).toMatch(/^\/images\/[0-9a-f]{32}-\d+\.jpg$/);
      expect(
        await visitor.locator('main figure button img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      const html = await visitor.content();
      expect(html).not.toMatch(/<iframe|src="https?:\/\/[^"]*youtu|ytimg/);
      await close();
    }

    // With JavaScript: no request to YouTube until play is pressed; then the youtube-nocookie player.
    const { page: visitor, errors } = await openPage(browser(), 1280);
    const requested: string[] = [];
    visitor.on('request', (request) => requested.push(request.url()));
    const fromYoutube = () => requested.filter((url) => youtubeHosts.test(new URL(url).hostname));
    const embeds: string[] = [];
    await visitor.route('https://www.youtube-nocookie.com/**', (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>playing</p>' });
    });
    await visitor.goto(`${gateway.url}/video`, { waitUntil: 'networkidle' });
    await visitor.locator('main ol button').filter({ hasText: 'Our office tour' }).click();
    const play = visitor.getByRole('button', { name: 'Play the video: Our office tour' });
    await expect.poll(() => play.evaluate((button) => button === document.activeElement)).toBe(true);
    await visitor.waitForLoadState('networkidle');
    expect(fromYoutube()).toEqual([]);
    await visitor.screenshot({ path: `${shots}/video-facade-1280.png` });
    await visitor.keyboard.press('Enter');
    const frame = visitor.locator('main figure iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(await frame.getAttribute('title')).toBe('Our office tour');
    await expect.poll(() => embeds).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
    expect(fromYoutube().every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);

    // The uploaded file plays from the gateway; its bytes are the upload's, and a player may seek.
    await visitor.locator('main ol button').filter({ hasText: 'A day at our Biratnagar office' }).click();
    const source = await visitor.locator('main figure video source').getAttribute('src');
    expect(source).toMatch(/^\/videos\/[0-9a-f]{32}\.mp4$/);
    const served = await fetch(gateway.url + source!);
    expect(Buffer.from(await served.arrayBuffer()).equals(clip)).toBe(true);
    const seek = await fetch(gateway.url + source!, { headers: { Range: 'bytes=5000-' } });
    expect([seek.status, seek.headers.get('content-range')]).toEqual([
      206,
      `bytes 5000-${clip.length - 1}/${clip.length}`,
    ]);
    expect(Buffer.from(await seek.arrayBuffer()).equals(clip.subarray(5000))).toBe(true);
    await visitor.waitForFunction(() => {
      const video = document.querySelector('main video') as HTMLVideoElement | null;
      return video && video.currentTime > 0;
    });
    expect(errors).toEqual([]);
    await visitor.context().close();

    for (const path of ['/video', '/ne/video'])
      for (const width of [375, 1280]) {
        const { page: shot } = await openPage(browser(), width);
        await shot.goto(gateway.url + path, { waitUntil: 'networkidle' });
        await shot.screenshot({ path: `${shots}/${path.slice(1).replace('/', '_')}-${width}.png`, fullPage: true });
        await shot.context().close();
      }

    // The samples go in one action; the staff's own videos stay, and /video shows it at once.
    await page.getByRole('button', { name: 'Delete sample videos' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete sample videos' }).click();
    await page.getByText('Deleted 7 sample videos.').waitFor();
    const { page: after, close } = await visitWithoutScript('/video');
    expect(await after.locator('main ol button').allTextContents()).toEqual([
      'A day at our Biratnagar officeविराटनगर कार्यालयमा एक दिन',
      'Our office tourहाम्रो कार्यालय भ्रमण',
    ]);
    await close();
  });

  it('a YouTube video needs no poster of its own: visitors see the site’s, and still nothing from YouTube before play', async () => {
    const { page } = staff;
    await page.goto(`${gateway.url}/staff/content/videos`);
    await page.getByRole('button', { name: 'Add a video' }).click();
    await page.getByLabel('Title in English').fill('How to apply for a visa');
    await page.getByLabel('Title in Nepali').fill('भिसाका लागि कसरी आवेदन दिने');
    await page.getByLabel('A YouTube link').check();
    await page.getByLabel('YouTube link', { exact: true }).fill('https://youtu.be/aBcD_eF-123');
    await page.getByText('Optional for a YouTube video: without one, it gets the site’s own poster.').waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/video-editor-youtube-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByText('Added “How to apply for a visa”.').waitFor();

    for (const [path, width] of [
      ['/video', 1280],
      ['/ne/video', 375],
    ] as const) {
      const { page: visitor, errors } = await openPage(browser(), width);
      const requested: string[] = [];
      visitor.on('request', (request) => requested.push(request.url()));
      await visitor.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>playing</p>' }),
      );
      await visitor.goto(gateway.url + path, { waitUntil: 'networkidle' });
      const entry = visitor.locator('main ol button').filter({ hasText: 'How to apply for a visa' });
      expect(await entry.locator('img').getAttribute('src')).toMatch(/^\/images\/[0-9a-f]{32}-\d+\.jpg$/);
      await entry.click();
      const poster = visitor.locator('main figure button img');
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await visitor.waitForLoadState('networkidle');
      expect(requested.filter((url) => youtubeHosts.test(new URL(url).hostname))).toEqual([]);
      await visitor.screenshot({
        path: `${shots}/video-site-poster-${path.slice(1).replace('/', '_')}-${width}.png`,
      });
      await visitor.locator('main figure button').first().click();
      const frame = visitor.locator('main figure iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aBcD_eF-123?autoplay=1');
      expect(errors).toEqual([]);
      await visitor.context().close();
    }
  });
});
