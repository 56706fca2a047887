import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import { addAccountWithCli, adminAccount, signIn, startStaffGateway } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = 'test-results/screens/home-words';
let gateway: RunningGateway;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(async () => {
  await gateway?.stop();
});

const html = async (path: string) => (await fetch(`${gateway.url}${path}`)).text();
const words = {
  tagline: 'Careers and code for Koshi',
  taglineNe: 'कोशीका लागि करियर र कोड',
  figures: ['120 students placed', '6 districts', '2018 serving since'],
  figuresNe: ['१२० विद्यार्थी', '६ जिल्ला', '२०१८ देखि सेवामा'],
};

describe("the home page's words", () => {
  it('an office manager on a phone sets the tagline and figures in both languages (too few in Nepali first), and / and /ne/ show them at once', async () => {
    expect(await html('/')).toContain(`>${defaultCompanyFacts.tagline}<`);
    expect(await html('/ne/')).toContain(`>${defaultCompanyFacts.taglineNe}<`);

    const watched = await openPage(browser(), 375);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/content/company`);
    const tagline = page.getByRole('textbox', { name: /^Tagline in English/ });
    await expect.poll(() => tagline.inputValue()).toBe(defaultCompanyFacts.tagline);
    await tagline.fill(words.tagline);
    await page.getByRole('textbox', { name: /^Tagline in Nepali/ }).fill(words.taglineNe);
    await page.getByRole('textbox', { name: /^Figures in English/ }).fill(words.figures.join('\n'));
    const figuresNe = page.getByRole('textbox', { name: /^Figures in Nepali/ });
    await figuresNe.fill(words.figuresNe[0]);
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Not saved: one field needs a fix (marked above).').waitFor();
    await page.getByText('Figures in Nepali: as many lines as in English, in the same order').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fact-figuresNe');
    // Nothing was sent, and nothing typed is lost.
    expect(await html('/')).toContain(`>${defaultCompanyFacts.tagline}<`);
    expect(await tagline.inputValue()).toBe(words.tagline);

    await figuresNe.fill(words.figuresNe.join('\n'));
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Saved. Every page shows the new facts from the next visit on.').waitFor();
    const group = page.getByRole('group', { name: 'Home page words' });
    await group.screenshot({ path: `${shots}/staff-home-words-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await group.screenshot({ path: `${shots}/staff-home-words-1280.png` });
    expect(errors).toEqual([]);
    await page.context().close();

    for (const [path, tagline, figures] of [
      ['/', words.tagline, words.figures],
      ['/ne/', words.taglineNe, words.figuresNe],
    ] as const) {
      const text = await html(path);
      expect(text, path).not.toContain(`>${defaultCompanyFacts.tagline}<`);
      expect(text, path).not.toContain(`>${defaultCompanyFacts.taglineNe}<`);
      for (const width of [375, 1280]) {
        const site = await openPage(browser(), width);
        await site.page.goto(`${gateway.url}${path}`);
        await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toContain(tagline);
        await site.page.screenshot({ path: `${shots}/top-${path === '/' ? 'en' : 'ne'}-${width}.png` });
        const banner = site.page.getByRole('region', { name: tagline });
        await banner.scrollIntoViewIfNeeded();
        // The island below the form wakes with the same words the page was rendered with.
        await site.page.locator('[data-island="home-sections"][data-hydrated]').waitFor();
        for (const figure of figures) {
          const [value, ...label] = figure.split(' ');
          await banner.getByRole('definition').filter({ hasText: value }).waitFor();
          await banner
            .getByRole('term')
            .filter({ hasText: label.join(' ') })
            .waitFor();
        }
        await banner.screenshot({ path: `${shots}/banner-${path === '/' ? 'en' : 'ne'}-${width}.png` });
        expect(site.errors, `${path} at ${width}`).toEqual([]);
        await site.page.context().close();
      }
    }
  }, 180_000);

  it('an admin replaces a sample supporter with the company’s own logo (a PDF first, refused), and / and /ne/ show it, linked, in their language', async () => {
    const logo = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#0a7d3b' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="900" height="300"><rect x="60" y="60" width="780" height="180" rx="40" fill="#fff"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const watched = await openPage(browser(), 1280);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('link', { name: /^Supporters/ }).click();
    await page.getByRole('button', { name: 'Remove Koshi Innovation Hub' }).click();
    await page.getByRole('button', { name: 'Add a supporter' }).click();
    await page.getByRole('button', { name: 'Save supporters' }).click();
    await page.getByText('Not saved: 2 fields need a fix (marked above).').waitFor();
    await page.getByText('Name: required').waitFor();
    await page.getByText("Logo: upload the organisation's logo").waitFor();

    const added = page.getByRole('group', { name: /^Supporter 6/ });
    await added
      .getByRole('textbox', { name: /^Name\b/ })
      .first()
      .fill('Koshi College');
    await added.getByRole('textbox', { name: /^Name in Nepali/ }).fill('कोशी कलेज');
    await added.getByRole('textbox', { name: /^Link/ }).fill('https://koshicollege.edu.np');
    const file = added.getByLabel(/^Logo/);
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 a brochure') });
    await added.getByText('This file is not an image: upload a JPEG, PNG, WebP or AVIF photo').waitFor();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await added.locator('img[src^="/images/"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save supporters' }).click();
    await page
      .getByText('Saved. The home page shows these supporters, in both languages, from the next visit on.')
      .waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/staff-supporters-${width}.png`, fullPage: true });
    }
    // The refused PDF's answer, and nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.context().close();

    for (const [path, alt] of [
      ['/', 'Koshi College logo'],
      ['/ne/', 'कोशी कलेज को लोगो'],
    ] as const) {
      for (const width of [375, 1280]) {
        const site = await openPage(browser(), width);
        await site.page.goto(`${gateway.url}${path}`);
        const wall = site.page.locator('#supporters');
        await wall.scrollIntoViewIfNeeded();
        await site.page.locator('[data-island="home-sections"][data-hydrated]').waitFor();
        expect(await wall.getByRole('img').count()).toBe(6);
        expect(await wall.getByRole('img', { name: /Koshi Innovation Hub|कोशी इनोभेसन हब/ }).count()).toBe(0);
        const own = wall.getByRole('link', { name: alt });
        expect(await own.getAttribute('href')).toBe('https://koshicollege.edu.np');
        // The pipeline's WebP widths, and the logo actually drawn.
        expect(await own.getByRole('img').getAttribute('srcset')).toMatch(/\.webp 400w/);
        await expect
          .poll(() => own.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await wall.screenshot({ path: `${shots}/supporters-${path === '/' ? 'en' : 'ne'}-${width}.png` });
        expect(site.errors, `${path} at ${width}`).toEqual([]);
        await site.page.context().close();
      }
    }
  }, 180_000);
});
