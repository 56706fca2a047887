import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** The fixed things on screen a visitor can press (the sticky header and any layer they opened aside), named. */
function floatingActions(page: Page) {
  return page.evaluate(() => {
    const fixedAncestor = (node: Element | null) => {
      for (let current = node; current; current = current.parentElement)
        if (getComputedStyle(current).position === 'fixed') return current;
      return null;
    };
    const found = new Set<Element>();
    for (const control of document.querySelectorAll('a[href], button')) {
      const box = control.getBoundingClientRect();
      const floating = fixedAncestor(control);
      if (
        floating &&
        !control.closest('dialog, [popover]') &&
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 0 &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      )
        found.add(floating);
    }
    return [...found].map(
      (node) => node.getAttribute('aria-label') ?? node.getAttribute('aria-labelledby') ?? node.textContent!.trim(),
    );
  });
}

describe('floating buttons on a phone', () => {
  it.each(routeTable.map((route) => route.path))(
    '%s at 375: one floating action at most, in both languages',
    async (path) => {
      const { page } = await openPage(browser(), 375, 700);
      for (const prefix of ['', '/ne']) {
        await page.goto(`${baseURL}${prefix}${path === '/' && prefix ? '/' : path}`, { waitUntil: 'networkidle' });
        expect(await floatingActions(page)).toHaveLength(1);
      }
      await page.context().close();
    },
  );

  it("/ at 375: the page's own first: the callback shortcut, then the end-of-page prompt, open and collapsed", async () => {
    const { page } = await openPage(browser(), 375, 700);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(await floatingActions(page)).toEqual(['Request a callback']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('complementary', { name: 'Ready to talk?' }).waitFor();
    expect(await floatingActions(page)).toEqual(['end-prompt-title']);
    await page.getByRole('button', { name: 'Close the prompt' }).click();
    await page.getByRole('button', { name: 'Open the consultation prompt' }).waitFor();
    expect(await floatingActions(page)).toEqual(['Open the consultation prompt']);
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
