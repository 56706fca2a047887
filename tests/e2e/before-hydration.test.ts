import type { Browser, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { postView, type PostInput } from '../../schemas/blog-post';
import { signInAs } from '../../server/testing/staff-test-client';
import { startTestGateway } from '../../server/testing/test-gateway';
import { countries } from '../../schemas/countries';
import { careerChoices } from '../../schemas/options';
import { widgets } from '../../src/content/widgets';
import { widgets as nepaliWidgets } from '../../src/content/ne/widgets';
import { holdScripts, launchBrowser, openPage, requestTracker, sharedBrowser } from './support/browser';
import { withoutSystemFonts } from './support/fontconfig';
import { carouselOf } from './support/carousel';
import { storedRecords } from './support/table-api';
import { uniquePhone } from './support/unique';
import { expandedState } from './support/accessibility';

const baseURL = inject('baseURL');
const staffToken = inject('staffToken');
const browser = sharedBrowser();

/** The paths the page has fetched so far that contain `part`, from its resource timing. */
const fetchedPaths = (page: Page, part: string) =>
  page.evaluate(
    (part) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.includes(part)),
    part,
  );

/** The fonts the browser drew the first element matching `selector` with (CSS.getPlatformFontsForNode). */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  await cdp.send('CSS.enable');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** The layout shifts the page has had so far (waiting half a second for any still to be reported). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );

