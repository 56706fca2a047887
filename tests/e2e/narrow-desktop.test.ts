import { describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('the header on a narrow desktop, where the links first show beside the logo', () => {
  it.each([
    ['/about', 769],
    ['/ne/about', 769],
    ['/ne/about', 1024],
  ])(
    '%s at %i px: every link, the language switch and the button on one line inside the window',
    async (path, width) => {
      const { page } = await openPage(browser(), width, 800);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const header = await page.evaluate(() => {
        const nav = document.querySelector('header nav')!;
        const controls = [...nav.querySelectorAll('ul a, [data-language-switch], a[href$="/book"]')].filter(
          (control) => control.getBoundingClientRect().width > 0,
        );
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          names: controls.map((control) => control.textContent),
          // A control drawn on two lines, or reaching past the window's edge.
          broken: controls
            .filter((control) => {
              const box = control.getBoundingClientRect();
              return control.getClientRects().length > 1 || box.right > window.innerWidth || box.left < 0;
            })
            .map((control) => control.textContent),
          wrapped: [...document.querySelectorAll('aside [href^="tel:"], aside p > span')]
            .filter((text) => text.getClientRects().length > 1)
            .map((text) => text.textContent),
        };
      });
      expect(header.overflow).toBe(0);
      expect(header.names).toHaveLength(9);
      expect(header.broken).toEqual([]);
      expect(header.wrapped).toEqual([]);
      await page.context().close();
    },
  );
});
