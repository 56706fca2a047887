// A visitor's first visit (issue 30): what they meet before the page's code has arrived and at the
// end of a page on a phone. Lean on purpose: one page per check.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const careerIsland = (page: Page) => page.locator('[data-island="career-application-form"]');

/** Drag events carrying one file, dispatched on the first element matching `selector`; answers whether the drop was refused. */
function dropFile(page: Page, selector: string, name: string) {
  return page.evaluate(
    ([selector, name]) => {
      const target = document.querySelector(selector)!;
      const data = new DataTransfer();
      data.items.add(new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }));
      for (const type of ['dragenter', 'dragover'])
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data });
      target.dispatchEvent(drop);
      return drop.defaultPrevented;
    },
    [selector, name],
  );
}

describe('career drop zones before the form has woken', () => {
  it('take a file dropped on a zone, and the page refuses a file dropped anywhere else', async () => {
    const { page, errors } = await openPage(browser(), 375);
    await page.goto(`${baseURL}/career`, { waitUntil: 'networkidle' });
    // The form wakes only when used: nothing has touched it yet.
    expect(await careerIsland(page).getAttribute('data-hydrated')).toBeNull();

    // Dropped on the page's heading: refused (the browser would otherwise open the file in the page's place).
    expect(await dropFile(page, 'h1', 'stray.pdf')).toBe(true);
    expect(await careerIsland(page).getAttribute('data-hydrated')).toBeNull();

    expect(await dropFile(page, '[data-file-drop]', 'my-cv.pdf')).toBe(true);
    await page.locator('[data-file-drop]').first().getByText('my-cv.pdf').waitFor();
    expect(await careerIsland(page).getAttribute('data-hydrated')).toBe('');
    expect(await page.getByText('stray.pdf').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a saved career draft', () => {
  it('is offered on arrival, in view, before any touch', async () => {
    const { page, errors } = await openPage(browser(), 375, 700);
    await page.addInitScript(() =>
      localStorage.setItem('career-application-draft', JSON.stringify({ 'First Name': 'Bikash', City: 'Biratnagar' })),
    );
    await page.goto(`${baseURL}/career`, { waitUntil: 'networkidle' });
    const offer = page.getByRole('region', { name: 'Saved draft' });
    await offer.getByText('Restore your answers?', { exact: false }).waitFor();
    await expect
      .poll(() =>
        offer.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await offer.getByRole('button', { name: 'Restore my answers' }).click();
    expect(await page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe('Bikash');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the floating chat and support buttons on a phone', () => {
  it.each(['/contact', '/blog'])('cover no text at the end of %s: the page keeps room for them', async (path) => {
    const { page } = await openPage(browser(), 375, 700);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    );
    const covered = await page.evaluate(() => {
      const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (node) => getComputedStyle(node).position === 'fixed' && node.getBoundingClientRect().width > 0,
      );
      const boxes = fixed.map((node) => node.getBoundingClientRect());
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || fixed.some((f) => f.contains(parent))) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (
            boxes.some((b) => rect.left < b.right && rect.right > b.left && rect.top < b.bottom && rect.bottom > b.top)
          )
            found.push(node.textContent.trim().slice(0, 40));
      }
      return found;
    });
    expect(covered).toEqual([]);
    await page.context().close();
  });

  it('name the support tab by what it opens; "Reopen Modal" stays its tooltip, in both languages', async () => {
    // Wider than a phone: a phone shows one floating button, the chat (phone-floating.test.ts).
    const { page } = await openPage(browser(), 768);
    await page.goto(`${baseURL}/ne/contact`, { waitUntil: 'networkidle' });
    const tab = page.getByRole('button', { name: 'फेरि खोल्नुहोस्: Digital Bridge Nepal बाट आईटी सहयोग लिनुहोस्' });
    expect(await tab.getAttribute('title')).toBe('सूचना फेरि खोल्नुहोस्');
    await page.context().close();
  });
});
