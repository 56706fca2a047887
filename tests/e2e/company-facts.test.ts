import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyFacts } from '../../schemas/company';
import { routeTable } from '../../src/app/route-table';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import { addAccountWithCli, adminAccount, signIn, startStaffGateway } from './support/staff-fixtures';

const browser = sharedBrowser();
const appLink = 'https://play.google.com/store/apps/details?id=np.kaamsewa&hl=en';
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(async () => {
  await gateway?.stop();
});

/** Every page: the 21 routes and their /ne/ twins, and both fallback screens. */
const pages = [
  ...routeTable.map((route) => route.path),
  ...routeTable.map((route) => (route.path === '/' ? '/ne/' : `/ne${route.path}`)),
];
/** The gateway's own blog pages: a post in each language (the shipped samples) and a second list page. */
const postPages = ['/blog/banner-promotion-ideas', '/ne/blog/banner-promotion-ideas', '/blog?page=1&category=Career'];
const html = async (path: string) => {
  const response = await fetch(`${gateway.url}${path}`);
  return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
};

describe('company facts', () => {
  it('an admin changes the phone (a wrong one first), and all 42 pages, the blog posts, the 404 screens and the structured data show the new one', async () => {
    expect(pages).toHaveLength(42);
    for (const path of [...pages, ...postPages])
      expect((await html(path)).text, path).toContain(defaultCompanyFacts.phone);
    const before = await html('/contact');

    const watched = await openPage(browser(), 1280);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('link', { name: /^Company facts/ }).click();
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await expect.poll(() => phone.inputValue()).toBe(defaultCompanyFacts.phone);
    await phone.fill('call the office');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('123');
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Not saved: 2 fields need a fix (marked above).').waitFor();
    await page.getByText('Phone: digits, spaces and dashes only').waitFor();
    await page.getByText('Postal code: five digits').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fact-phone');
    // Nothing was sent: the pages still show the old number.
    expect((await html('/contact')).text).toContain(defaultCompanyFacts.phone);

    await phone.fill('+977 21-777 888');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('56613');
    await page.getByRole('textbox', { name: 'Toll-free helpline' }).fill('1660-01-99 999');
    expect((await html('/works')).text).not.toContain('play.google.com');
    await page.getByRole('textbox', { name: /^Android app/ }).fill(appLink);
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Saved. Every page shows the new facts from the next visit on.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    for (const path of [...pages, ...postPages, '/no-such-page', '/ne/no-such-page']) {
      const { text } = await html(path);
      expect(text, path).toContain('+977 21-777 888');
      expect(text, path).toContain('tel:+97721777888');
      expect(text, path).not.toContain(defaultCompanyFacts.phone);
      expect(text, path).toContain('1660-01-99 999');
    }
    for (const path of ['/works', '/feature', '/ne/works', '/ne/feature'])
      expect((await html(path)).text, path).toContain(`href="${appLink.replace(/&/g, '&amp;')}"`);
    const contact = await html('/contact');
    expect(contact.etag).not.toBe(before.etag);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(contact.text)![1]);
    expect(jsonLd.telephone).toBe('+97721777888');
    // A second visit is the kept page, not a new render.
    expect((await html('/contact')).etag).toBe(contact.etag);
    // Each of the 47 pages is rendered anew with the facts: about a minute on a loaded 2-core machine.
  }, 120_000);

  it('the islands hydrate with the new facts (no stale number, no hydration error)', async () => {
    const { page, errors } = await openPage(browser(), 1280);
    await page.goto(`${gateway.url}/ne/contact`);
    const bar = page.locator('[data-island="helpline-bar"]');
    await bar.getByRole('link').first().focus();
    await bar.and(page.locator('[data-hydrated]')).waitFor();
    expect(await bar.textContent()).toContain('1660-01-99 999');
    expect(await page.locator('footer').textContent()).toContain('+977 21-777 888');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an admin with no helpline and a Facebook page, typing WhatsApp as people do, sees no helpline bar and the Facebook link on every page, in both languages', async () => {
    const watched = await openPage(browser(), 375);
    const { page, errors } = watched;
    await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
    await page.goto(`${gateway.url}/staff/content/company`);
    await page.getByRole('textbox', { name: /^Toll-free helpline/ }).fill('');
    await page.getByRole('textbox', { name: /^Facebook page/ }).fill('https://www.facebook.com/digitalbridgenepal');
    await page.getByRole('textbox', { name: /^WhatsApp number/ }).fill('+977 985-2012345');
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Saved. Every page shows the new facts from the next visit on.').waitFor();
    // What was kept is the number wa.me links take.
    expect(await page.getByRole('textbox', { name: /^WhatsApp number/ }).inputValue()).toBe('9779852012345');
    expect(errors).toEqual([]);
    await page.context().close();

    for (const path of ['/', '/contact', '/ne/', '/ne/contact', '/blog/banner-promotion-ideas']) {
      const { text } = await html(path);
      expect(text, path).not.toContain('data-island="helpline-bar"');
      expect(text, path).toContain('href="https://www.facebook.com/digitalbridgenepal"');
      expect(text, path).toContain('https://wa.me/9779852012345');
    }
    const site = await openPage(browser(), 1280);
    await site.page.goto(`${gateway.url}/ne/contact`);
    expect(await site.page.getByRole('complementary', { name: /हेल्पलाइन|Helpline/ }).count()).toBe(0);
    expect(
      await site.page
        .locator('footer')
        .getByRole('link', { name: /Facebook/ })
        .count(),
    ).toBe(1);
    expect(site.errors).toEqual([]);
    await site.page.context().close();
  }, 120_000);
});
