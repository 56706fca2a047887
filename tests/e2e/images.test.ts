import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
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

/**
 * Loads a page at each viewport in turn on one fresh page, as a visitor resizing nothing would see
 * it; `high` counts the high-priority pictures of the last load, `errors` those of both.
 */
async function loadAtEachViewport(path: string) {
  const { page, errors } = await openPage(browser());
  const readings: Reading[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
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
  }
  const high = await page.locator('img[fetchpriority="high"]').count();
  await page.context().close();
  return { readings, high, errors: [...errors] };
}

// Both describes below read the same loads of an English page: each load costs a busy CI core a
// few seconds, and both ask about the same first visit.
const loads = new Map<string, ReturnType<typeof loadAtEachViewport>>();
function loaded(path: string) {
  if (!loads.has(path)) loads.set(path, loadAtEachViewport(path));
  return loads.get(path)!;
}

describe('images load in the order a visitor sees them', () => {
  it.each(routeTable.map((route) => route.path))(
    '%s: the largest paint is an eager, high-priority image (or text), the only one at high priority; only first-view images are eager; every image has alt text and a size',
    async (path) => {
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

describe("the first view's picture is asked for from the head", () => {
  const paths = routeTable.flatMap(({ path }) => [path, `/ne${path}`]);
  it.each(paths)(
    '%s: before the stylesheet, for exactly the picture the browser shows, fetched once, through that preload',
    async (path) => {
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
