import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { waitFor } from '../../server/testing/fault-proxy';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../server/testing/smtp-sink';
import { openPage, sharedBrowser } from './support/browser';
import { freeDayAt } from './support/nepal-day';
import { addAccountWithCli, adminAccount, signIn } from './support/staff-fixtures';
import { invitation } from '../../server/testing/mail-invitation';

// A meeting's life after booking, through the real pages: staff confirm with a Zoom link from the
// record view; the visitor's e-mail and invitation carry it; the visitor moves and then cancels the
// meeting from the private link in the e-mail, and each invitation updates the same calendar event.
const browser = sharedBrowser();
const shots = 'test-results/screens/meeting-life';
let sink: SmtpSink;
let gateway: RunningGateway;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  sink = await startSmtpSink();
  gateway = await startGateway({
    STAFF_TOKEN: 'staff-e2e-token-0123456789abcdef',
    SMTP_URL: sink.url,
    NOTIFY_RETRY_BASE_MS: '100',
  });
  await addAccountWithCli(gateway, { ...adminAccount, admin: true });
});
afterAll(async () => {
  await gateway?.stop();
  await sink?.close();
});

function mail(address: string, n: number): Promise<ReceivedMail> {
  return waitFor(
    () => sink.received.filter((m) => m.envelopeTo.includes(address))[n - 1],
    20_000,
  ) as Promise<ReceivedMail>;
}

/** The e-mail's manage link, on this gateway (the e-mail names the public site). */
const managePath = (received: ReceivedMail) =>
  /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(received.parsed.text ?? '')![1];

