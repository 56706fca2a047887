import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { localizedPath } from '../../src/i18n/locale';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// Decimal kilobytes of gzip (level 9), the stricter reading of "KB".
const HOME_BUDGET = 80_000;
const ROUTE_BUDGET = 90_000;
// Over budget today, each for a reason the closing note of issue 13 gives; the limit keeps them
// from growing while they wait for their fix.
const overBudget: Record<string, { limit: number; why: string }> = {
  '/team': { limit: 135_000, why: 'the team list loads the api client (axios and zod, 47 kB) to refresh itself' },
  '/vmgo': { limit: 125_000, why: 'the fade carousel on top of the page autoplays with swiper (31 kB)' },
  '/testimonials': { limit: 125_000, why: 'the quote carousel in the first view autoplays with swiper (31 kB)' },
};

const gzipSizeOf = (path: string) => gzipSync(readFileSync(`dist${path}`), { level: 9 }).length;

describe('JavaScript a page has fetched by the time it is idle (gzip), on a phone', () => {
  const paths = routeTable.flatMap((route) => [route.path, localizedPath(route.path, 'ne')]);
  it.each(paths)('%s', async (path) => {
    const { page, errors } = await openPage(browser(), 412, 823);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    // Islands that hydrate once idle have started by now; let what they fetch finish.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith('.js')),
    );
    const total = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
    const english = path.replace(/^\/ne(\/|$)/, '/') || '/';
    const budget = overBudget[english]?.limit ?? (english === '/' ? HOME_BUDGET : ROUTE_BUDGET);
    expect(scripts.length, 'the entry module').toBeGreaterThan(0);
    expect(total, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(budget);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('every control of a prerendered page belongs to an island', () => {
  // Outside an island a button would never work: only islands load code in the browser.
  it.each(routeTable.map((route) => route.path))('%s', async (path) => {
    const { page } = await openPage(browser(), 412, 823);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseURL}${path}`);
    const stranded = await page.evaluate(() =>
      [...document.querySelectorAll('button, input, select, textarea, video, [role="tab"], [data-revealed]')]
        .filter((element) => !element.closest('[data-island]'))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(stranded).toEqual([]);
    await page.context().close();
  });
});
