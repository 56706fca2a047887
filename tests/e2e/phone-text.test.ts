import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('text on a phone', () => {
  it.each(['/contact', '/ne/contact'])(
    '%s at 375: each way to reach the company wraps between words, never inside one',
    async (path) => {
      const { page } = await openPage(browser(), 375, 700);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const split = await page.locator('main ul li a').evaluateAll((links) =>
        links.flatMap((link) => {
          const text = link.firstChild!;
          const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              // One box per line the word is drawn on.
              return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1;
            })
            .map((word) => word[0]);
        }),
      );
      expect(await page.locator('main ul li a').count()).toBeGreaterThanOrEqual(3);
      expect(split).toEqual([]);
      await page.context().close();
    },
  );
});
