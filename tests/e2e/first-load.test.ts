import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { localizedPath } from '../../src/i18n/locale';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// A phone as Lighthouse emulates it, and a laptop.
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/** What one load of a page at one viewport showed: read once it loaded, then once its network was quiet. */
interface Reading {
  viewport: (typeof viewports)[number];
  /** At `load`, the high-priority pictures decoded: the head's image preload and what it fetched. */
  firstView: {
    before: boolean | null;
    windowPicks: boolean;
    shown: string | null;
    fetches: string[];
    preloadedUnshown: string[];
  };
  /** Once the network is quiet: the largest paint's element and every image in page order. */
  lcp: { src: string | null; loading: string | null; fetchPriority: string | null } | null;
  images: { src: string; alt: string | null; loading: string | null; sized: boolean; inFirstView: boolean }[];
}

/** The first load's document as the server sent it and what the page fetched, with the first paint's time. */
interface FirstLoad {
  html: string;
  paint: number | undefined;
  scripts: { name: string; startTime: number }[];
  stylesheets: string[];
  fonts: string[];
}

/**
 * Loads a page at each viewport in turn on one fresh page, as a visitor resizing nothing would see
 * it; `high` counts the high-priority pictures of the last load, `errors` those of both.
 */
async function loadAtEachViewport(path: string) {
  const { page, errors } = await openPage(browser());
  const readings: Reading[] = [];
  let first: FirstLoad | undefined;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    const high = page.locator('img[fetchpriority="high"]');
    await high.evaluateAll((images: HTMLImageElement[]) => Promise.all(images.map((image) => image.decode())));
    const firstView = await page.evaluate(() => {
      const head = [...document.head.children];
      const preload = document.head.querySelector('link[rel="preload"][as="image"]');
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const fetched = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        before: preload ? head.indexOf(preload) < head.findIndex((element) => element.tagName === 'STYLE') : null,
        // Where the browser's choice depends on the window, nothing is preloaded (/blog's first card).
        windowPicks: Boolean(image?.closest('picture')?.querySelector('source[media]')),
        shown: image?.currentSrc ?? null,
        fetches: image
          ? fetched.filter(({ name }) => name === image.currentSrc).map((entry) => entry.initiatorType)
          : [],
        preloadedUnshown: fetched
          .filter(({ initiatorType, name }) => initiatorType === 'link' && !/\.(woff2|css)$/.test(name))
          .map(({ name }) => name)
          .filter((name) => ![...document.images].some((img) => img.currentSrc === name)),
      };
    });
    await page.waitForLoadState('networkidle');
    const { lcp, images } = await page.evaluate(async () => {
      const all = [...document.querySelectorAll('img')];
      const element = await new Promise<Element | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          resolve(entries.at(-1)?.element ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return {
        lcp:
          element instanceof HTMLImageElement
            ? {
                src: element.getAttribute('src'),
                loading: element.getAttribute('loading'),
                fetchPriority: element.getAttribute('fetchpriority'),
              }
            : null,
        images: all.map((img) => ({
          src: img.getAttribute('src') ?? '',
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          sized: Boolean(img.getAttribute('width') && img.getAttribute('height')),
          inFirstView: img.getBoundingClientRect().top + window.scrollY < window.innerHeight,
        })),
      };
    });
    readings.push({ viewport, firstView, lcp, images });
    first ??= await firstLoad(page, await response!.text());
  }
  const high = await page.locator('img[fetchpriority="high"]').count();
  await page.context().close();
  return { readings, high, first: first!, errors: [...errors] };
}

/** What the page fetched on its first load, its scripts included (html: the document, its JSON data left out). */
async function firstLoad(page: Page, html: string): Promise<FirstLoad> {
  // The modules are asked for after the paint, which a busy machine can hold back past the
  // network's half second of quiet: wait for the first to have loaded.
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
    undefined,
    { timeout: 15_000 },
  );
  const fetched = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname,
      startTime: entry.startTime,
    }));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: resources.filter((entry) => entry.name.endsWith('.js')),
      stylesheets: resources.filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.name),
      fonts: resources.filter((entry) => /\.woff2?$/.test(entry.name)).map((entry) => entry.name),
    };
  });
  return { html: html.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, ''), ...fetched };
}

