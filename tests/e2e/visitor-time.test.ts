import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { meetingWhen } from '../../schemas/meeting-when';
import { waitFor } from '../../server/testing/fault-proxy';
import { sharedBrowser } from './support/browser';
import { mailingGateway } from './support/mailing-gateway';
import { storedRecords } from './support/table-api';
import { uniqueEmail } from './support/unique';

const browser = sharedBrowser();
/** Where the screenshots go (picker and confirmation, both languages, phone and desktop). */
const SHOTS = '/work/shots/46-tz';
const rig = mailingGateway();

/** A phone or desktop in New York whose browser reads English on the 12-hour clock. */
async function newYorker(path: string, width: number, javaScriptEnabled = true) {
  const context = await browser().newContext({
    viewport: { width, height: 900 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
    javaScriptEnabled,
    reducedMotion: 'reduce',
  });
  if (javaScriptEnabled) await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${rig.gateway.url}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

const twelveHour = /^\d{1,2}:\d\d [AP]M \(\d{1,2}:\d\d [AP]M Nepal\)$/;

async function fillTheRest(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Individual');
  await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('15 Minutes - Free');
  await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
  await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
}

describe('a visitor in New York', () => {
  it('without script: the picker is in the page (Nepal time), a zone pressed shows New York time on the 12-hour clock, and the booking carries the zone', async () => {
    const { page } = await newYorker('/book', 375, false);
    const picker = page.getByRole('group', { name: 'Free times' });
    await picker.getByText('Dates and times in Nepal time').waitFor();
    expect(await page.getByRole('group', { name: 'Dates' }).getByText('Free times').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ram Thapa');
    await picker.locator('summary', { hasText: 'Show times in: Nepal time' }).click();
    await picker.getByRole('button', { name: 'New York time' }).click();
    await page.getByText('Dates and times in New York time').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ram Thapa');
    const firstDay = page.getByRole('radiogroup', { name: /^Start times/ }).first();
    const first = firstDay.locator('label').first();
    expect((await first.textContent())?.trim()).toMatch(twelveHour);
    const chosen = await first.locator('input').getAttribute('value');
    await first.click();
    const email = uniqueEmail('ny-noscript');
    await fillTheRest(page, email);
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();
    const stored = (await storedRecords(rig.gateway.url, rig.gateway.staffToken, 'Meeting')).filter(
      (record) => record.fields.Email === email,
    );
    expect(stored.map((record) => record.fields)).toMatchObject([
      {
        'Preferred date': chosen!.slice(0, 10),
        'Preferred Time': chosen!.slice(11),
        'Visitor Time Zone': 'America/New_York',
      },
    ]);
    await page.context().close();
  });

  it.each([375, 1280])(
    'with script at %i px: New York days and times once the form wakes, the booking lands with the zone, the panel and the e-mail give New York time first',
    async (width) => {
      const { page, errors } = await newYorker('/book', width);
      // As it arrives, before the form's code runs: the free times are already on the page.
      await page.getByText('Dates and times in Nepal time').waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill('Sita Karki');
      await page.getByText('Dates and times in New York time').waitFor();
      expect(await page.getByRole('combobox', { name: 'Show times in' }).inputValue()).toBe('America/New_York');
      const times = page.getByRole('group', { name: /^Start times/ }).getByRole('button');
      const label = (await times.first().textContent())!;
      expect(label).toMatch(twelveHour);
      await page.getByRole('group', { name: 'Free times' }).screenshot({ path: `${SHOTS}/picker-en-${width}.png` });
      await times.first().click();
      const date = await page.getByLabel('Preferred Date').inputValue();
      const time = await page.getByLabel('Preferred Time').inputValue();
      const email = uniqueEmail(`ny-${width}`);
      await fillTheRest(page, email);
      await page.getByRole('button', { name: 'Book Meeting' }).click();
      const panel = page.getByRole('status').filter({ hasText: 'Requested: we will confirm by e-mail.' });
      await panel.waitFor();
      const when = meetingWhen({ date, time }, 'America/New_York', 'en', 'full');
      expect(await panel.textContent()).toContain(when);
      await panel.screenshot({ path: `${SHOTS}/confirmation-en-${width}.png` });
      const stored = (await storedRecords(rig.gateway.url, rig.gateway.staffToken, 'Meeting')).filter(
        (record) => record.fields.Email === email,
      );
      expect(stored.map((record) => record.fields['Visitor Time Zone'])).toEqual(['America/New_York']);
      const mail = (await waitFor(() => rig.sink.received.find((m) => m.envelopeTo.includes(email)), 20_000))!;
      expect(mail.parsed.subject).toBe(
        `Requested: your meeting on ${meetingWhen({ date, time }, 'America/New_York', 'en', 'short')}`,
      );
      expect(mail.parsed.subject).toMatch(/ [AP]M New York time \(/);
      expect(mail.parsed.text).toContain(when);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each([375, 1280])(
    'on /ne/book at %i px: New York time named in Nepali, and the confirmation in Nepali',
    async (width) => {
      const { page, errors } = await newYorker('/ne/book', width);
      await page.getByText('मिति र समय: नेपाल समय').waitFor();
      await page.getByRole('textbox', { name: 'नाम', exact: true }).fill('सीता कार्की');
      await page.getByText('मिति र समय: न्युयोर्क समय').waitFor();
      await page.getByRole('group', { name: 'खाली समय' }).screenshot({ path: `${SHOTS}/picker-ne-${width}.png` });
      const times = page.getByRole('group', { name: /^सुरु हुने समय/ }).getByRole('button');
      expect(await times.first().textContent()).toMatch(/^[०-९]{2}:[०-९]{2} \(नेपाल [०-९]{2}:[०-९]{2}\)$/);
      await times.first().click();
      const date = await page.getByLabel('चाहेको मिति').inputValue();
      const time = await page.getByLabel('चाहेको समय').inputValue();
      const email = uniqueEmail(`ny-ne-${width}`);
      await page.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill(email);
      const choices = {
        'संस्थाको प्रकार': 'Individual',
        'बैठकको अवधि': '30 Minutes - 49$',
        'बैठकको उद्देश्य': 'IT Consultancy',
        'बैठकको माध्यम': 'Zoom',
      };
      for (const [name, value] of Object.entries(choices))
        await page.getByRole('combobox', { name }).selectOption(value);
      await page.getByRole('button', { name: 'बैठक बुक गर्नुहोस्' }).click();
      const panel = page.getByRole('status').filter({ hasText: 'अनुरोध पठाइयो' });
      await panel.waitFor();
      expect(await panel.textContent()).toContain(meetingWhen({ date, time }, 'America/New_York', 'ne', 'full'));
      expect(await panel.textContent()).toContain('यो बैठकको शुल्क');
      await panel.screenshot({ path: `${SHOTS}/confirmation-ne-${width}.png` });
      const mail = (await waitFor(() => rig.sink.received.find((m) => m.envelopeTo.includes(email)), 20_000))!;
      expect(mail.parsed.subject).toContain(meetingWhen({ date, time }, 'America/New_York', 'ne', 'short'));
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
