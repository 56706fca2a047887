import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, type ExpectStatic, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { localizedPath } from '../../src/i18n/locale';
import { widgets } from '../../src/content/widgets';
import { openPage, requestTracker, sharedBrowser } from './support/browser';
import { carouselOf } from './support/carousel';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// Decimal kilobytes of gzip (level 9), the stricter reading of "KB".
const HOME_BUDGET = 80_000;
const ROUTE_BUDGET = 90_000;
const gzipSizeOf = (path: string) => gzipSync(readFileSync(`dist${path}`), { level: 9 }).length;

/**
 * Opens a page on a phone that does not ask for reduced motion (carousels autoplay) and brings it to
 * idle: loaded, its modules and the islands it hydrates on sight fetched, then a second of its own
 * time for idle callbacks and what they fetch. Its clock moves only when told, so an autoplaying
 * carousel, whose code is due at its first step (3 s at the soonest), is deterministically not yet due.
 */
async function openUntilIdle(path: string, { poll } = expect as Pick<ExpectStatic, 'poll'>) {
  const watched = await openPage(browser(), 412, 823, { reducedMotion: 'no-preference' });
  const settled = requestTracker(watched.page);
  // The page's own clock is faked, so what it fetched is counted here, not by its resource timing.
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  watched.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // The installed clock runs until it is paused, and pausing cannot go back: a pause a second ahead
  // was already past on a machine busy enough to take longer between the two (11 pages of a full
  // run failed so). A minute ahead leaves room; the page, loaded after the pause, sees only that.
  const now = Date.now();
  await watched.page.clock.install({ time: now });
  await watched.page.clock.pauseAt(now + 60_000);
  await watched.page.goto(`${baseURL}${path}`);
  // The boot script asks for the entry module after the first paint, which a busy machine can hold
  // back past the network's quiet: wait for that request before waiting for quiet (three pages at
  // once on two cores at a load average of 10 held one first paint past 15 s).
  await poll(() => scripts.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await settled();
  await watched.page.clock.runFor(1000);
  await settled();
  return { ...watched, settled, scripts, stylesheets };
}

describe('JavaScript a page has fetched by the time it is idle (gzip), on a phone', () => {
  const paths = routeTable.flatMap((route) => [route.path, localizedPath(route.path, 'ne')]);
  // Pages side by side (the e2e project's maxConcurrency), each test with its own expect.
  it.concurrent.for(paths)('%s', async (path, { expect }) => {
    const { page, errors, scripts } = await openUntilIdle(path, expect);
    const total = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
    const english = path.replace(/^\/ne(\/|$)/, '/') || '/';
    expect(scripts.length, 'the entry module').toBeGreaterThan(0);
    expect(total, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(english === '/' ? HOME_BUDGET : ROUTE_BUDGET);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/vmgo', 'fade-carousel', 3000, widgets.carousel.slideshow],
    ['/testimonials', 'testimonial-carousel', 5000, widgets.carousel.testimonials],
  ])(
    '%s: the carousel autoplays before its code, held while the pointer is on it; its code comes on the first touch and plays on from the slide shown',
    async (path, name, delay, subject) => {
      const { page, errors, settled, scripts } = await openUntilIdle(path);
      const carousel = carouselOf(page, name);
      const toggle = carousel.root.locator('[data-other-label]');
      // Playing from the start, as its control says.
      expect(await toggle.getAttribute('aria-label')).toBe(widgets.carousel.autoplay(true, subject));
      // Its first picture stays until the visitor shows they are there (here, a key, which also wakes
      // what waits for the visitor: the support popup), then the countdown runs.
      await page.clock.runFor(delay * 2);
      expect(await carousel.current()).toBe(0);
      await page.keyboard.press('Shift');
      // The popup's code comes as a chain of modules with parsing between, so on a busy machine a quiet
      // half second on the network can come before the chain ends: the island's mark is its end.
      await page.locator('[data-island="support-popup"][data-hydrated]').waitFor({ state: 'attached' });
      await settled();
      const fetchedBefore = [...scripts];
      await page.clock.runFor(delay);
      expect(await carousel.current()).toBe(1);
      // Its slide moves by a CSS transition, in real time (only the page's timers are faked).
      await expect.poll(carousel.seen).toEqual(['1']);
      await page.clock.runFor(delay);
      expect(await carousel.current()).toBe(2 % (await carousel.dots.count()));
      expect(scripts).toEqual(fetchedBefore);
      expect(await carousel.hydrated()).toBe(false);

      // Held while the pointer rests on it.
      const shown = await carousel.current();
      await carousel.root.locator('.swiper').hover();
      await page.clock.runFor(delay * 2);
      expect(await carousel.current()).toBe(shown);

      // The first touch wakes its code, which plays on (once the pointer has left) from the slide shown.
      // The boot script answers the press at once; had the island started hydrating between the
      // press's pointerdown and its click (a busy phone), the press is kept and pressed again once
      // React has committed (src/islands/page-boot.ts): either way the carousel shows the first slide.
      await carousel.dots.nth(0).click();
      await expect.poll(carousel.current).toBe(0);
      await expect.poll(carousel.hydrated).toBe(true);
      await settled();
      expect(scripts.length).toBeGreaterThan(fetchedBefore.length);
      await expect.poll(() => carousel.root.locator('.swiper-initialized').count()).toBe(1);
      expect(await carousel.current()).toBe(0);
      await page.mouse.move(1, 1);
      await expect.poll(() => carousel.root.locator('[data-autoplay]').getAttribute('data-autoplay')).toBe('running');
      expect(await toggle.getAttribute('aria-label')).toBe(widgets.carousel.autoplay(true, subject));
      await page.clock.runFor(delay + 1000);
      await expect.poll(carousel.current).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('/vmgo: while the page is still loading (a picture on its way), the slideshow does not step', async () => {
    const { page, errors } = await openPage(browser(), 412, 823, { reducedMotion: 'no-preference' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/art/vmgo/slide-1.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/vmgo`, { waitUntil: 'domcontentloaded' });
    const carousel = carouselOf(page, 'fade-carousel');
    await page.keyboard.press('Shift');
    // In real time: whether the carousel is in view comes from the page's rendering, not its timers.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await carousel.current()).toBe(0);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    await page.waitForLoadState('load');
    const loadedAt = Date.now();
    await expect.poll(carousel.current, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2500);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a scroll', (page: Page) => page.mouse.wheel(0, 40)],
    [
      'a touch',
      async (page: Page) => {
        const heading = (await page.locator('h1').boundingBox())!;
        await page.touchscreen.tap(heading.x + 10, heading.y + heading.height / 2);
      },
    ],
  ])('/vmgo: a loaded page keeps its first picture until the visitor shows they are there (%s)', async (_, act) => {
    const { page, errors } = await openPage(browser(), 412, 823, { reducedMotion: 'no-preference', hasTouch: true });
    await page.goto(`${baseURL}/vmgo`, { waitUntil: 'load' });
    const carousel = carouselOf(page, 'fade-carousel');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await carousel.current()).toBe(0);
    const movedAt = Date.now();
    await act(page);
    await expect.poll(carousel.current, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - movedAt).toBeGreaterThanOrEqual(2500);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/vmgo under reduced motion: the carousel stays still before its code and fetches none', async () => {
    const watched = await openPage(browser(), 412, 823);
    const scripts: string[] = [];
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await watched.page.clock.install();
    await watched.page.goto(`${baseURL}/vmgo`);
    const carousel = carouselOf(watched.page, 'fade-carousel');
    const toggle = carousel.root.locator('[data-other-label]');
    await watched.page.clock.runFor(10_000);
    expect(await carousel.current()).toBe(0);
    expect(await toggle.getAttribute('aria-label')).toBe(widgets.carousel.autoplay(false, widgets.carousel.slideshow));
    expect(scripts.filter((script) => script.includes('fade-carousel'))).toEqual([]);
    expect(watched.errors).toEqual([]);
    await watched.page.context().close();
  });
});

describe('a page whose islands all wait for the visitor', () => {
  it.each(['/terms', '/ne/contact'])(
    '%s: runs only the small entry module until the visitor uses the page, then React and the popup',
    async (path) => {
      const { page, errors, settled, scripts } = await openUntilIdle(path);
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
      expect(gzipSizeOf(scripts[0])).toBeLessThan(5_000);
      await page.mouse.move(100, 100);
      await page.locator('[data-island="support-popup"][data-hydrated]').waitFor({ state: 'attached' });
      await settled();
      expect(scripts).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/hydrate-island-/),
          expect.stringMatching(/^\/assets\/support-popup-/),
        ]),
      );
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('a reveal outside any island', () => {
  it('/services: each picture zooms in once a tenth of it is in view, by the entry module alone', async () => {
    const { page, errors, settled, scripts } = await openUntilIdle('/services');
    const boxes = page.locator('main article [data-revealed]');
    expect(await boxes.count()).toBe(15);
    const revealed = () => boxes.evaluateAll((all) => all.map((box) => box.getAttribute('data-revealed')));
    // The first picture is in the first view; the last is far below it.
    await expect.poll(async () => (await revealed())[0]).toBe('true');
    expect((await revealed())[14]).toBe('false');
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
    const zoom = (index: number) =>
      boxes.nth(index).evaluate((box) => getComputedStyle(box.querySelector('img')!).transform);
    expect(await zoom(14)).toBe('none');

    await boxes.nth(14).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await revealed())[14]).toBe('true');
    await expect.poll(() => zoom(14)).toMatch(/^matrix\(1\.1, 0, 0, 1\.1/);
    // Scrolled back out of view, it stays zoomed: once only.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled();
    expect((await revealed())[14]).toBe('true');
    // Scrolling engages the page, which wakes the support popup; nothing comes for the pictures.
    expect(scripts.filter((script) => /alternating-blocks|reveal/.test(script))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('every control of a prerendered page belongs to an island', () => {
  // Outside an island a button would never work: only islands load code in the browser. (A reveal
  // may sit outside one: the entry module reveals it, see 'a reveal outside any island'. So may the
  // controls of a plain form marked data-no-code, such as /blog's search (a GET) and the follow form
  // (a POST the gateway answers with a page): the browser sends it;
  // and a popover's toggle, such as the phone menu's, or a dialog's invoker, such as the support
  // tab and its dialog's close button: the browser opens and closes them.)
  it.concurrent.for(routeTable.map((route) => route.path))('%s', async (path, { expect }) => {
    const { page } = await openPage(browser(), 412, 823);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseURL}${path}`);
    const stranded = await page.evaluate(() =>
      [...document.querySelectorAll('button, input, select, textarea, video, [role="tab"]')]
        .filter((element) => !element.closest('[data-island], form[data-no-code][action]'))
        .filter((element) => !element.matches('button[popovertarget], button[commandfor]'))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(stranded).toEqual([]);
    await page.context().close();
  });
});
