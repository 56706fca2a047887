import type { Page } from 'playwright-core';
import { type ExpectStatic, describe, inject, it } from 'vitest';
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
async function answer(expect: ExpectStatic, page: Page, selector: string, before: State): Promise<State> {
  // A lost tap never changes the state; a kept one does once the island's code has arrived, which
  // on a busy machine (CI runs two browser files at a time) can take more than the usual 15 s.
  await expect
    .poll(() => state(page, selector), { message: `a tap on ${selector} was lost`, timeout: 40_000 })
    .not.toBe(before);
  return steady(page, selector);
}

/** The control's state once it has held for 250 ms. */
async function steady(page: Page, selector: string): Promise<State> {
  let last = await state(page, selector);
  for (;;) {
    await page.waitForTimeout(250);
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

const islandOf = (control: TapControl) => /\[data-island="([^"]+)"\]/.exec(control.tap)?.[1];

/**
 * A page's controls in as few page loads as keep every first tap a first tap: two controls of one
 * island go to different loads (the first would wake the island the second is to be tapped before),
 * and a control that cannot be put back comes last in its load. A control in no island (the menu, a
 * popover) goes with the first.
 */
function loadsOf(controls: TapControl[]): TapControl[][] {
  const loads: TapControl[][] = [];
  for (const control of controls.toSorted((a, b) => Number(a.putBack === 'none') - Number(b.putBack === 'none'))) {
    const island = islandOf(control);
    const load = loads.find(
      (taps) =>
        !taps.some((other) => other.putBack === 'none') &&
        (!island || !taps.some((other) => islandOf(other) === island)),
    );
    if (load) load.push(control);
    else loads.push([control]);
  }
  return loads;
}

const cases = routeTable
  .flatMap((route) => [route.path, localizedPath(route.path, 'ne')])
  .flatMap((path) =>
    loadsOf(tapControls(path.replace(/^\/ne(\/|$)/, '/') || '/', false)).map((controls) => ({ path, controls })),
  )
  .map(
    ({ path, controls }) => [`${path}: ${controls.map((control) => control.name).join(', ')}`, path, controls] as const,
  );

// Pages side by side (the e2e project's maxConcurrency): most of a case is waiting for a state to hold.
describe.concurrent('a first tap does what a later one does, on a phone, in both languages', () => {
  // Each test's own expect: tests that run side by side must not share one.
  it.for(cases)('%s', async ([, path, controls], { expect }) => {
    const { page, errors } = await phonePage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    for (const control of controls) {
      const island = page.locator(control.tap).first();
      await island.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // An island that wakes only when used has not woken: the tap comes before its code (another
      // control's tap on this load woke only its own island).
      const wake = await island.evaluate((element) => {
        const root = element.closest('[data-island]');
        return { mode: root?.getAttribute('data-hydrate'), hydrated: root?.hasAttribute('data-hydrated') };
      });
      if (wake.mode === 'interaction') expect(wake.hydrated, `${control.name} woken before its tap`).toBe(false);
      const before = await state(page, control.tap);

      await tap(page, control.tap);
      const first = await answer(expect, page, control.tap, before);

      if (control.putBack !== 'none') {
        await putBack(page, control);
        // Put back as it was, or as near as it goes (a video once shown stays in the page); a state
        // that no tap can put back (the playlist's) leaves only the first tap to check, as in the bench.
        const again = await steady(page, control.tap);
        if (again !== first) {
          await tap(page, control.tap);
          expect(outcome(control, await answer(expect, page, control.tap, again)), control.name).toBe(
            outcome(control, first),
          );
        }
        // The next control starts from the page as it was: a layer put back, nothing left open.
        if (control !== controls.at(-1)) {
          await putBack(page, control);
          await steady(page, control.tap);
        }
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
