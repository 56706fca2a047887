import { mkdirSync } from 'node:fs';
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
});
