import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The cheap phone the interaction benches emulate: 375 px with touch, CPU 4× slower, 150 ms round
 * trip, 1.6 Mbit/s down (bench:first-tap, bench:staff-first-paint).
 */
export const PHONE = { width: 375, height: 740 };
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const CPU_SLOWDOWN = 4;
/** The visitor reads for three seconds after the load event before the tap. */
export const READ_MS = 3000;
/** How long a tap's answer is waited for before it counts as lost. */
export const GIVE_UP_MS = 20_000;

/**
 * A page in a fresh context (empty cache) with the phone's screen, network and CPU; `prepare` sets
 * the context up (init scripts, cookies) before the page opens.
 */
export async function phonePage(browser: Browser, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  await prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** A tap with real touch input at the middle of the first element `selector` matches. */
export async function tapCentre(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
