import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  signedOutProbe,
  startStaffGateway,
  submitCallback,
} from './support/staff-fixtures';

const browser = sharedBrowser();
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(() => gateway?.stop());

/** What has focus: its tag, accessible text, and whether a focus indicator is drawn around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'BODY', text: '', id: '', ring: false };
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    return { tag: element.tagName, text: (element.textContent ?? '').trim(), id: element.id, ring };
  });

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.ring, `focus on ${now.tag} "${now.text}" is visible`).toBe(true);
    if (matches(now)) return now;
  }
  throw new Error(`Tab never reached the element after ${max} presses`);
}

describe('the back office without a mouse', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: sign in, move through the inbox, open a record, change its status, sign out`, async () => {
      const place = width < 600 ? 'Phone' : 'Desk';
      const [older, newer] = [`Older ${place}`, `Newer ${place}`];
      await submitCallback(gateway.url, 'Older', place, '9811111111');
      await submitCallback(gateway.url, 'Newer', place, '9822222222');
      const { page, errors } = await openPage(browser(), width, width < 600 ? 812 : 900);
      await page.goto(`${gateway.url}/staff/inbox`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();

      await tabTo(page, (f) => f.id === 'email');
      await page.keyboard.type(adminAccount.email);
      await page.keyboard.press('Tab');
      expect((await focused(page)).id).toBe('password');
      await page.keyboard.type(adminAccount.password);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'All new', level: 1 }).waitFor();

      // Newest first: the first row is the newer request, the one below it the older. A keyboard user
      // tabs once the list is there: before it is (a busy machine draws the heading first), Tab runs
      // off the end of the page into the browser's own controls.
      await page.locator('a[data-row-link]', { hasText: newer }).waitFor();
      await tabTo(page, (f) => f.tag === 'A' && f.text === newer);
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).text).toBe(older);
      await page.keyboard.press('ArrowUp');
      expect((await focused(page)).text).toBe(newer);
      await page.keyboard.press('ArrowUp');
      expect((await focused(page)).text).toBe(newer);
      await page.keyboard.press('End');
      expect((await focused(page)).text).toBe(await page.locator('a[data-row-link]').last().textContent());
      await page.keyboard.press('Home');
      expect((await focused(page)).text).toBe(newer);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: older, level: 1 }).waitFor();

      await tabTo(page, (f) => f.id === 'record-status');
      const before = await page.locator('#record-status').inputValue();
      await page.keyboard.press('ArrowDown');
      await page.getByText('Saved.').waitFor();
      const after = await page.locator('#record-status').inputValue();
      expect(after).not.toBe(before);
      await page.reload();
      await page.getByRole('heading', { name: older, level: 1 }).waitFor();
      expect(await page.locator('#record-status').inputValue()).toBe(after);

      await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'Sign out');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(errors.filter((error) => error !== signedOutProbe)).toEqual([]);
      await page.context().close();
    });
  }

  it('on a slow phone, a sign-in typed at full speed sends what was typed, the last key and Enter included', async () => {
    const { page, errors } = await openPage(browser(), 375, 812);
    await page.goto(`${gateway.url}/staff/sign-in`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/staff/api/session')
        sent.push(request.postDataJSON());
    });

    await page.getByLabel('E-mail address').focus();
    await page.keyboard.type(adminAccount.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(adminAccount.password);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/staff/api/session',
    );
    await page.keyboard.press('Enter');
    await answered;
    expect(sent).toEqual([{ email: adminAccount.email, password: adminAccount.password }]);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    expect(errors.filter((error) => error !== signedOutProbe)).toEqual([]);
    await page.context().close();
  });
});
