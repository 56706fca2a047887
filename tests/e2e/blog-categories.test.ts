// Blog categories as the office manager works them: add Education in both languages, move it first,
// write a post in it and add the Facebook page, then see the category and the link on the blog in
// both languages, at a desk and on a phone, with no rebuild.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import { addAccountWithCli, adminAccount, signIn, startStaffGateway } from './support/staff-fixtures';

const browser = sharedBrowser();
const shots = '/work/shots/60-cats';
const facebook = 'https://www.facebook.com/digitalbridgenepal';
let gateway: RunningGateway;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
});

/** The categories as the back office lists them, names only, in order. */
const staffOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Categories' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.firstChild?.textContent ?? ''));

/** The blog strip's links as a visitor reads them, "All" first. */
const stripLinks = (page: Page) =>
  page.locator('main nav[aria-label] a').evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

describe('blog categories', () => {
  it('an admin adds Education / शिक्षा, moves it first with the keyboard, writes a post in it and adds a Facebook page: /blog and /ne/blog show both', async () => {
    const watched = await openPage(browser(), 1280);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('link', { name: /^Blog categories/ }).click();
    await expect.poll(() => staffOrder(page)).toEqual(['Health', 'Lifestyle', 'Career', 'Entertainment', 'Technology']);

    const form = page.getByRole('region', { name: 'New category' });
    // A name already taken is refused in plain words, and what was typed stays.
    await form.getByRole('textbox', { name: /^Name \(English\)/ }).fill('career');
    await form.getByRole('textbox', { name: /^Name \(Nepali\)/ }).fill('शिक्षा');
    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByText('Not saved: There is already a category named “Career”').waitFor();
    expect(await form.getByRole('textbox', { name: /^Name \(Nepali\)/ }).inputValue()).toBe('शिक्षा');
    // The browser logs the refusal's answer; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    errors.length = 0;
    await form.getByRole('textbox', { name: /^Name \(English\)/ }).fill('Education');
    await form.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => staffOrder(page)).toContain('Education');

    for (let moves = 5; moves > 0; moves--) {
      const before = await staffOrder(page);
      await page.getByRole('button', { name: 'Move up Education' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => staffOrder(page)).not.toEqual(before);
    }
    expect(await staffOrder(page)).toEqual([
      'Education',
      'Health',
      'Lifestyle',
      'Career',
      'Entertainment',
      'Technology',
    ]);
    expect(await page.getByRole('button', { name: 'Move up Education' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}/staff-categories-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/staff-categories-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${gateway.url}/staff/content/posts/new`);
    await page.getByLabel('Title').fill('Choosing a college after SEE');
    await page.getByLabel('Category').selectOption({ label: 'Education' });
    await page.getByLabel("Author's name").fill('Asha Poudel');
    await page.getByLabel('Summary').fill('What to weigh before you choose a plus-two college.');
    const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d6fa5' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await page.locator('img[src^="/images/"]').waitFor({ timeout: 60_000 });
    await page.getByLabel('Cover alt text').fill('Students outside a college gate');
    await page.getByLabel('Body (Markdown)').fill('## Fees\n\nAsk what the fees cover.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/content\/posts\/[0-9a-f]{20}$/);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published', { exact: true }).first().waitFor();

    await page.goto(`${gateway.url}/staff/content/company`);
    await page.getByRole('textbox', { name: /^Facebook page/ }).fill(facebook);
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Saved. Every page shows the new facts from the next visit on.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    for (const [lang, education, all] of [
      ['en', 'Education', 'All'],
      ['ne', 'शिक्षा', 'सबै'],
    ] as const)
      for (const width of [1280, 375]) {
        const visitor = await openPage(browser(), width);
        const requests: string[] = [];
        visitor.page.on('request', (request) => {
          if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
        });
        await visitor.page.goto(`${gateway.url}${lang === 'ne' ? '/ne' : ''}/blog`);
        const strip = await stripLinks(visitor.page);
        expect(strip.slice(0, 2), `${lang} ${width}`).toEqual([all, education]);
        const card = visitor.page.getByRole('article', { name: 'Choosing a college after SEE' }).first();
        expect(await card.textContent()).toContain(education);
        const footer = visitor.page.locator('footer');
        expect(await footer.locator(`a[href="${facebook}"]`).count()).toBe(1);
        if (width === 375) {
          // The phone's toggle opens at the first tap with what the page brought: no request for the categories.
          await visitor.page.getByText(`${lang === 'ne' ? 'विधाहरू' : 'Categories'}: ${all}`).click();
          await visitor.page.getByRole('link', { name: education, exact: true }).first().waitFor();
          expect(requests.filter((url) => /categor/i.test(url))).toEqual([]);
        }
        await visitor.page.screenshot({ path: `${shots}/blog-strip-${lang}-${width}.png` });
        await visitor.page.getByRole('link', { name: education, exact: true }).first().click();
        await visitor.page.waitForURL(/category=education/);
        expect(
          await visitor.page.getByRole('article', { name: 'Choosing a college after SEE' }).count(),
        ).toBeGreaterThan(0);
        expect(visitor.errors).toEqual([]);
        await visitor.page.context().close();
      }

    const post = await openPage(browser(), 1280);
    await post.page.goto(`${gateway.url}/blog/choosing-a-college-after-see`);
    expect(await post.page.locator('article .eyebrow').first().textContent()).toBe('Education');
    expect(await post.page.locator(`footer a[href="${facebook}"]`).count()).toBe(1);
    expect(post.errors).toEqual([]);
    await post.page.context().close();
  }, 240_000);
});
