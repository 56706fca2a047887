import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/**
 * How long a click, a wait or a navigation may take before it fails: Playwright's 30 s default was
 * too short on CI's two busy cores (a back-office screen waited past it beside a crowd of pages).
 */
const ACTION_TIMEOUT_MS = 60_000;

/**
 * Debian's Chromium; `env` is added to this process's environment for it (e.g. FONTCONFIG_FILE).
 * Every context it opens waits up to ACTION_TIMEOUT_MS.
 */
export async function launchBrowser(env?: Record<string, string>): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
    headless: true,
    ...(env && { env: { ...process.env, ...env } }),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/** One Chromium for the calling test file, launched before its tests and closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll; use it inside tests only.');
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
}

/**
 * A fresh page at the given width that records every console error and uncaught exception. It asks
 * for reduced motion unless told otherwise, so nothing moves under the tests by itself.
 */
export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
  {
    reducedMotion = 'reduce',
    hasTouch = false,
    timezoneId,
    locale,
  }: {
    reducedMotion?: 'reduce' | 'no-preference';
    hasTouch?: boolean;
    /** The browser's time zone (the machine's unless given): a booking carries it, and its e-mails follow it. */
    timezoneId?: string;
    /** The browser's language (navigator.language): a booking carries it, and its e-mails read its clock. */
    locale?: string;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion,
    hasTouch,
    timezoneId,
    locale,
  });
  // The support popup would cover pages in tests that are not about it.
  await context.addInitScript(() => {
    // Runs in every frame; an offline error page in an iframe has no storage to write to.
    try {
      sessionStorage.setItem('support-popup-seen', '1');
    } catch {
      /* not the site's frame */
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Resolves once the page's main thread is idle: its idle callbacks run after this one. */
export const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/**
 * Starts counting a page's requests; the function it returns resolves once none has been in flight
 * for half a second (Playwright's `networkidle`, which can be awaited only once per load).
 */
export function requestTracker(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (step: number) => () => {
    inFlight += step;
    changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - changedAt < 500) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}

/** Holds every script request (or those `pattern` matches) until `release` is called, as a slow phone network would. */
export async function holdScripts(page: Page, pattern = /\/assets\/.*\.js$/) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
