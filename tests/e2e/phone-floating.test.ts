import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';
import { floatingActions } from './support/floating-actions';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('floating buttons on a phone', () => {
  // Every English page at 375 is checked in floating-controls.test.ts, at both heights; the Nepali
  // pages share their layout, so three of them (the home page's own floating action among them) here.
  it.each(['/ne/', '/ne/contact', '/ne/book'])('%s at 375: one floating action at most', async (path) => {
    const { page } = await openPage(browser(), 375, 700);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    // At most: the chat button steps aside while a control is under it (chat-aside.test.ts).
    expect((await floatingActions(page)).length).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("/ at 375: the page's own first: the callback shortcut, then the end-of-page prompt, open and collapsed", async () => {
    const { page } = await openPage(browser(), 375, 700);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(await floatingActions(page)).toEqual(['Request a callback']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The prompt is in the page before it has slid into view (and the shortcut has stepped aside).
    await page.getByRole('complementary', { name: 'Ready to talk?' }).waitFor();
    await expect.poll(() => floatingActions(page)).toEqual(['end-prompt-title']);
    await page.getByRole('button', { name: 'Close the prompt' }).click();
    await page.getByRole('button', { name: 'Open the consultation prompt' }).waitFor();
    await expect.poll(() => floatingActions(page)).toEqual(['Open the consultation prompt']);
    await page.context().close();
  });

  it('at 1280 the spec\'s "Reopen Modal" tab floats beside the chat button', async () => {
    const { page } = await openPage(browser(), 1280);
    await page.goto(`${baseURL}/about`, { waitUntil: 'networkidle' });
    expect((await floatingActions(page)).sort()).toEqual(
      ['Chat with us on WhatsApp (opens in a new tab)', 'Open again: Get IT support with Digital Bridge Nepal'].sort(),
    );
    await page.context().close();
  });
});
