import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { zonedDateTime } from '../../schemas/zoned-time';
import { sharedBrowser } from './support/browser';
import { dateLabel, freeDayAt } from './support/nepal-day';
import { storedRecords } from './support/table-api';
import { uniqueEmail } from './support/unique';

const baseURL = inject('baseURL');
const staffToken = inject('staffToken');
const browser = sharedBrowser();

/** A page whose browser believes it is in `timeZoneId`, as a visitor abroad's does. */
async function visitorIn(b: Browser, timeZoneId: string, path: string) {
  const context = await b.newContext({
    viewport: { width: 375, height: 900 },
    timezoneId: timeZoneId,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('booking a free slot from another time zone', () => {
  it('a visitor in New York books a slot shown in their time with Nepal time beside it; the next visitor no longer sees it', async () => {
    // A date well apart from the other tests' bookings on this gateway.
    const day = await freeDayAt(baseURL, 35, '10:45', 30);
    const start = new Date(`${day}T10:45:00+05:45`);
    const local = zonedDateTime(start, 'America/New_York');
    const email = uniqueEmail('zone');

    const { page, errors } = await visitorIn(browser(), 'America/New_York', '/book');
    // Typing wakes the form (an island that hydrates on the first interaction).
    await page.getByRole('textbox', { name: 'Name' }).fill('Ram Thapa');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
    expect(await page.getByRole('combobox', { name: 'Show times in' }).inputValue()).toBe('America/New_York');
    const dates = page.getByRole('group', { name: 'Dates' });
    await dates.getByRole('button', { name: new RegExp(`^${dateLabel(day)}\\s*Free times`) }).click();
    const times = page.getByRole('group', { name: /^Start times/ });
    const slot = times.getByRole('button', { name: new RegExp(`^${local.time} \\(10:45 Nepal\\)`) });
    await slot.click();
    expect(await page.getByLabel('Preferred Date').inputValue()).toBe(day);
    expect(await page.getByLabel('Preferred Time').inputValue()).toBe('10:45');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Individual');
    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();
    expect(await page.getByRole('status').textContent()).toContain(
      `${day} 10:45 Nepal time (${local.date} ${local.time} your time, America/New_York)`,
    );
    const stored = (await storedRecords(baseURL, staffToken, 'Meeting')).filter((r) => r.fields.Email === email);
    expect(
      stored.map((r) => [r.fields['Preferred date'], r.fields['Preferred Time'], r.fields['Organisation Type']]),
    ).toEqual([[day, '10:45', 'Individual']]);
    expect(errors).toEqual([]);
    await page.context().close();

    // The next visitor, in London: 10:45 Nepal is gone from that date, and so is 11:15 (in the buffer after it).
    const next = await visitorIn(browser(), 'Europe/London', '/book');
    await next.page.getByRole('textbox', { name: 'Name' }).fill('Next Visitor');
    await next.page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
    await next.page
      .getByRole('group', { name: 'Dates' })
      .getByRole('button', { name: new RegExp(`^${dateLabel(day)}`) })
      .click();
    const offered = await next.page
      .getByRole('group', { name: /^Start times/ })
      .getByRole('button')
      .allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((text) => text.includes('(10:45 Nepal)'))).toBe(false);
    expect(offered.some((text) => text.includes('(11:15 Nepal)'))).toBe(false);
    expect(offered.some((text) => text.includes('(11:30 Nepal)'))).toBe(true);
    expect(next.errors).toEqual([]);
    await next.page.context().close();
    // The slots API agrees.
    const answer = await (await fetch(`${baseURL}/api/booking/slots?from=${day}&days=1&duration=30`)).json();
    expect(answer.slots.map((s: { start: string }) => nepalDateTime(new Date(s.start)).time)).not.toContain('10:45');
  });

  it('a visitor racing another to a slot is told it was just taken, offered the nearest, and keeps what they typed', async () => {
    const day = await freeDayAt(baseURL, 40, '13:00', 15);
    const { page, errors } = await visitorIn(browser(), 'Asia/Kathmandu', '/book');
    await page.getByRole('textbox', { name: 'Name' }).fill('Gita Rai');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('race'));
    await page.getByLabel('Preferred Date').fill(day);
    await page.getByLabel('Preferred Time').fill('13:00');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Educational institution');
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('15 Minutes - Free');
    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('Data Analysis');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Google Meet');
    await page.getByRole('textbox', { name: 'Additional Notes' }).fill('About our school');
    // Someone else takes it first.
    const other = await fetch(`${baseURL}/v0/appLocalGateway01/Meeting`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          Name: 'Other Visitor',
          Email: uniqueEmail('other'),
          'Preferred date': day,
          'Preferred Time': '13:00',
          'Organisation Type': 'Government',
          'Meeting Duration': '15 Minutes - Free',
          Purpose: 'Data Analysis',
          'Meeting Gateway': 'Zoom',
        },
      }),
    });
    expect(other.status).toBe(200);
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText(/^That time was just taken\. The nearest free times \(Nepal time\): /).waitFor();
    expect(await page.getByRole('textbox', { name: 'Additional Notes' }).inputValue()).toBe('About our school');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Gita Rai');
    const nearest = page.getByRole('status').getByRole('button').first();
    const [date, time] = (await nearest.textContent())!.split(' ');
    await nearest.click();
    expect(await page.getByLabel('Preferred Date').inputValue()).toBe(date);
    expect(await page.getByLabel('Preferred Time').inputValue()).toBe(time);
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();
    // The 409 was an answer the page expected, not an error of its own (the browser logs the failed request).
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await page.context().close();
  });
});
