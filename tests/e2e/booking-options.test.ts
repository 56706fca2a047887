import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../scripts/gateway-process.mjs';
import { forms as nepali } from '../../src/content/ne/forms';
import { seriousAxeProblems } from './support/accessibility';
import { openPage, sharedBrowser } from './support/browser';
import { freeDayAt } from './support/nepal-day';
import {
  addAccountWithCli,
  adminAccount,
  eventually,
  openFromNavigation,
  signIn,
  startStaffGateway,
} from './support/staff-fixtures';
import { storedRecords } from './support/table-api';

// Issue 46: staff add the company's own purpose of meeting in both languages; a visitor books it on /ne/book.

const browser = sharedBrowser();
let gateway: RunningGateway;
const shots = '/work/shots/46-options';
const purpose = { en: 'Study abroad counselling', ne: 'विदेश अध्ययन परामर्श' };

beforeAll(async () => {
  gateway = await startStaffGateway();
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(() => gateway?.stop());

async function bookingOptionsPage(width: number) {
  const watched = await openPage(browser(), width);
  await signIn(watched, gateway.url, adminAccount.email, adminAccount.password);
  const { page } = watched;
  await openFromNavigation(page, 'Booking options');
  await page.getByRole('heading', { name: 'Booking options', level: 1 }).waitFor();
  return watched;
}

const options = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name })
    .locator('option')
    .evaluateAll((list) => list.map((option) => option.textContent));

describe('booking options, from the back office to the booking form', () => {
  it('an admin adds a purpose in English and Nepali with the keyboard and stops offering Microsoft Teams', async () => {
    const { page, errors } = await bookingOptionsPage(1280);
    await page.getByRole('button', { name: 'Add a purpose' }).focus();
    await page.keyboard.press('Enter');
    // The new purpose's English name has the focus (once its row is drawn); Tab leads to its Nepali name.
    const english = page.getByLabel('Purpose 16 in English');
    await expect.poll(() => english.evaluate((node) => node === document.activeElement), eventually).toBe(true);
    await page.keyboard.type(purpose.en);
    await page.keyboard.press('Tab');
    await page.keyboard.type(purpose.ne);
    expect(await page.getByLabel('Purpose 16 in Nepali').inputValue()).toBe(purpose.ne);
    await page.getByRole('checkbox', { name: 'Microsoft Teams' }).uncheck();
    await page.screenshot({ path: `${shots}/staff-booking-options-1280.png`, fullPage: true });
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save booking options' }).click();
    await page.getByText('Saved. The booking form offers these from the next visit on.').waitFor(eventually);
    expect(errors).toEqual([]);
    await page.context().close();

    const phone = await bookingOptionsPage(375);
    await phone.page.getByLabel('Purpose 16 in English').waitFor();
    expect(await phone.page.getByLabel('Purpose 16 in English').inputValue()).toBe(purpose.en);
    await phone.page.screenshot({ path: `${shots}/staff-booking-options-375.png`, fullPage: true });
    expect(await seriousAxeProblems(phone.page)).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });

  it('a visitor on /ne/book sees the purpose in Nepali before any script, books it, and it is stored in English', async () => {
    // The page as it arrives, before any script: the gateway rendered the options into it.
    const html = await (await fetch(`${gateway.url}/ne/book`)).text();
    expect(html).toContain(`<option value="${purpose.en}">${purpose.ne}</option>`);
    expect(html).not.toContain('<option value="Microsoft Teams">');

    const { page, errors } = await openPage(browser(), 375);
    await page.goto(`${gateway.url}/ne/book`, { waitUntil: 'networkidle' });
    expect((await options(page, nepali.labels.Purpose)).slice(-1)).toEqual([purpose.ne]);
    expect((await options(page, nepali.labels['Meeting Gateway'])).slice(1)).toEqual(['Zoom', 'Google Meet']);
    const day = await freeDayAt(gateway.url, 10, '11:15', 30);
    await page.getByRole('textbox', { name: 'नाम' }).fill('आशा गुप्ता');
    await page.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill('asha.abroad@example.com');
    await page.getByLabel('चाहेको मिति').fill(day);
    await page.getByLabel('चाहेको समय').fill('11:15');
    await page.getByRole('combobox', { name: 'संस्थाको प्रकार' }).selectOption({ label: 'व्यक्तिगत' });
    await page
      .getByRole('combobox', { name: 'बैठकको अवधि' })
      .selectOption({ label: '३० मिनेट · रु. ६,५०० (करिब ४९ अमेरिकी डलर)' });
    await page.getByRole('combobox', { name: nepali.labels.Purpose }).selectOption({ label: purpose.ne });
    await page.getByRole('combobox', { name: nepali.labels['Meeting Gateway'] }).selectOption({ label: 'Google Meet' });
    await page.getByRole('combobox', { name: nepali.labels.Purpose }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/ne-book-purpose-375.png` });
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: nepali.meeting.submit }).click();
    await page.getByText(nepali.meeting.booked).waitFor(eventually);
    expect(errors).toEqual([]);
    await page.context().close();

    const stored = (await storedRecords(gateway.url, gateway.staffToken, 'Meeting')).filter(
      (record) => record.fields.Email === 'asha.abroad@example.com',
    );
    expect(stored.map((record) => [record.fields.Purpose, record.fields['Meeting Gateway']])).toEqual([
      [purpose.en, 'Google Meet'],
    ]);
  });
});
