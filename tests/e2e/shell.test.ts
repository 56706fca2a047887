import { describe, expect, inject, it } from 'vitest';
import { holdScripts, openPage, sharedBrowser } from './support/browser';
import { expandedState } from './support/accessibility';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('shell in the browser', () => {
  it('answers an unknown path with HTTP 404 and the fallback screen with a way home', async () => {
    const { page, errors } = await openPage(browser());
    const response = await page.goto(`${baseURL}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unexpected Application Error!');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${baseURL}/`);
    // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });

  it('shows the prerendered page before any JavaScript runs', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Us');
    expect(await page.title()).toBe('About Us | Digital Bridge Nepal');
    await context.close();
  });

  it('moves the canonical URL and the social tags along with a client-side navigation', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${baseURL}/privacy`, { waitUntil: 'networkidle' });
    const head = () =>
      page.evaluate(() => {
        const read = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
        return {
          title: document.title,
          canonical: read('link[rel="canonical"]', 'href'),
          ogUrl: read('meta[property="og:url"]', 'content'),
          ogTitle: read('meta[property="og:title"]', 'content'),
          twitterDescription: read('meta[name="twitter:description"]', 'content'),
        };
      });
    const prerendered = await head();
    expect(prerendered.canonical).toMatch(/\/privacy$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const site = prerendered.canonical!.replace(/\/privacy$/, '');
    expect(await head()).toEqual({
      title: 'About Us | Digital Bridge Nepal',
      canonical: `${site}/about`,
      ogUrl: `${site}/about`,
      ogTitle: 'About Us | Digital Bridge Nepal',
      twitterDescription:
        'Who we are, why clients choose us, our mission across health care, tourism, employment and agriculture, and our advisors.',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the phone menu, navigates and closes it', async () => {
    const { page } = await openPage(browser(), 375);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseURL}/services`);
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    expect(await expandedState(toggle)).toBe(false);
    await page.context().close();
  });

  it('shows the desktop links at 1280px with the current one marked, and the helpline bar', async () => {
    const { page } = await openPage(browser(), 1280);
    await page.goto(`${baseURL}/contact`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    expect(await current.allTextContents()).toEqual(['Contact']);
    await page.getByRole('link', { name: 'Call Now' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close helpline bar' }).click();
    await page.getByRole('link', { name: 'Call Now' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('hides the helpline bar below 768px', async () => {
    const { page } = await openPage(browser(), 767);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Call Now' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('runs the support popup with the keyboard: Reopen Modal, trapped Tab, Escape, focus restored', async () => {
    const { page, errors } = await openPage(browser(), 1280);
    await page.goto(`${baseURL}/about`, { waitUntil: 'networkidle' });
    const reopen = page.getByRole('button', { name: 'Open again: Get IT support with Digital Bridge Nepal' });
    expect(await reopen.getAttribute('title')).toBe('Reopen Modal');
    await reopen.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get IT support with Digital Bridge Nepal' });
    await dialog.waitFor({ state: 'visible' });
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await reopen.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the support popup by itself once per browser session, a delay after the visitor starts using the page', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The page's clock is faked, so its fetches are counted here, not by its resource timing.
    const popupCode: string[] = [];
    page.on('request', (request) => {
      if (/\/support-popup-/.test(request.url())) popupCode.push(request.url());
    });
    await page.clock.install();
    await page.goto(`${baseURL}/services`, { waitUntil: 'networkidle' });
    await page.clock.runFor(30_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Nobody has used the page yet: the popup's code is not even fetched.
    expect(popupCode).toEqual([]);
    await page.mouse.wheel(0, 300);
    await page.locator('[data-island="support-popup"][data-hydrated]').waitFor({ state: 'attached' });
    expect(popupCode).toHaveLength(1);
    await page.clock.runFor(9000);
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.reload({ waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 300);
    await page.clock.runFor(30_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('never opens the support popup by itself for a visitor who opened it with its tab before its code arrived', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = await holdScripts(page);
    await page.clock.install();
    await page.goto(`${baseURL}/services`, { waitUntil: 'domcontentloaded' });
    await page.locator('button[command="show-modal"][commandfor="support-dialog"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await page.mouse.wheel(0, 300);
    await page.locator('[data-island="support-popup"][data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.runFor(30_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('links the WhatsApp chat with the prefilled greeting in a new tab', async () => {
    const { page } = await openPage(browser(), 1280);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);
    await page.getByRole('link', { name: 'Request a callback' }).waitFor({ state: 'visible' });
    await page.goto(`${baseURL}/about`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Request a callback' }).count()).toBe(0);
    await page.context().close();
  });
});