describe("the text font's site face", () => {
  it('fits in the first round trip of a new connection (ten packets, with room for the headers)', async () => {
    const html = await (await fetch(`${baseURL}/about`)).text();
    const href = html.match(/<link rel="preload" href="([^"]+)" as="font"/)![1];
    const font = await fetch(`${baseURL}${href}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(font.status).toBe(200);
    expect((await font.arrayBuffer()).byteLength).toBeLessThanOrEqual(14_000);
  });

  it.each(['/gallery', '/about'])(
    '%s: a text font that arrives late moves nothing (the page keeps its metric-matched fallback)',
    async (path) => {
      const { page, errors } = await openPage(browser(), 412, 823);
      await page.route(/\/assets\/inter-.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      expect(await layoutShifts(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/about', '/ne/about'])(
    "%s: text whose font never arrives is drawn by the metric-matched fallback, not the browser's default face",
    async (path) => {
      const { page, errors } = await openPage(browser(), 412, 823);
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      // The stack ends with `system-ui`, not the generic `sans-serif` (tailwind.config.ts says why);
      // Latin text still falls back to the faces the fallback is matched to, and Devanagari to the
      // device's own Devanagari face.
      for (const selector of ['h1', 'main p', 'header nav a'])
        for (const { familyName: family } of await platformFonts(page, selector))
          expect(family).toMatch(/^(Arial|Liberation Sans|DejaVu Sans|Noto Sans Devanagari)$/);
      expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
      await page.context().close();
    },
  );

  it("draws a Latin character the pages never show from Inter's Latin face, fetched only then", async () => {
    const { page, errors } = await openPage(browser(), 412, 823);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const latinFace = () => fetchedPaths(page, '/inter-latin-');
    expect(await latinFace()).toEqual([]);
    await page.locator('#callback').getByRole('textbox', { name: 'First Name' }).fill('Zoë Ångström');
    await expect.poll(latinFace).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/)]);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'ëÅö'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne on a device with Noto Sans Devanagari (this one): its own faces draw the text, no font file', async () => {
    const { page, errors } = await openPage(browser(), 412, 823);
    await page.goto(`${baseURL}/ne`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    expect(await platformFonts(page, 'h1')).toContainEqual(
      expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: false }),
    );
    expect(await fetchedPaths(page, 'devanagari')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  describe('on a device without Noto Sans Devanagari (an iPhone, a Windows PC)', () => {
    let bare: Browser;
    beforeAll(async () => {
      bare = await launchBrowser(withoutSystemFonts('*NotoSansDevanagari*'));
    });
    afterAll(() => bare.close());

    it('/ne: the one subset file (never the full face); a later page draws each weight from it', async () => {
      const { page, errors } = await openPage(bare, 412, 823);
      await page.goto(`${baseURL}/ne`, { waitUntil: 'networkidle' });
      expect(await fetchedPaths(page, 'devanagari')).toEqual([
        expect.stringMatching(/^\/assets\/noto-sans-devanagari-ne-wght-400-700-[\w-]+\.woff2$/),
      ]);
      await page.goto(`${baseURL}/ne/about`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        return [400, 500, 600, 700].map((weight) => {
          context.font = `${weight} 20px "Noto Sans Devanagari", serif`;
          return context.measureText('सपना देख्नुहोस्').width;
        });
      });
      // Drawn from the font's weight axis, each heavier weight is wider (no synthetic bold).
      for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('/ne/about: a subset that arrives late is not swapped in, so nothing moves; the text is all there', async () => {
      const { page, errors } = await openPage(bare, 412, 823);
      await page.route(/\/assets\/noto-sans-devanagari-.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`${baseURL}/ne/about`, { waitUntil: 'networkidle' });
      expect(await fetchedPaths(page, 'devanagari')).toHaveLength(1);
      expect(await layoutShifts(page)).toEqual([]);
      expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.height).toBeGreaterThan(20);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  it("/blog: the English page's Nepali post titles are drawn with the device's Devanagari font, no font file", async () => {
    // A Nepali post with no English twin is listed on the English blog (a twin is listed once, in the
    // page's language): published on a gateway of its own, so the shared one's blog stays as it was.
    const gateway = await startTestGateway({
      DIST_DIR: resolve('dist'),
      SERVER_BUNDLE: resolve('dist-ssr/entry-server.js'),
    });
    onTestFinished(() => gateway.close());
    const staff = await signInAs(gateway, 'writer@example.com', 'staff');
    const nepaliTitle = 'नर्सिङ पढ्न चाहनेका लागि सुझाव';
    const created = await staff.call('POST', '/content/posts', {
      lang: 'ne',
      title: nepaliTitle,
      summary: 'भर्ना, छात्रवृत्ति र तयारीबारे छोटो सुझाव।',
      category: 'Health',
      authorName: 'आशा पौडेल',
      cover: { src: '/art/blog/admission-2.svg', width: 800, height: 600 },
      coverAlt: 'किताब र स्टेथोस्कोप',
      body: 'भर्नाअघि आफ्नो कागजात तयार राख्नुहोस्। '.repeat(60),
    } satisfies Partial<PostInput>);
    await staff.call('POST', `/content/posts/${postView.parse(await created.json()).id}/state`, { action: 'publish' });

    const { page, errors } = await openPage(browser(), 412, 823);
    await page.goto(`${gateway.url}/blog`, { waitUntil: 'networkidle' });
    // Listed in Latest updates, in Trending (newest first while nothing is read) and in the list.
    const title = page.getByRole('heading', { name: nepaliTitle }).first();
    await title.scrollIntoViewIfNeeded();
    // Drawn like any other card once near: its title has its lines and its link is there to press.
    await expect.poll(async () => (await title.boundingBox())!.height).toBeGreaterThan(20);
    await title.locator('xpath=ancestor::article').getByRole('link').first().click({ trial: true });
    await page.evaluate(() => document.fonts.ready);
    expect(await fetchedPaths(page, 'devanagari')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a page used before its code has arrived', () => {
  it('/: text typed before hydration stays in the fields and in the form afterwards', async () => {
    const { page, errors } = await openPage(browser(), 1280, 900);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('#callback form');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Sita');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Sharma');
    expect(await form.getAttribute('data-hydrated')).toBeNull();
    await scripts.release();
    await page.locator('#callback form[data-hydrated]').waitFor();
    // A submit re-renders every field from the form's state: the typed names are in it.
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await form.getByText('Phone Number is required').waitFor();
    expect(await form.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Sita');
    expect(await form.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('Sharma');
    expect(await form.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/: a submit before hydration keeps the answers out of the URL and is sent once the code is there', async () => {
    const { page, errors } = await openPage(browser(), 1280, 900);
    const settled = requestTracker(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/Request-Callback')) sends.push(request.postData()!);
    });
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('#callback form');
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Gita');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Rai');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    await form.getByRole('textbox', { name: 'Phone Number' }).press('Enter');
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    expect(page.url()).toBe(`${baseURL}/`);
    expect(requested.filter((url) => url.includes(phone))).toEqual([]);
    expect(await form.getByRole('textbox', { name: 'Phone Number' }).inputValue()).toBe(phone);

    await scripts.release();
    // The code, then the form's own submit module, load on a machine that may be busy: the page
    // says it was sent, and the whole table (every page of it) holds the record.
    await page.getByText('Your request has been submitted successfully').waitFor({ timeout: 30_000 });
    const stored = async () =>
      (await storedRecords(baseURL, staffToken, 'Request-Callback'))
        .filter((record) => record.fields['Phone No'] === `+977 ${phone}`)
        .map((record) => record.fields);
    const sent = [{ 'First Name': 'Gita', 'Last Name': 'Rai', 'Phone No': `+977 ${phone}` }];
    await expect.poll(stored, { timeout: 15_000 }).toEqual(sent);
    // Two presses (Enter, then the button) before hydration: one request, one record, also once
    // everything the page started has settled.
    await settled();
    expect(sends).toHaveLength(1);
    expect(await stored()).toEqual(sent);
    expect(page.url()).toBe(`${baseURL}/`);
    expect(requested.filter((url) => url.includes(phone))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/: when the code fails to load, a held submit says it was not sent, keeps the answers, and the next press sends it once', async () => {
    const { page } = await openPage(browser(), 375, 812);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/Request-Callback')) sends.push(request.postData()!);
    });
    // The connection drops while the page's code loads: every script request fails.
    let connected = false;
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => (connected ? route.continue() : route.abort()));
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('#callback form');
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Hari');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Karki');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The page did not finish loading, so this was not sent.' })
      .waitFor({ timeout: 15_000 });
    expect(await form.getByRole('textbox', { name: 'Phone Number' }).inputValue()).toBe(phone);
    expect(page.url()).toBe(`${baseURL}/`);
    expect(sends).toEqual([]);

    connected = true;
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await page.getByText('Your request has been submitted successfully').waitFor({ timeout: 30_000 });
    expect(await form.getByRole('alert').count()).toBe(0);
    const stored = async () =>
      (await storedRecords(baseURL, staffToken, 'Request-Callback'))
        .filter((record) => record.fields['Phone No'] === `+977 ${phone}`)
        .map((record) => record.fields);
    await expect
      .poll(stored, { timeout: 15_000 })
      .toEqual([{ 'First Name': 'Hari', 'Last Name': 'Karki', 'Phone No': `+977 ${phone}` }]);
    expect(sends).toHaveLength(1);
    await page.context().close();
  });

  it('/: on a slow phone, a submit pressed as React takes the form over is checked once, on what was typed', async () => {
    const { page, errors } = await openPage(browser(), 1280, 900);
    // React's scheduler posts its tasks through a MessageChannel; a busy phone runs them late, so
    // its effects come well after the commit that makes the form React's.
    await page.addInitScript(() => {
      const Channel = window.MessageChannel;
      window.MessageChannel = class extends Channel {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => void setTimeout(post, 400, message);
        }
      };
    });
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    // Every message the form ever shows, not only the last.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as { shownMessages?: string[] }).shownMessages = shown;
      new MutationObserver(() => {
        for (const message of document.querySelectorAll('#callback [id$="-error"]'))
          if (!shown.includes(message.textContent!)) shown.push(message.textContent!);
      }).observe(document.getElementById('callback')!, { subtree: true, childList: true, characterData: true });
    });
    const form = page.locator('#callback form');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('O2');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('98x');
    await scripts.release();
    // Pressed from inside the page, the moment React has taken the form over (its props are on the
    // element), before the effects that follow have run.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const form = document.querySelector('#callback form')!;
          const timer = setInterval(() => {
            if (!Object.keys(form).some((key) => key.startsWith('__reactProps'))) return;
            clearInterval(timer);
            form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
            resolve();
          }, 5);
        }),
    );
    const expected = [
      'First Name is required',
      'Last Name can only contain letters and spaces',
      'Invalid phone number',
    ];
    await expect.poll(() => form.locator('[id$="-error"]').allTextContents(), { timeout: 10_000 }).toEqual(expected);
    // Checked once, on what was typed: no "required" ever flashed over a filled field first.
    expect(await page.evaluate(() => (window as { shownMessages?: string[] }).shownMessages)).toEqual(expected);
    expect(await form.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne/ at 375: a tab pressed while its island waits for its Nepali texts is not lost', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    // The Nepali texts come last, as on a slow network: the island's code is there and React is
    // hydrating it, but the hydration waits for them.
    const nepaliTexts = await holdScripts(page, /\/assets\/ne-[^/]*\.js$/);
    await page.goto(`${baseURL}/ne/`, { waitUntil: 'load' });
    const island = page.locator('[data-island="home-sections"]');
    const reviews = island.locator('[role=tab]:nth-child(2)');
    await reviews.scrollIntoViewIfNeeded();
    await page.locator('[data-island="home-sections"][data-hydrating]').waitFor({ state: 'attached' });
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await reviews.click();

    await nepaliTexts.release();
    await page.locator('[data-island="home-sections"][data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => reviews.getAttribute('aria-selected')).toBe('true');
    expect(await island.locator('[role=tab][aria-selected="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne/testimonials at 375: a dot pressed while the carousel waits for its Nepali texts is not lost', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const nepaliTexts = await holdScripts(page, /\/assets\/ne-[^/]*\.js$/);
    await page.goto(`${baseURL}/ne/testimonials`, { waitUntil: 'load' });
    const island = page.locator('[data-island="testimonial-carousel"]');
    const dots = island.locator('.swiper-pagination-bullet');
    await dots.nth(1).scrollIntoViewIfNeeded();
    // Focus wakes the island; its hydration then waits for the held texts.
    await dots.nth(1).focus();
    await page.locator('[data-island="testimonial-carousel"][data-hydrating]').waitFor({ state: 'attached' });
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await dots.nth(1).click();

    await nepaliTexts.release();
    await page.locator('[data-island="testimonial-carousel"][data-hydrated]').waitFor({ state: 'attached' });
    await expect
      .poll(() => dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true')))
      .toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne/career at 375: the City list pressed while its island waits for its Nepali texts opens once it has them', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const nepaliTexts = await holdScripts(page, /\/assets\/ne-[^/]*\.js$/);
    await page.goto(`${baseURL}/ne/career`, { waitUntil: 'load' });
    const island = page.locator('[data-island="career-application-form"]');
    const city = island.locator('button[id$="-City"]');
    await city.scrollIntoViewIfNeeded();
    // Focus wakes the island; its hydration then waits for the held texts, and the list's early lines stand aside.
    await city.focus();
    await page.locator('[data-island="career-application-form"][data-hydrating]').waitFor({ state: 'attached' });
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await city.click();

    await nepaliTexts.release();
    await page.locator('[data-island="career-application-form"][data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => city.getAttribute('aria-expanded')).toBe('true');
    expect(await island.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/book: a country typed before hydration is a search once the code is there, and its list opens on it', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/book`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Gupta');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('Nep');
    await scripts.release();
    await page.locator('form[data-hydrated]').waitFor();
    await page.getByRole('listbox').getByRole('option', { name: 'Nepal', exact: true }).click();
    expect(await country.inputValue()).toBe('Nepal');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Asha Gupta');
    // Nothing else is wrong: the name and the country were taken, the rest is still to fill in.
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Email Address is required').waitFor();
    // Had the search text been taken as the value, the country would read 'Choose a country from the list'.
    expect(await country.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('[id$="-error"]').allTextContents()).not.toContain('Choose a country from the list');
    expect(await page.locator('[id$="-error"]').allTextContents()).not.toContain('Name is required');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ne/book at 375: a country pressed while the form hydrates, still waiting for its Nepali names, is the one chosen once they arrive', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    // Registered last, this route answers first: the names stay held after the rest is let through.
    const names = await holdScripts(page, /\/assets\/nepali-country-names-[^/]*\.js$/);
    await page.goto(`${baseURL}/ne/book`, { waitUntil: 'domcontentloaded' });
    const island = page.locator('[data-island]:has(input[name="Country"])');
    const country = page.getByRole('combobox', { name: 'देश', exact: true });
    await country.fill('नेप');
    await scripts.release();
    await island.and(page.locator('[data-hydrating]')).waitFor();
    await page.getByRole('listbox').getByRole('option', { name: 'नेपाल', exact: true }).click();
    // React cannot hydrate the list without its names, and drops a press there: the page keeps it.
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await names.release();
    await island.and(page.locator('[data-hydrated]')).waitFor();
    await expect.poll(() => country.inputValue()).toBe('नेपाल');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/career at 375: a select menu opens, filters and chooses with every script held, and the form has the choice once hydrated', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/career`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-island="career-application-form"]');
    const city = form.getByRole('button', { name: /^City/ });
    const search = form.getByRole('combobox', { name: 'Find an option' });
    const shown = () => form.getByRole('listbox').getByRole('option').allTextContents();
    const focused = (locator: typeof city) => locator.evaluate((element) => element === document.activeElement);

    await city.click();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    expect(await focused(search)).toBe(true);
    expect(await shown()).toEqual(careerChoices.City);
    await page.keyboard.type('DH');
    expect(await shown()).toEqual(['Dharan', 'Dhankuta']);
    await form.getByRole('option', { name: 'Dhankuta' }).click();
    expect(await form.getByRole('listbox').count()).toBe(0);
    expect(await city.textContent()).toBe('Dhankuta');
    expect(await focused(city)).toBe(true);
    // Enter on the button opens it, Escape closes it with the focus back; Enter in a search chooses the first shown.
    await page.keyboard.press('Enter');
    expect(await shown()).toEqual(careerChoices.City);
    await page.keyboard.press('Escape');
    expect(await form.getByRole('listbox').count()).toBe(0);
    expect(await focused(city)).toBe(true);
    const gender = form.getByRole('button', { name: /^Gender/ });
    await gender.click();
    await page.keyboard.type('mal');
    await page.keyboard.press('Enter');
    expect(await gender.textContent()).toBe('Male');
    // Left open on a search: the code takes it over as it is.
    await form.getByRole('button', { name: /^Duty Hours/ }).click();
    await page.keyboard.type('day');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await page.locator('[data-island="career-application-form"][data-hydrated]').waitFor();
    expect(await focused(search)).toBe(true);
    expect(await search.inputValue()).toBe('day');
    expect(await shown()).toEqual(careerChoices['Duty Hours'].filter((hours) => hours.toLowerCase().includes('day')));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dutyHours = form.getByRole('button', { name: /^Duty Hours/ });
    expect(await dutyHours.textContent()).toBe(
      careerChoices['Duty Hours'].filter((hours) => hours.toLowerCase().includes('day'))[1],
    );
    // The choices made before the code are the form's: no 'required' on them, the list marks them.
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('First Name is required').waitFor();
    const messages = await form.locator('[id$="-error"]').allTextContents();
    expect(messages).not.toContain('Please select City');
    expect(messages).not.toContain('Please select Gender');
    expect(messages).not.toContain('Please select Duty Hours');
    expect(messages).toContain('Please select Marital Status');
    await city.click();
    expect(await form.getByRole('option', { selected: true }).allTextContents()).toEqual(['Dhankuta']);
    expect(await page.getByRole('listbox').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/ at 375: the country code chosen from its list before the code arrived is the one sent', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('#callback form');
    const code = form.locator('button[id$="-Country-Code"]');
    await code.click();
    const list = form.getByRole('listbox');
    expect(await list.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await list.getByRole('option').allTextContents()).toEqual(['Nepal +977', 'India +91']);
    await list.getByRole('option', { name: 'India +91' }).click();
    expect(await list.count()).toBe(0);
    expect(await code.textContent()).toBe('India +91');
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Mina');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Thapa');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await page.locator('#callback form[data-hydrated]').waitFor();
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await page.getByText('Your request has been submitted successfully').waitFor({ timeout: 30_000 });
    const stored = async () =>
      (await storedRecords(baseURL, staffToken, 'Request-Callback'))
        .filter((record) => String(record.fields['Phone No']).endsWith(phone))
        .map((record) => record.fields);
    await expect
      .poll(stored, { timeout: 15_000 })
      .toEqual([{ 'First Name': 'Mina', 'Last Name': 'Thapa', 'Phone No': `+91 ${phone}` }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/book at 375: the Country list opens, filters and chooses with every script held, and the form has the country once hydrated', async () => {
    const { page, errors } = await openPage(browser(), 375, 800);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/book`, { waitUntil: 'domcontentloaded' });
    const country = page.getByRole('combobox', { name: 'Country' });
    const shown = () => page.getByRole('listbox').getByRole('option').allTextContents();
    await country.click();
    expect(await country.getAttribute('aria-expanded')).toBe('true');
    expect(await shown()).toEqual(countries.map((each) => each.name));
    await page.keyboard.type('NEPA');
    expect(await shown()).toEqual(['Nepal']);
    await page.getByRole('option', { name: 'Nepal' }).click();
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await country.inputValue()).toBe('Nepal');
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Gupta');
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await scripts.release();
    await page.locator('form[data-hydrated]').waitFor();
    expect(await country.inputValue()).toBe('Nepal');
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Email Address is required').waitFor();
    expect(await country.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('[id$="-error"]').allTextContents()).not.toContain('Choose a country from the list');
    // One list, the code's, drawing the rows in view, Nepal chosen in it.
    await country.click();
    await page.getByRole('option', { name: 'Nepal', selected: true }).waitFor();
    expect(await page.getByRole('listbox').count()).toBe(1);
    expect(await page.locator('[role="option"]').count()).toBeLessThan(30);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['/vmgo', '/ne/vmgo'])(
    '%s at 375: the fade carousel moves on its first tap with every script held, and stays there once hydrated',
    async (path) => {
      const { page, errors } = await openPage(browser(), 375, 700);
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      const carousel = carouselOf(page, 'fade-carousel');
      const next = carousel.root.locator('[data-carousel-step="1"]');
      expect(await carousel.current()).toBe(0);
      expect(await carousel.seen()).toEqual(['0']);
      await carousel.dots.nth(1).click();
      expect(await carousel.current()).toBe(1);
      expect(await carousel.seen()).toEqual(['1']);
      // The arrows go round (two pictures), from the keyboard too.
      await next.click();
      expect(await carousel.current()).toBe(0);
      expect(await carousel.seen()).toEqual(['0']);
      await next.focus();
      await page.keyboard.press('Enter');
      expect(await carousel.current()).toBe(1);
      expect(await carousel.seen()).toEqual(['1']);
      expect(await carousel.hydrated()).toBe(false);

      await scripts.release();
      await expect.poll(carousel.hydrated).toBe(true);
      // Swiper has taken over on the second picture: no jump back, no press taken twice.
      await expect.poll(() => carousel.root.locator('.swiper-initialized').count()).toBe(1);
      await page.waitForTimeout(500);
      expect(await carousel.current()).toBe(1);
      expect(await carousel.seen()).toEqual(['1']);
      expect(
        await carousel.root.locator('section[aria-roledescription="carousel"]').getAttribute('data-autoplay'),
      ).toBe('paused');
      await next.click();
      await expect.poll(carousel.current).toBe(0);
      await expect.poll(carousel.seen).toEqual(['0']);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    ['/testimonials', widgets.carousel],
    ['/ne/testimonials', nepaliWidgets.carousel],
  ])(
    '%s at 375: the quotes move and play on their first taps with every script held, and keep that once hydrated',
    async (path, texts) => {
      const { page, errors } = await openPage(browser(), 375, 700);
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      const carousel = carouselOf(page, 'testimonial-carousel');
      const toggle = carousel.root.locator('[data-other-label]');
      await carousel.dots.nth(1).click();
      expect(await carousel.current()).toBe(1);
      expect(await carousel.seen()).toEqual(['1']);
      await carousel.dots.nth(2).focus();
      await page.keyboard.press('Enter');
      expect(await carousel.current()).toBe(2);
      await carousel.dots.nth(1).click();
      expect(await toggle.getAttribute('aria-label')).toBe(texts.autoplay(false, texts.testimonials));
      await toggle.click();
      expect(await toggle.getAttribute('aria-label')).toBe(texts.autoplay(true, texts.testimonials));
      expect(await toggle.locator('svg:visible').count()).toBe(1);
      expect(await carousel.hydrated()).toBe(false);

      await scripts.release();
      await expect.poll(carousel.hydrated).toBe(true);
      await expect.poll(() => carousel.root.locator('.swiper-initialized').count()).toBe(1);
      // Playing, as pressed (reduced motion asked for, so only because the visitor pressed play), on the second quote.
      await expect
        .poll(() => carousel.root.locator('section[aria-roledescription="carousel"]').getAttribute('data-autoplay'))
        .toBe('running');
      expect(await toggle.getAttribute('aria-label')).toBe(texts.autoplay(true, texts.testimonials));
      expect(await carousel.current()).toBe(1);
      expect(await carousel.seen()).toEqual(['1']);
      await toggle.click();
      expect(await toggle.getAttribute('aria-label')).toBe(texts.autoplay(false, texts.testimonials));
      expect(
        await carousel.root.locator('section[aria-roledescription="carousel"]').getAttribute('data-autoplay'),
      ).toBe('paused');
      await carousel.dots.nth(2).click();
      await expect.poll(carousel.current).toBe(2);
      await expect.poll(carousel.seen).toEqual(['2']);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('/about at 375: the menu opens and closes with no script fetched, keyboard and all, and a link chosen closes it', async () => {
    const { page, errors } = await openPage(browser(), 375, 700);
    const scripts = await holdScripts(page);
    await page.goto(`${baseURL}/about`, { waitUntil: 'domcontentloaded' });
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    const toggle = page.getByRole('button', { name: 'Close menu' });
    expect(await expandedState(toggle)).toBe(true);
    // The keyboard: into the menu, Escape closes it and the focus goes back to the toggle.
    await page.keyboard.press('Tab');
    expect(await menu.getByRole('link', { name: 'Home' }).evaluate((link) => link === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    const closed = page.getByRole('button', { name: 'Open menu' });
    expect(await expandedState(closed)).toBe(false);
    expect(await closed.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await menu.isVisible()).toBe(true);
    // Choosing a link closes the menu before the next page comes (the back button would show it open).
    await page.evaluate(() =>
      document
        .querySelector('#mobile-menu a[href="/team"]')!
        .addEventListener('click', (event) => event.preventDefault()),
    );
    await menu.getByRole('link', { name: 'Team' }).click();
    expect(await menu.isVisible()).toBe(false);
    expect(await expandedState(closed)).toBe(false);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await scripts.release();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    [
      '/about',
      'Open again: Get IT support with Digital Bridge Nepal',
      'Get IT support with Digital Bridge Nepal',
      'Close',
    ],
    [
      '/ne/book',
      'फेरि खोल्नुहोस्: Digital Bridge Nepal बाट आईटी सहयोग लिनुहोस्',
      'Digital Bridge Nepal बाट आईटी सहयोग लिनुहोस्',
      'बन्द गर्नुहोस्',
    ],
  ])(
    '%s at 640 (the narrowest window with the tab: a phone has one floating action, the chat): the support tab opens its dialog with no script fetched; Tab stays in it, Escape, its close button and a tap outside close it, giving the focus back',
    async (path, tabName, title, close) => {
      const { page, errors } = await openPage(browser(), 640, 700);
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      const tab = page.getByRole('button', { name: tabName });
      const dialog = page.getByRole('dialog', { name: title });
      const focusedIn = (locator: typeof tab) => locator.evaluate((node) => node.contains(document.activeElement));
      await tab.click();
      await dialog.waitFor({ state: 'visible' });
      // Modal: the page behind is inert, the focus is in the dialog and Tab keeps it there.
      expect(await dialog.evaluate((node) => node.matches(':modal'))).toBe(true);
      expect(await focusedIn(dialog)).toBe(true);
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusedIn(dialog)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedIn(tab)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: close }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedIn(tab)).toBe(true);
      await tab.click();
      await dialog.waitFor({ state: 'visible' });
      await page.mouse.click(10, 10);
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
      await scripts.release();
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the media answer before their code has arrived, and their islands take over what the visitor did', () => {
  /** Presses the early lines answered are not queued to be pressed again (src/islands/page-boot.ts). */
  const queued = (page: Page) => page.evaluate(() => window.pendingPresses?.length ?? 0);

  it.for(['', '/ne'])(
    '%s/video at 375: the poster gives way to the playing player and a playlist entry plays; hydrated, the same player goes on',
    async (prefix) => {
      const { page, errors } = await openPage(browser(), 375, 740);
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${prefix}/video`, { waitUntil: 'domcontentloaded' });
      const island = page.locator('[data-island="video-library"]');
      const entries = island.locator('ol button');
      const players = island.locator('video');
      const heading = island.locator('figure h2');
      const titleOf = async (n: number) => (await entries.nth(n).locator('span[lang]').first().textContent()) ?? '';

      await island.locator('figure button').click();
      await players.waitFor();
      expect(await players.evaluate((video) => video === document.activeElement)).toBe(true);
      expect(
        await players.locator('source').evaluateAll((sources) => sources.map((s) => s.getAttribute('src'))),
      ).toEqual(['/media/intro.webm', '/media/intro.mp4']);
      await entries.nth(1).click();
      expect(await entries.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await entries.nth(0).getAttribute('aria-current')).toBeNull();
      expect(await heading.textContent()).toBe(await titleOf(1));
      expect(await players.count()).toBe(1);
      // The visitor's player, marked to know it again after hydration.
      await players.evaluate((video) => video.setAttribute('data-visitors', ''));
      expect(await queued(page)).toBe(0);
      expect(await page.locator('[data-hydrated]').count()).toBe(0);

      await scripts.release();
      await island.and(page.locator('[data-hydrated]')).waitFor();
      expect(await players.count()).toBe(1);
      expect(await players.getAttribute('data-visitors')).toBe('');
      expect(await entries.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await heading.textContent()).toBe(await titleOf(1));
      // The island's own answer from here.
      await entries.nth(2).click();
      await expect.poll(() => entries.nth(2).getAttribute('aria-current')).toBe('true');
      expect(await entries.nth(1).getAttribute('aria-current')).toBeNull();
      expect(await heading.textContent()).toBe(await titleOf(2));
      expect(await players.count()).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['', '/ne'])(
    '%s/singlegallery at 375: a photo opens in a dialog at once, arrows move it, Escape gives the focus back; hydrated, the lightbox takes the photo over',
    async (prefix) => {
      const { page, errors } = await openPage(browser(), 375, 740);
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${prefix}/singlegallery`, { waitUntil: 'domcontentloaded' });
      const photos = page.locator('[data-island="photo-gallery"] a[role="button"]');
      const altOf = (n: number) => photos.nth(n).locator('img').getAttribute('alt');
      const early = page.locator('dialog[data-early-lightbox]');
      const shown = () => early.locator('img').getAttribute('alt');
      const focused = (n: number) => photos.nth(n).evaluate((photo) => photo === document.activeElement);

      await photos.nth(1).click();
      await early.waitFor({ state: 'visible' });
      expect(await early.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      expect(await shown()).toBe(await altOf(1));
      expect(await early.locator('img').getAttribute('src')).toBe(await photos.nth(1).getAttribute('href'));
      await page.keyboard.press('ArrowRight');
      expect(await shown()).toBe(await altOf(2));
      await early.locator('[data-step="-1"]').click();
      await early.locator('[data-step="-1"]').click();
      expect(await shown()).toBe(await altOf(0));
      await page.keyboard.press('Escape');
      await early.waitFor({ state: 'hidden' });
      expect(await focused(1)).toBe(true);
      // Enter on the photo opens it again; left open on the fifth for the island to take.
      await photos.nth(4).focus();
      await page.keyboard.press('Enter');
      await early.waitFor({ state: 'visible' });
      expect(await shown()).toBe(await altOf(4));
      expect(await queued(page)).toBe(0);
      expect(await page.locator('[data-hydrated]').count()).toBe(0);

      await scripts.release();
      const current = page.locator('.yarl__slide_current img');
      await expect.poll(() => current.getAttribute('alt'), { timeout: 30_000 }).toBe(await altOf(4));
      await early.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog').count()).toBe(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => current.getAttribute('alt')).toBe(await altOf(5));
      await page.keyboard.press('Escape');
      await page.locator('.yarl__root').waitFor({ state: 'detached' });
      await expect.poll(() => focused(4)).toBe(true);
      // And the next photo too: the dialog shows it at once, the lightbox takes it over with the focus.
      await photos.nth(2).click();
      await expect.poll(() => current.getAttribute('alt')).toBe(await altOf(2));
      expect(await early.isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.yarl__root')?.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('.yarl__root').waitFor({ state: 'detached' });
      await expect.poll(() => focused(2)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.for(['', '/ne'])(
    '%s/contact at 375: the map shows on the first press; hydrated, the island keeps that map',
    async (prefix) => {
      const { page, errors } = await openPage(browser(), 375, 740);
      // Tests never reach the internet: the embed's request is answered here.
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
      );
      const scripts = await holdScripts(page);
      await page.goto(`${baseURL}${prefix}/contact`, { waitUntil: 'domcontentloaded' });
      const island = page.locator('[data-island="map-embed"]');
      const map = island.locator('iframe');
      await island.locator('button').click();
      await map.waitFor();
      expect(await map.getAttribute('src')).toContain('openstreetmap.org/export/embed.html');
      expect(await island.locator('button').count()).toBe(0);
      await map.evaluate((frame) => frame.setAttribute('data-visitors', ''));
      expect(await queued(page)).toBe(0);

      await scripts.release();
      // Nothing of it waits for the island now: it wakes when next used (here, its link is focused).
      await island.locator('figcaption a').focus();
      await island.and(page.locator('[data-hydrated]')).waitFor();
      expect(await map.count()).toBe(1);
      expect(await map.getAttribute('data-visitors')).toBe('');
      expect(await island.locator('button').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
