import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { openPage, sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/**
 * Scrolls a page from top to bottom in steps a thumb makes; at each stop, once the page has drawn,
 * names each control of the page (not one that floats or sticks itself) that is under the chat
 * button while the button shows; and counts the stops where it shows.
 */
function scrollUnderChat(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const chat = document.querySelector<HTMLElement>('[data-chat-button]')!;
    const pinned = (node: Element) => {
      for (let at: Element | null = node; at; at = at.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      return false;
    };
    const covered = new Set<string>();
    let shown = 0;
    let stops = 0;
    for (let y = 0; ; y += 150) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
      stops++;
      if (chat.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        shown++;
        const box = chat.getBoundingClientRect();
        for (const control of document.querySelectorAll(
          'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
        )) {
          const at = control.getBoundingClientRect();
          const overlaps =
            at.width > 0 && at.left < box.right && at.right > box.left && at.top < box.bottom && at.bottom > box.top;
          if (overlaps && !pinned(control) && control.checkVisibility({ visibilityProperty: true }))
            covered.add(
              `${control.localName} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}" at ${y}`,
            );
        }
      }
      if (y + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    return { covered: [...covered], shown, stops };
  });
}

describe('on a phone the chat button steps aside while a control passes under it', () => {
  const paths = [...routeTable.map((route) => route.path).filter((path) => path !== '/'), '/ne/career', '/ne/book'];
  it.concurrent.for(paths)(
    '%s at 375: no control is ever under it, and it shows where none is',
    async (path, { expect }) => {
      const { page, errors } = await openPage(browser(), 375, 700);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const { covered, shown, stops } = await scrollUnderChat(page);
      expect(covered).toEqual([]);
      // It steps aside only while it must: a page is not read with the chat gone.
      expect(shown, `shown at ${shown} of ${stops} stops`).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
