import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { meetingWhen } from '../../schemas/meeting-when';
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
    // A browser in English on a 24-hour clock (en-US's 12-hour one: tests/e2e/visitor-time.test.ts).
    locale: 'en-GB',
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
      // On the visitor's own clock: this browser reads en-GB, so 24-hour.
      meetingWhen({ date: day, time: '10:45' }, 'America/New_York', 'en', 'full', 'en-GB'),
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

/** Visitor `n` of the crowd, with the booking form filled for `day` at 14:00 and not yet sent. */
async function crowdVisitor(n: number, day: string) {
  const { page, errors } = await visitorIn(browser(), 'Asia/Kathmandu', '/book');
  const email = uniqueEmail(`crowd-${n}`);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Visitor ${n}`);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Preferred Date').fill(day);
  await page.getByLabel('Preferred Time').fill('14:00');
  await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Individual');
  await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('15 Minutes - Free');
  await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
  await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
  await page.getByRole('textbox', { name: 'Additional Notes' }).fill(`Note ${n}`);
  return { page, errors, email, n };
}

describe('twenty visitors at once', () => {
  it('20 browsers booking one slot together make exactly one record; 19 are told it was just taken and keep what they typed', async () => {
    const day = await freeDayAt(baseURL, 50, '14:00', 15);
    // The pages open four at a time (twenty page loads at once starve a two-core machine and
    // whatever test runs beside this one); what must be simultaneous is the pressing of Book.
    const visitors: Awaited<ReturnType<typeof crowdVisitor>>[] = [];
    for (let first = 0; first < 20; first += 4) {
      const opened = await Promise.all(Array.from({ length: 4 }, (_, offset) => crowdVisitor(first + offset, day)));
      visitors.push(...opened);
    }
    // Every form is filled and its code loaded; then all press Book at once.
    await Promise.all(visitors.map(({ page }) => page.getByRole('button', { name: 'Book Meeting' }).click()));
    const outcomes = await Promise.all(
      visitors.map(async ({ page }) => {
        const booked = page.getByText('Requested: we will confirm by e-mail.');
        const taken = page.getByText(/^That time was just taken\. The nearest free times \(Nepal time\): \d{4}/);
        await booked.or(taken).waitFor({ timeout: 60_000 });
        return (await booked.count()) > 0 ? 'booked' : 'taken';
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
    const emails = new Set(visitors.map((visitor) => visitor.email));
    const stored = (await storedRecords(baseURL, staffToken, 'Meeting')).filter((r) =>
      emails.has(r.fields.Email as string),
    );
    expect(stored.map((r) => [r.fields['Preferred date'], r.fields['Preferred Time']])).toEqual([[day, '14:00']]);
    const winner = visitors[outcomes.indexOf('booked')];
    expect(stored[0].fields.Email).toBe(winner.email);
    for (const [index, { page, errors, email, n }] of visitors.entries()) {
      if (outcomes[index] === 'taken') {
        expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`Visitor ${n}`);
        expect(await page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(email);
        expect(await page.getByRole('textbox', { name: 'Additional Notes' }).inputValue()).toBe(`Note ${n}`);
        expect(await page.getByRole('combobox', { name: 'Purpose of Meeting' }).inputValue()).toBe('IT Consultancy');
        expect(await page.getByRole('status').getByRole('button').count()).toBeGreaterThan(0);
      }
      expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
      await page.context().close();
    }
  }, 240_000);
});

describe('booking without JavaScript', () => {
  /** A page with JavaScript off, as a visitor on a locked-down or very old phone has it. */
  async function noScriptPage(path: string) {
    const context = await browser().newContext({ viewport: { width: 375, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    return page;
  }

  it('the form is sent as it is: a missed answer comes back with everything typed, then it books; /ne/book’s taken time offers the nearest in Nepali', async () => {
    const day = await freeDayAt(baseURL, 45, '11:00', 30);
    const email = uniqueEmail('noscript');
    const page = await noScriptPage('/book');
    await page.getByRole('textbox', { name: 'Name' }).fill('Hari Gurung');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Country' }).fill('nepal');
    await page.getByLabel('Preferred Date').fill(day);
    await page.getByLabel('Preferred Time').fill('11:00');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Business / Private company');
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
    await page.getByRole('textbox', { name: 'Additional Notes' }).fill('Our shop’s website');
    // Purpose left unchosen.
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Not booked yet: please correct the answers marked below.').waitFor();
    expect(await page.getByText('Please select Purpose of Meeting').count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Purpose of Meeting' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Hari Gurung');
    expect(await page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(email);
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Nepal');
    expect(await page.getByLabel('Preferred Date').inputValue()).toBe(day);
    expect(await page.getByLabel('Preferred Time').inputValue()).toBe('11:00');
    expect(await page.getByRole('combobox', { name: 'Meeting Gateway' }).inputValue()).toBe('Zoom');
    expect(await page.getByRole('textbox', { name: 'Additional Notes' }).inputValue()).toBe('Our shop’s website');
    expect((await storedRecords(baseURL, staffToken, 'Meeting')).filter((r) => r.fields.Email === email)).toEqual([]);

    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();
    expect(await page.getByText(`${day} 11:00 Nepal time`).count()).toBe(1);
    const stored = (await storedRecords(baseURL, staffToken, 'Meeting')).filter((r) => r.fields.Email === email);
    expect(stored.map((r) => r.fields)).toEqual([
      {
        Name: 'Hari Gurung',
        Email: email,
        Country: 'Nepal',
        'Preferred date': day,
        'Preferred Time': '11:00',
        'Organisation Type': 'Business / Private company',
        'Meeting Duration': '30 Minutes - 49$',
        Purpose: 'IT Consultancy',
        'Meeting Gateway': 'Zoom',
        'Additional Notes': 'Our shop’s website',
        // A form posted without script gives the browser's first Accept-Language.
        'Visitor Locale': 'en-US',
      },
    ]);
    await page.context().close();

    // The same time from /ne/book: taken; the nearest free times in Nepali, the answers kept, one press books one.
    const nepali = await noScriptPage('/ne/book');
    const otherEmail = uniqueEmail('noscript-ne');
    await nepali.getByRole('textbox', { name: 'नाम', exact: true }).fill('सीता तामाङ');
    await nepali.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill(otherEmail);
    await nepali.getByLabel('चाहेको मिति').fill(day);
    await nepali.getByLabel('चाहेको समय').fill('11:00');
    for (const [index, value] of ['Individual', '30 Minutes - 49$', 'IT Consultancy', 'Zoom'].entries())
      await nepali.locator('select').nth(index).selectOption(value);
    await nepali.locator('form button[type="submit"]').last().click();
    await nepali.getByText(/^त्यो समय भर्खरै अरू कसैले लियो। नजिकका खाली समय \(नेपाल समय\): /).waitFor();
    expect(await nepali.getByRole('textbox', { name: 'नाम', exact: true }).inputValue()).toBe('सीता तामाङ');
    expect(await nepali.locator('select').nth(2).inputValue()).toBe('IT Consultancy');
    const nearest = nepali.getByRole('alert').getByRole('button').first();
    const [date, time] = (await nearest.getAttribute('value'))!.split(' ');
    await nearest.click();
    await nepali.getByText('अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं।').waitFor();
    const booked = (await storedRecords(baseURL, staffToken, 'Meeting')).filter((r) => r.fields.Email === otherEmail);
    expect(booked.map((r) => [r.fields.Name, r.fields['Preferred date'], r.fields['Preferred Time']])).toEqual([
      ['सीता तामाङ', date, time],
    ]);
    await nepali.context().close();
  });
});
