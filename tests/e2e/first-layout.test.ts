import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { idle, openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// A phone as Lighthouse emulates it: the first layout is the long task a slow phone feels.
const phone = { width: 412, height: 823 };

/** Whether the browser has laid out and drawn the element (false while content-visibility skips it). */
const drawn = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Time for a smooth scroll to end on a loaded machine: with two browser test files running side by
 * side on two cores, a scroll to /aboutpage#history once took over 5 s to end on its heading.
 */
const scrolled = { timeout: 15_000 };

/** Whether the element is inside the window. */
const inWindow = async (element: Locator) => {
  const box = await element.boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= phone.height);
};

declare global {
  interface Window {
    /** For each selector asked for, whether it was drawn in the page's first frames. */
    drawnAtFirst?: Record<string, boolean>;
    /** Settles when the browser ends the scroll of the End pressed next: whether the page prevented it, and where it ended. */
    endPressed?: Promise<{ prevented: boolean; y: number }>;
  }
}

/**
 * Opens the page without its code (as on a slow connection before it arrives, so nothing the page
 * does once idle has run), noting for each selector whether its first match was drawn two frames
 * after the document was parsed: the first layout.
 */
async function openWithoutCode(
  path: string,
  selectors: string[],
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
) {
  const { page, errors } = await openPage(browser(), phone.width, phone.height, { reducedMotion });
  await page.route('**/assets/main-*.js', (route) => route.abort());
  await page.addInitScript((selectors) => {
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.drawnAtFirst = Object.fromEntries(
            selectors.map((selector) => [
              selector,
              document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
            ]),
          );
        }),
      ),
    );
  }, selectors);
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  const drawnAtFirst = await page.waitForFunction(() => window.drawnAtFirst).then((handle) => handle.jsonValue());
  return { page, errors, drawnAtFirst: drawnAtFirst as Record<string, boolean> };
}

/** Resolves once the page has drawn, for good, every block its first layout skipped. */
const allDrawn = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.render-when-near')].every(
      (block) => block.hasAttribute('data-drawn') || block.parentElement?.closest('.render-when-near'),
    ),
  );

/**
 * Presses End on the page, as a visitor would, and checks the page let the browser scroll. On a
 * loaded machine Chromium now and then ends the keyboard's scroll where it started: reproduced with
 * the CPU slowed 40x, on a page long idle, the keydown not prevented, a `scrollend` at 0 and nothing
 * of ours scrolling or focusing. A press the browser ended unmoved (or ended with no `scrollend`)
 * is pressed again, as a visitor would; where the jump lands is what the test checks.
 */
async function pressEnd(page: Page) {
  for (let press = 1; ; press++) {
    await page.evaluate(() => {
      window.endPressed = new Promise((resolve) => {
        let prevented = false;
        const settle = () => resolve({ prevented, y: scrollY });
        addEventListener('scrollend', settle, { once: true });
        addEventListener(
          'keydown',
          (event) => {
            prevented = event.defaultPrevented;
            // A scroll the browser drops without a `scrollend` is over after a few quiet seconds.
            setTimeout(settle, 3000);
          },
          { once: true },
        );
      });
    });
    await page.locator('body').press('End');
    const { prevented, y } = await page.evaluate(() => window.endPressed!);
    expect(prevented, 'the page prevented End').toBe(false);
    if (y > 0 || press === 3) return;
  }
}

describe('the first layout skips what is far below the first view', () => {
  // Pages side by side (the e2e project's maxConcurrency), each test with its own expect.
  it.concurrent.for(routeTable.map((route) => route.path))(
    '%s: a footer three windows down is not laid out with the page; once idle, End brings it into view drawn',
    async (path, { expect }) => {
      const footerSelector = 'footer a[href^="tel:"]';
      const first = await openWithoutCode(path, [footerSelector]);
      // Chromium draws such content from one and a half windows below the window onwards.
      const footerTop = await first.page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      if (footerTop > 3 * phone.height) expect(first.drawnAtFirst[footerSelector]).toBe(false);

      // The same tab loads the page again, its code let through this time (the code refused above
      // was the only error there).
      const { page, errors } = first;
      await page.unrouteAll();
      errors.length = 0;
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      const footerLink = page.locator(footerSelector);
      await allDrawn(page);
      await idle(page);
      await pressEnd(page);
      await expect.poll(() => drawn(footerLink), scrolled).toBe(true);
      await expect.poll(() => inWindow(footerLink), scrolled).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    ['/about', ['#mission', '#advisors']],
    ['/aboutpage', ['#history']],
    ['/', ['#supporters', '#why-us']],
  ])('%s: its later sections wait; a link to one lands on its heading, scrolling smoothly', async (path, anchors) => {
    const headings = anchors.map((anchor) => `${anchor} h2`);
    const first = await openWithoutCode(path, headings);
    for (const heading of headings) expect(first.drawnAtFirst[heading], heading).toBe(false);
    await first.page.context().close();

    // Arriving by a link to the last one: the sections above it are drawn at their real heights.
    const arrival = await openPage(browser(), phone.width, phone.height, { reducedMotion: 'no-preference' });
    await arrival.page.goto(`${baseURL}${path}${anchors.at(-1)}`, { waitUntil: 'load' });
    const heading = arrival.page.locator(headings.at(-1)!);
    await expect.poll(() => drawn(heading), scrolled).toBe(true);
    await expect.poll(() => inWindow(heading), scrolled).toBe(true);
    // It stays there: nothing drawn later moves it.
    await allDrawn(arrival.page);
    expect(await inWindow(heading)).toBe(true);
    await arrival.page.context().close();
  });

  it('/about: a link into the page pressed before its code arrives lands on its target, scrolling smoothly', async () => {
    const { page } = await openWithoutCode('/about', [], 'no-preference');
    // A link such as a table of contents would hold, in the page's first view.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#advisors', textContent: 'Advisors' });
      document.querySelector('main h1')!.after(link);
    });
    await page.getByRole('link', { name: 'Advisors', exact: true }).click();
    const heading = page.locator('#advisors h2');
    await expect.poll(() => inWindow(heading), scrolled).toBe(true);
    // It stays there: the smooth scroll has ended on it.
    await page.waitForTimeout(1000);
    expect(await inWindow(heading)).toBe(true);
    await page.context().close();
  });

  it('/about: a link reached by Tab inside an undrawn block is drawn and brought into view', async () => {
    const sectorLinks = '#mission a';
    const { page, drawnAtFirst } = await openWithoutCode('/about', [sectorLinks]);
    expect(drawnAtFirst[sectorLinks]).toBe(false);
    const sectorLink = page.locator(sectorLinks).first();
    await sectorLink.focus();
    await expect.poll(() => drawn(sectorLink), scrolled).toBe(true);
    await expect.poll(() => inWindow(sectorLink), scrolled).toBe(true);
    await page.context().close();
  });

  it('/gallerys: the cards after the first view wait; the first card is drawn with the page', async () => {
    const first = 'main article:first-of-type h2';
    const last = 'main li:last-child article h2';
    const { page, drawnAtFirst } = await openWithoutCode('/gallerys', [first, last]);
    expect(drawnAtFirst[first]).toBe(true);
    expect(drawnAtFirst[last]).toBe(false);
    const lastTitle = page.locator(last);
    await lastTitle.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastTitle), scrolled).toBe(true);
    await page.context().close();
  });
});
