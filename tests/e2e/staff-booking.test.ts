import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { addDays, weekday } from '../../schemas/booking-slots';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalToday } from '../../schemas/nepal-time';
import { openPage, sharedBrowser } from './support/browser';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  openFromNavigation,
  signIn,
  startStaffGateway,
} from './support/staff-fixtures';
import { dateLabel } from './support/nepal-day';
import { createRecord } from './support/table-api';

const browser = sharedBrowser();
let gateway: RunningGateway;
const shots = 'test-results/screens/staff-booking';

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
  mkdirSync(shots, { recursive: true });
});
afterAll(() => gateway?.stop());

/** The next working `day` (Sunday 0) from a week ahead that is no shipped holiday. */
function next(day: number, after = 7) {
  let date = addDays(nepalToday(), after);
  while (weekday(date) !== day || nepalPublicHolidays.some((h) => h.date === date)) date = addDays(date, 1);
  return date;
}

async function admin(width: number) {
  const watched = await openPage(browser(), width);
  await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
  return watched;
}

/** What a visitor in Nepal is offered on /book for `date`, 30-minute meetings: its reason and its start times. */
async function offered(date: string) {
  // A browser in Nepal reading English on the 24-hour clock, as the times below are written.
  const context = await browser().newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kathmandu',
    locale: 'en-GB',
  });
  await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
  const page = await context.newPage();
  await page.goto(`${gateway.url}/book`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Name' }).fill('Visitor');
  await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
  const day = page
    .getByRole('group', { name: 'Dates' })
    .getByRole('button', { name: new RegExp(`^${dateLabel(date)}`) });
  const reason = ((await day.textContent()) ?? '').replace(dateLabel(date), '');
  let times: string[] = [];
  if (reason === 'Free times') {
    await day.click();
    times = await page
      .getByRole('group', { name: /^Start times/ })
      .getByRole('button')
      .allTextContents();
  }
  await context.close();
  return { reason, times };
}

const goTo = async (page: Page, link: string) => {
  await openFromNavigation(page, link);
  await page.getByRole('heading', { name: link, level: 1 }).waitFor();
};

describe('the staff’s booking screens drive the public booking page', () => {
  it('an admin shortens a weekday and adds a holiday; /book stops offering those times at once', async () => {
    const monday = next(1);
    const holiday = next(3);
    expect((await offered(monday)).times).toContain('16:00');
    const { page, errors } = await admin(1280);
    await goTo(page, 'Availability');
    await page.getByLabel('Monday closes').fill('12:00');
    await page.getByLabel('Day', { exact: true }).fill(holiday);
    await page.getByRole('button', { name: 'Add a holiday' }).click();
    await page.screenshot({ path: `${shots}/availability-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Saved. The booking page offers the new times now.').waitFor(eventually);
    expect(errors).toEqual([]);
    const shortened = await offered(monday);
    expect(shortened.times.at(-1)).toBe('11:30');
    expect(shortened.times).not.toContain('12:00');
    expect((await offered(holiday)).reason).toBe('Public holiday');

    const phone = await admin(375);
    await goTo(phone.page, 'Availability');
    await phone.page.screenshot({ path: `${shots}/availability-375.png`, fullPage: true });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.context().close();
    await page.context().close();
  });

  it('the calendar shows a booked meeting, opens it with Enter, and a block by hand closes its slots on /book', async () => {
    const date = next(2, 14);
    const { id } = await createRecord(gateway.url, 'Meeting', {
      Name: 'Kiran Gurung',
      Email: 'kiran@example.com',
      'Preferred date': date,
      'Preferred Time': '10:30',
      'Organisation Type': 'Individual',
      'Meeting Duration': '30 Minutes - 49$',
      Purpose: 'IT Consultancy',
      'Meeting Gateway': 'Zoom',
    });
    expect((await offered(date)).times).toContain('14:00');

    const { page, errors } = await admin(1280);
    await goTo(page, 'Calendar');
    // Week view on a desktop; to the meeting's week with the keyboard: Next week until it shows.
    const day = page.locator(`[data-day="${date}"]`);
    while ((await day.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
    await day.getByRole('link', { name: '10:30–11:00 Kiran Gurung' }).waitFor(eventually);
    expect(await day.textContent()).toContain('Requested');
    expect(await day.textContent()).toContain('Nobody assigned');
    await day.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(addDays(date, 1));
    await page.keyboard.press('ArrowLeft');

    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('From').fill('13:30');
    await page.getByLabel('To', { exact: true }).fill('15:00');
    await page.getByLabel('Reason (optional)').fill('Training');
    await page.getByRole('button', { name: 'Block this time' }).click();
    await day.getByText('13:30–15:00 Blocked: Training').waitFor(eventually);
    await page.screenshot({ path: `${shots}/calendar-week-1280.png`, fullPage: true });
    const blocked = (await offered(date)).times;
    for (const time of ['13:15', '13:30', '14:00', '14:30']) expect(blocked).not.toContain(time);
    expect(blocked).toContain('15:00');

    // The staff member's calendar feed lists the meeting as the invitations have it, and follows Confirm.
    await goTo(page, 'Availability');
    await page.getByRole('button', { name: 'Make my link' }).click();
    const feedUrl = await page.getByRole('textbox', { name: 'Calendar feed link' }).inputValue();
    const feedEvent = async () => {
      const ics = await (await fetch(feedUrl)).text();
      const vevent = new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents('vevent')
        .find((event) => event.getFirstPropertyValue('uid') === `meeting-${id}@www.digitalbridge.com.np`)!;
      return { sequence: vevent.getFirstPropertyValue('sequence'), status: vevent.getFirstPropertyValue('status') };
    };
    expect(await feedEvent()).toEqual({ sequence: 0, status: 'TENTATIVE' });

    await goTo(page, 'Calendar');
    const link = page.locator(`[data-day="${date}"]`).getByRole('link', { name: '10:30–11:00 Kiran Gurung' });
    while ((await link.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/staff/records/Meeting/${id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel('Zoom join link').fill('https://us02web.zoom.us/j/81234567890');
    await confirm.getByRole('button', { name: 'Confirm and e-mail the visitor' }).click();
    await page.getByText(/^Confirmed /).waitFor(eventually);
    expect(await feedEvent()).toEqual({ sequence: 1, status: 'CONFIRMED' });
    expect(errors).toEqual([]);

    const phone = await admin(375);
    await goTo(phone.page, 'Calendar');
    await phone.page.getByRole('button', { name: 'Day', exact: true }).waitFor();
    expect(await phone.page.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    while ((await phone.page.locator(`[data-day="${date}"]`).count()) === 0)
      await phone.page.getByRole('button', { name: 'Next day' }).click();
    await phone.page.getByText('13:30–15:00 Blocked: Training').waitFor(eventually);
    await phone.page.screenshot({ path: `${shots}/calendar-day-375.png`, fullPage: true });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.context().close();
    await page.context().close();
  });
});
