import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { openPage, sharedBrowser } from './support/browser';
import { floatingActions } from './support/floating-actions';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const widths = [375, 768, 1280];
const heights = [700, 900];

/**
 * Brings every visible interactive element into view the ways a visitor does, in page order from
 * where the window is: as keyboard focus or a link brings it (the least scrolling that shows it
 * inside the page's scroll padding, so one already in view stays where it is) and scrolled to the
 * middle of the window; names each one whose centre is then under a fixed or sticky element it is
 * not part of. `fromY` limits the pass to elements below that page offset.
 */
function coveredElements(page: Page, fromY = 0) {
  return page.evaluate((fromY) => {
    const describe = (node: Element) =>
      `<${node.tagName.toLowerCase()}> "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`;
    const pinnedAncestor = (node: Element | null) => {
      for (let current = node; current; current = current.parentElement) {
        const { position } = getComputedStyle(current);
        if (position === 'fixed' || position === 'sticky') return current;
      }
      return null;
    };
    const interactive = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role=button], [role=tab]',
      ),
    ].filter((node) => {
      const box = node.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        !pinnedAncestor(node) &&
        !node.closest('[inert], [aria-hidden=true]') &&
        node.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.top + window.scrollY >= fromY
      );
    });
    const found = new Set<string>();
    const check = (node: HTMLElement, how: string) => {
      const box = node.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return;
      const hit = document.elementFromPoint(x, y);
      if (!hit || node.contains(hit)) return;
      const cover = pinnedAncestor(hit);
      if (cover && !cover.contains(node)) found.add(`${describe(node)} ${how}: under ${describe(cover)}`);
    };
    const start = window.scrollY;
    for (const block of ['nearest', 'center'] as const) {
      window.scrollTo({ top: start, behavior: 'instant' });
      for (const node of interactive) {
        node.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        check(node, `scrolled ${block}`);
      }
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    return [...found];
  }, fromY);
}

/** Waits until the page height and its fixed controls stop changing after a scroll. */
async function settle(page: Page) {
  let last = '';
  for (;;) {
    const now = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const fixed = [...document.querySelectorAll('body *')].filter(
        (node) => getComputedStyle(node).position === 'fixed',
      );
      return JSON.stringify([document.documentElement.scrollHeight, fixed.map((node) => node.outerHTML.length)]);
    });
    if (now === last) return;
    last = now;
  }
}

describe('every route at 375, 768 and 1280 wide', () => {
  it.each(routeTable.map((route) => route.path))(
    '%s loads by direct URL with its h1, no console error and no horizontal overflow; at 700 and 900 high no interactive element is under a fixed one',
    async (path) => {
      const { page, errors } = await openPage(browser());
      const problems: string[] = [];
      for (const viewport of widths.flatMap((width) => heights.map((height) => ({ width, height })))) {
        await page.setViewportSize(viewport);
        const size = `${viewport.width}x${viewport.height}`;
        // Each width loads once; the taller window is the same page resized (the page's layout and
        // its fixed controls answer a resize as a load: CSS, and scripts listening for it).
        if (viewport.height === heights[0]) {
          const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
          expect(response?.status(), size).toBe(200);
          await page.locator('h1').first().waitFor();
          const headings = await page.locator('h1').count();
          if (headings !== 1) problems.push(`${size} ${headings} h1`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${size} ${overflow}px wider than the window`);
          // Content laid out only as it nears the window (content-visibility: auto) is drawn here as a
          // visitor scrolling to it sees it: hit-testing a box not yet drawn would find nothing over it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        } else {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          // The home page's end-of-page prompt, collapsed at the shorter height, starts over at the top.
          await page.getByRole('button', { name: 'Open the consultation prompt' }).waitFor({ state: 'detached' });
        }
        await settle(page);
        problems.push(...(await coveredElements(page)).map((problem) => `${size} ${problem}`));
        // A phone shows one floating action at a time (phone-floating.test.ts: the home page's turns).
        const floating = await floatingActions(page);
        if (viewport.width === 375 && floating.length > 1) problems.push(`${size} floating: ${floating.join(', ')}`);
        // Near the end of a page the home page's consultation prompt slides in; check the end with it open.
        const endZone = await page.evaluate(() => {
          const top = Math.max(0, document.documentElement.scrollHeight - window.innerHeight - 1000);
          window.scrollTo({ top, behavior: 'instant' });
          return top;
        });
        if (path === '/') await page.getByRole('complementary', { name: 'Ready to talk?' }).waitFor();
        await settle(page);
        problems.push(...(await coveredElements(page, endZone)).map((problem) => `${size} end: ${problem}`));
        // Closed, it collapses into a round button above the chat button.
        const close = page.getByRole('button', { name: 'Close the prompt' });
        if ((await close.count()) > 0) {
          await close.click();
          await page.getByRole('button', { name: 'Open the consultation prompt' }).waitFor();
          await settle(page);
          problems.push(...(await coveredElements(page, endZone)).map((problem) => `${size} collapsed: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    180_000,
  );
});

describe('the booking picker in a visitor’s own zone', () => {
  it.each(['/book', '/ne/book'])(
    '%s: with the picker awake in New York time, no date, time or control of it is under a floating button, at 375 and 1280',
    async (path) => {
      const problems: string[] = [];
      for (const [width, height] of [
        [375, 700],
        [1280, 900],
      ]) {
        const { page, errors } = await openPage(browser(), width, height, { timezoneId: 'America/New_York' });
        await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
        // The form wakes at the visitor's first touch; the picker then turns to their zone.
        await page.locator('input[name="Name"]').fill('Ram');
        await page
          .getByText(path === '/book' ? 'Dates and times in New York time' : 'मिति र समय: न्युयोर्क समय')
          .waitFor();
        const picker = page.getByRole('group', { name: path === '/book' ? 'Free times' : 'खाली समय' });
        const top = await picker.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
        // The last row of days and its times, as a visitor scrolling down the picker meets them.
        await picker.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await settle(page);
        problems.push(...(await coveredElements(page, top)).map((problem) => `${width}: ${problem}`));
        expect(errors).toEqual([]);
        await page.context().close();
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
