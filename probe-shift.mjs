import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { startGateway } from './scripts/gateway-process.mjs';
const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.route(/\/assets\/inter-.*\.woff2$/, async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
await page.goto(`${gateway.url}${process.argv[2] ?? '/gallery'}`); await page.waitForTimeout(600); console.log('early h1', await page.locator('h1').evaluate((e) => e.getBoundingClientRect().height)); await page.waitForLoadState('networkidle');
console.log(await page.evaluate(() => new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().map((e) => ({ t: Math.round(e.startTime), v: e.value, s: e.sources.map((s) => [s.node?.outerHTML?.slice(0, 100), s.previousRect.y, s.currentRect.y]) })))).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve([]), 500);
})).then((x) => JSON.stringify(x)));
console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').filter(e=>e.name.includes('woff')).map(e=>[e.name.slice(-50), Math.round(e.startTime), Math.round(e.responseEnd)]))));
const h1 = page.locator('h1'); console.log(await h1.evaluate((e) => [e.textContent, e.getBoundingClientRect().height, getComputedStyle(e).fontFamily]));
await browser.close(); await gateway.stop();