describe('the meeting after booking', () => {
  it('staff confirm with a Zoom link; the visitor moves, then cancels, from the private link', async () => {
    const email = `life-${Date.now()}@example.com`;
    const day = await freeDayAt(gateway.url, 10, '11:00', 30);
    const visitor = await openPage(browser(), 375, 800);
    await visitor.page.goto(`${gateway.url}/book`, { waitUntil: 'networkidle' });
    await visitor.page.getByRole('textbox', { name: 'Name' }).fill('Nirmala Shrestha');
    await visitor.page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await visitor.page.getByLabel('Preferred Date').fill(day);
    await visitor.page.getByLabel('Preferred Time').fill('11:00');
    await visitor.page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Individual');
    await visitor.page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('30 Minutes - 49$');
    await visitor.page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('IT Consultancy');
    await visitor.page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Zoom');
    const created = visitor.page.waitForResponse((r) => r.url().endsWith('/Meeting') && r.ok());
    await visitor.page.getByRole('button', { name: 'Book Meeting' }).click();
    const { id } = (await (await created).json()) as { id: string };
    const received = await mail(email, 1);
    expect(received.parsed.subject).toMatch(/^Requested: /);
    const first = invitation(received);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'TENTATIVE', start: `${day}T05:15:00.000Z` });

    // Staff confirm from the record view, on a phone.
    const staff = await openPage(browser(), 375, 800);
    await signIn(staff, gateway.url, adminAccount.email, adminAccount.password);
    await staff.page.goto(`${gateway.url}/staff/records/Meeting/${id}`);
    await staff.page.getByRole('heading', { name: 'Nirmala Shrestha', level: 1 }).waitFor();
    await staff.page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Confirm this meeting' });
    await dialog.getByLabel('Zoom join link').fill('meet.google.com/abc');
    await dialog.getByRole('button', { name: 'Confirm and e-mail the visitor' }).click();
    await dialog.getByText('The join link must be a whole web address starting with https://').waitFor();
    await staff.page.screenshot({ path: `${shots}/confirm-dialog-375.png` });
    await staff.page.setViewportSize({ width: 1280, height: 800 });
    await staff.page.screenshot({ path: `${shots}/confirm-dialog-1280.png` });
    await staff.page.setViewportSize({ width: 375, height: 800 });
    const zoom = 'https://us02web.zoom.us/j/81234567890?pwd=Xy12';
    await dialog.getByLabel('Zoom join link').fill(zoom);
    await dialog.getByRole('button', { name: 'Confirm and e-mail the visitor' }).click();
    await staff.page.getByText(/^Confirmed .* by Anita Admin\./).waitFor();
    await staff.page.getByRole('button', { name: 'Decline' }).click();
    await staff.page.getByText(/ of 3 chosen/).waitFor();
    await staff.page.getByRole('checkbox').first().waitFor();
    await staff.page.screenshot({ path: `${shots}/decline-dialog-375.png` });
    await staff.page.keyboard.press('Escape');
    expect(staff.errors).toEqual([]);

    const confirmed = await mail(email, 2);
    expect(confirmed.parsed.text).toContain(zoom);
    expect(confirmed.parsed.html).toContain(`href="${zoom.replace('&', '&amp;')}"`);
    expect(invitation(confirmed)).toEqual({
      ...first,
      method: 'REQUEST',
      sequence: 1,
      status: 'CONFIRMED',
      location: zoom,
      url: zoom,
    });

    // The visitor opens the private link from the confirmation and moves the meeting.
    await visitor.page.goto(`${gateway.url}${managePath(confirmed)}`);
    await visitor.page.getByRole('heading', { name: /^Your meeting with / }).waitFor();
    await visitor.page.getByText('Confirmed', { exact: true }).waitFor();
    expect(await visitor.page.getByRole('link', { name: zoom }).getAttribute('href')).toBe(zoom);
    await visitor.page.screenshot({ path: `${shots}/manage-en-375.png`, fullPage: true });
    const wide = await openPage(browser(), 1280, 900);
    await wide.page.goto(`${gateway.url}${managePath(confirmed)}`);
    await wide.page.screenshot({ path: `${shots}/manage-en-1280.png`, fullPage: true });
    await wide.page.context().close();
    const dates = visitor.page.getByLabel('Date');
    const secondDate = await dates.locator('option').nth(3).getAttribute('value');
    await dates.selectOption(secondDate!);
    await visitor.page.getByRole('button', { name: 'Show times' }).click();
    await visitor.page.getByRole('group', { name: /^Free times on / }).waitFor();
    const choice = visitor.page.getByRole('radio').nth(2);
    const target = (await choice.getAttribute('value'))!;
    await choice.check();
    await visitor.page.getByRole('button', { name: 'Move my meeting' }).click();
    await visitor.page.getByText(/^Moved\./).waitFor();
    const next = nepalDateTime(new Date(target));
    await visitor.page.getByText(`${next.time} Nepal time (UTC+05:45)`).waitFor();

    const moved = await mail(email, 3);
    expect(invitation(moved)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 2,
      status: 'TENTATIVE',
      start: target,
    });

    // And cancels it, from the link in the latest e-mail.
    await visitor.page.goto(`${gateway.url}${managePath(moved)}`);
    await visitor.page.getByLabel(/^Yes, cancel this meeting/).check();
    await visitor.page.getByRole('button', { name: 'Cancel my meeting' }).click();
    await visitor.page.getByRole('heading', { name: 'Your meeting is cancelled' }).waitFor();
    const cancelled = await mail(email, 4);
    expect(invitation(cancelled)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 3,
      status: 'CANCELLED',
      start: target,
    });
    expect(visitor.errors).toEqual([]);

    // The record says what happened, and the staff file matches the last invitation.
    await staff.page.reload();
    await staff.page.getByText(/^Cancelled by the visitor /).waitFor();
    await staff.page
      .getByText(/The visitor cancelled the meeting/)
      .first()
      .waitFor();
    await staff.page.context().close();
    await visitor.page.context().close();
  });

  it('a booking on /ne/book gets a Nepali e-mail (both calendars) and a Nepali manage page', async () => {
    const email = `ne-${Date.now()}@example.com`;
    const day = await freeDayAt(gateway.url, 20, '14:15', 15);
    const { page, errors } = await openPage(browser(), 375, 800);
    await page.goto(`${gateway.url}/ne/book`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'नाम' }).fill('आशा गुप्ता');
    await page.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill(email);
    await page.getByLabel('चाहेको मिति').fill(day);
    await page.getByLabel('चाहेको समय').fill('14:15');
    await page.getByRole('combobox', { name: 'संस्थाको प्रकार' }).selectOption({ label: 'व्यक्तिगत' });
    await page.getByRole('combobox', { name: 'बैठकको अवधि' }).selectOption({ label: '१५ मिनेट · निःशुल्क' });
    await page.getByRole('combobox', { name: 'बैठकको उद्देश्य' }).selectOption({ label: 'डाटा विश्लेषण' });
    await page.getByRole('combobox', { name: 'बैठकको माध्यम' }).selectOption({ label: 'Google Meet' });
    await page.getByRole('button', { name: 'बैठक बुक गर्नुहोस्' }).click();
    await page.getByText('अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं।').waitFor();
    const received = await mail(email, 1);
    expect(received.parsed.subject).toMatch(/^अनुरोध पठाइयो: तपाईंको बैठक /);
    expect(received.parsed.text).toContain('१४:१५ बजे (नेपाल समय, UTC+05:45)');
    expect(received.parsed.text).toMatch(/\(वि\.सं\. २०८[२-४] [^)]+\)/);
    expect(received.parsed.text).toContain('उद्देश्य: डाटा विश्लेषण');
    expect(invitation(received)).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'TENTATIVE' });

    await page.goto(`${gateway.url}${managePath(received)}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ne');
    await page.getByRole('heading', { name: /सँग तपाईंको बैठक$/ }).waitFor();
    await page.getByRole('heading', { name: 'डाटा विश्लेषण' }).waitFor();
    await page.getByRole('button', { name: 'मेरो बैठक सार्नुहोस्' }).waitFor();
    await page.screenshot({ path: `${shots}/manage-ne-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/manage-ne-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