// The describes below read the same loads of a page: each load costs a busy CI core a few seconds,
// and all ask about the same first visit.
const loads = new Map<string, ReturnType<typeof loadAtEachViewport>>();
function loaded(path: string) {
  if (!loads.has(path)) loads.set(path, loadAtEachViewport(path));
  return loads.get(path)!;
}

// Pages side by side (the e2e project's maxConcurrency), each test with its own expect.
describe.concurrent('images load in the order a visitor sees them', () => {
  it.for(routeTable.map((route) => route.path))(
    '%s: the largest paint is an eager, high-priority image (or text), the only one at high priority; only first-view images are eager; every image has alt text and a size',
    async (path, { expect }) => {
      const { readings, high } = await loaded(path);
      const problems: string[] = [];
      // Per image (in page order): its attributes and whether it is in the first view at any tested size.
      const seen = new Map<number, { src: string; loading: string | null; inFirstView: boolean }>();
      for (const { viewport, lcp, images } of readings) {
        const size = `${viewport.width}x${viewport.height}`;
        if (lcp && (lcp.loading !== 'eager' || lcp.fetchPriority !== 'high'))
          problems.push(`${size} largest paint ${lcp.src}: loading=${lcp.loading} fetchpriority=${lcp.fetchPriority}`);
        images.forEach((image, index) => {
          if (!image.sized) problems.push(`${image.src} has no width and height`);
          if (image.alt === null) problems.push(`${image.src} has no alt`);
          const before = seen.get(index);
          seen.set(index, { ...image, inFirstView: image.inFirstView || Boolean(before?.inFirstView) });
        });
      }
      // One picture is fetched ahead of the rest: others at high priority would share its bandwidth.
      if (high > 1) problems.push(`${high} images at fetchpriority=high`);
      for (const image of seen.values())
        if (image.loading !== 'lazy' && !image.inFirstView)
          problems.push(`${image.src} is below the fold at every size but loading=${image.loading}`);
      expect([...new Set(problems)]).toEqual([]);
    },
  );
});

describe.concurrent("the first view's picture is asked for from the head", () => {
  const paths = routeTable.flatMap(({ path }) => [path, `/ne${path}`]);
  it.for(paths)(
    '%s: before the stylesheet, for exactly the picture the browser shows, fetched once, through that preload',
    async (path, { expect }) => {
      const { readings, errors } = await loaded(path);
      for (const { viewport, firstView: found } of readings) {
        const size = `${viewport.width}px`;
        expect(found.preloadedUnshown, size).toEqual([]);
        if (!found.shown || found.windowPicks) {
          expect(found.before, size).toBeNull();
          continue;
        }
        expect(found.before, size).toBe(true);
        expect(found.fetches, `${size} ${found.shown}`).toEqual(['link']);
      }
      expect(errors).toEqual([]);
    },
  );
});

describe.concurrent('the prerendered page comes before any JavaScript', () => {
  it.for(routeTable.flatMap((route) => [route.path, localizedPath(route.path, 'ne')]))(
    '%s: no script is requested before the first contentful paint, none is in the page itself; one font file, no stylesheet',
    async (path, { expect }) => {
      const {
        first: { html, paint, scripts, stylesheets, fonts },
        errors,
      } = await loaded(path);
      expect(html).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
      // One Latin font file for every weight of the text, fetched once (its preload is what the page
      // uses).
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)]
        .map((match) => match[1])
        .find((href) => !href.includes('devanagari'));
      expect(fonts.filter((font) => !font.includes('devanagari'))).toEqual([preloaded]);
      // Devanagari is drawn from the device's own Noto Sans Devanagari, as on an Android phone (this
      // machine has Debian's; a device without one: before-hydration.test.ts), and an English page's few Devanagari
      // words from the device's Devanagari font: no font file, and none preloaded.
      expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
      expect(html).not.toMatch(/<link rel="preload"[^>]*devanagari/);
      expect(preloaded).toMatch(/^\/assets\/inter-site-wght-400-700-[\w-]+\.woff2$/);
      expect(paint).toBeGreaterThan(0);
      // The page hydrates: its scripts did load, all of them after the paint.
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.startTime < paint!)).toEqual([]);
      // Every stylesheet is in the page itself: an island's code that comes with one fetches no copy.
      expect(stylesheets).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
