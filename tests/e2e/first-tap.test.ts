import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type State, stateOf, type TapControl, tapControls } from '../../bench/first-tap-controls';
import { routeTable } from '../../src/app/route-table';
import { localizedPath } from '../../src/i18n/locale';
import { sharedBrowser } from './support/browser';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/**
 * On every page in both languages, on a phone with touch: the first tap on each control of
 * bench/first-tap-controls.ts, given before its island's code has arrived, does what a tap once
 * the code is there does (the menu opens, a list shows its options, a carousel moves): no tap lost.
 * Not timed (`npm run bench:first-tap` times it).
 */
async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('support-popup-seen', '1');
    } catch {
      /* a frame with no storage */
    }
  });
  // tsx names functions through a `__name` helper, which the page needs too.
  await context.addInitScript(`window.__name = (f) => f; window.tapState = ${stateOf.toString()}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const state = (page: Page, selector: string): Promise<State> =>
  page.evaluate((selector) => (window as unknown as { tapState: (s: string) => State }).tapState(selector), selector);

async function tap(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The state a tap leads to, once it has stopped changing (the island hydrated, the list drawn). */
async function answer(page: Page, selector: string, before: State): Promise<State> {
  // A lost tap never changes the state; a kept one does once the island's code has arrived, which
  // on a busy machine (CI runs two browser files at a time) can take more than the usual 15 s.
  await expect
    .poll(() => state(page, selector), { message: `a tap on ${selector} was lost`, timeout: 40_000 })
    .not.toBe(before);
  let last = await state(page, selector);
  for (;;) {
    await page.waitForTimeout(400);
    const now = await state(page, selector);
    if (now === last) return now;
    last = now;
  }
}

/**
 * What a tap on the control does: a text field takes the focus (the form around it may still be
 * drawing, as /book's slot picker does once its free times arrive); any other control, its island's state.
 */
function outcome(control: TapControl, tapped: State): string {
  if (control.putBack !== 'blur') return tapped;
  const { focused, label } = JSON.parse(tapped) as { focused: boolean; label: string | null };
  return JSON.stringify({ focused, label });
}

async function putBack(page: Page, control: TapControl) {
  if (control.putBack === 'escape') await page.keyboard.press('Escape');
  else if (control.putBack === 'again') await tap(page, control.tap);
  else if (control.putBack === 'blur')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  else if (control.putBack !== 'none') await tap(page, control.putBack.tap);
}

const cases = routeTable
  .flatMap((route) => [route.path, localizedPath(route.path, 'ne')])
  .flatMap((path) => tapControls(path.replace(/^\/ne(\/|$)/, '/') || '/', false).map((control) => ({ path, control })))
  .map(({ path, control }) => [`${path} ${control.name}`, path, control] as const);

describe('a first tap does what a later one does, on a phone, in both languages', () => {
  it.each(cases)('%s', async (_, path, control) => {
    const { page, errors } = await phonePage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    const island = page.locator(control.tap).first();
    await island.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const before = await state(page, control.tap);

    await tap(page, control.tap);
    const first = await answer(page, control.tap, before);

    if (control.putBack !== 'none') {
      await putBack(page, control);
      await page.waitForTimeout(1500);
      // Put back as it was, or as near as it goes (a video once shown stays in the page); a state
      // that no tap can put back (the playlist's) leaves only the first tap to check, as in the bench.
      const again = await state(page, control.tap);
      if (again !== first) {
        await tap(page, control.tap);
        expect(outcome(control, await answer(page, control.tap, again))).toBe(outcome(control, first));
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
