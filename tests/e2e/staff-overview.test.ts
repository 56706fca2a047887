import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openFolderDatabase } from '../../server/testing/folder-database';
import { typedDb } from '../../server/storage/typed-db';
import { navGroups } from '../../src/staff/app/route-table';
import { launchBrowser, openPage } from './support/browser';
import { withoutSystemFonts } from './support/fontconfig';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  signIn,
  startStaffGateway,
  submitCallback,
} from './support/staff-fixtures';

const shots = '/work/shots/47-overview';
let gateway: RunningGateway;
// A phone or PC without a Devanagari font of its own (an iPhone, a Windows PC): the back office brings its own.
let bare: Browser;

/** Moves a record's arrival back, as if it came `days` ago (the gateway lists by arrival). */
async function arrivedDaysAgo(id: string, days: number) {
  const db = await openFolderDatabase(gateway.dataDir);
  try {
    const at = new Date(Date.now() - days * 86_400_000).toISOString();
    const typed = typedDb(db);
    typed.run((q) => q.updateTable('records').set({ created_time: at }).where('id', '=', id));
    typed.run((q) =>
      q
        .updateTable('staff_record_meta')
        .set({ created_time: at })
        .where('seq', 'in', (sub) => sub.selectFrom('records').select('seq').where('id', '=', id)),
    );
  } finally {
    db.close();
  }
}

/** The state of the back office's Devanagari face: 'unloaded' until Devanagari is drawn. */
const devanagariFace = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].find((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari')?.status;
  });

/**
 * The whole page as its reader sees it: the window made as tall as the page, so the phone's
 * navigation bar is drawn at the bottom (a full-page capture draws it where the window ended).
 */
async function screenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await page.screenshot({ path: `${shots}/${name}.png` });
  await page.setViewportSize(size);
}

/** The admin signed in at `width`, on a device without a Devanagari font, with the navigation to hand. */
async function signedInNavigation(width: number, height: number) {
  const watched = await openPage(bare, width, height);
  await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
  return { ...watched, nav: watched.page.getByRole('navigation', { name: 'Back office' }) };
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
  const { id } = await submitCallback(gateway.url, 'सीता', 'कार्की', '9811111111');
  await arrivedDaysAgo(id, 4);
  await submitCallback(gateway.url, 'Fresh', 'Caller', '9822222222');
  bare = await launchBrowser(withoutSystemFonts('*NotoSansDevanagari*'));
});
afterAll(async () => {
  await bare?.close();
  await gateway?.stop();
});

describe('the owner’s overview', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: signed in, the overview is the first screen; "waiting" opens that list, in Devanagari`, async () => {
      const { page, errors } = await signedInNavigation(width, width < 600 ? 812 : 900);
      await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/staff\/?$/);
      const waiting = page.getByRole('link', { name: '1 submission has waited longer than a working day' });
      await waiting.waitFor(eventually);
      await expect.poll(() => page.getByRole('link', { name: /^No meetings today/ }).count()).toBe(1);
      // Nothing in Devanagari on screen yet: its font is not fetched.
      expect(await devanagariFace(page)).toBe('unloaded');
      if (width === 375)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `overview-${width}`);

      await waiting.click();
      await page.getByRole('heading', { name: 'New submissions waiting over a working day', level: 1 }).waitFor();
      const rows = page.locator('main a[data-row-link]');
      await expect.poll(() => rows.allTextContents(), eventually).toEqual(['सीता कार्की']);
      expect(new URL(page.url()).search).toBe('?waiting=1');
      // Drawn from the back office's own Devanagari face, fetched once the name was on screen.
      await expect.poll(() => devanagariFace(page), eventually).toBe('loaded');
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        return ['"Noto Sans Devanagari"', '"Inter Variable"'].map((family) => {
          context.font = `16px ${family}`;
          return context.measureText('सीता कार्की').width;
        });
      });
      // Without the face the letters are boxes of one width each, a different line width altogether.
      expect(Math.abs(widths[0] - widths[1])).toBeGreaterThan(1);
      await screenshot(page, `waiting-${width}`);

      if (width === 375) {
        // The last control of the page can be brought above the navigation bar, never under it.
        const covered = await page.evaluate(() => {
          const controls = [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main select')];
          const last = controls.at(-1)!;
          window.scrollTo(0, document.documentElement.scrollHeight);
          const bar = document.querySelector('[data-bottom-nav]')!.getBoundingClientRect();
          return last.getBoundingClientRect().bottom > bar.top;
        });
        expect(covered).toBe(false);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('at 375 px the navigation is six groups along the bottom, worked by keyboard', async () => {
    const { page, errors, nav } = await signedInNavigation(375, 812);
    // The Inbox button's count arrives with the first counts answer, a moment after the bar is drawn.
    await expect.poll(() => nav.locator('[data-group]').nth(1).textContent()).toBe('Inbox2 new in all tables');
    const groups = await nav.locator('[data-group]').allTextContents();
    expect(groups.map((group) => group.replace(/\d+ new in all tables$/, ''))).toEqual(navGroups);
    const focusedText = () => page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim());
    const focusRing = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });

    await nav.getByRole('button', { name: /^Inbox/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toMatch(/^All new/);
    expect(await focusRing()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toMatch(/^Callback requests/);
    await page.screenshot({ path: `${shots}/navigation-inbox-375.png` });
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('link', { name: /^Callback requests/ }).count()).toBe(0);
    await expect.poll(focusedText).toMatch(/^Inbox/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedText).toBe('Calendar');
    expect(await focusRing()).toBe(true);
    await page.keyboard.press('Enter');
    // The group's first page has the focus once its list is drawn.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#bottom-nav-pages') !== null))
      .toBe(true);
    expect(await focusedText()).toBe('Calendar');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Availability');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor();
    // Opened, the page's group is marked and its list is closed again.
    expect(await nav.getByRole('link', { name: 'Availability' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px every group is listed in the side column and reached with Tab', async () => {
    const { page, errors, nav } = await signedInNavigation(1280, 900);
    expect(await nav.getByRole('heading').allTextContents()).toEqual(navGroups);
    await nav.getByRole('link', { name: 'Overview' }).focus();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Launch checklist');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^All new/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'All new', level: 1 }).waitFor();
    await page.screenshot({ path: `${shots}/navigation-1280.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
