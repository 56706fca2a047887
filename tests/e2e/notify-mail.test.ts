import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { openDatabase } from '../../server/database';
import { waitFor } from '../../server/testing/fault-proxy';
import { startSmtpSink, type SmtpSink } from '../../server/testing/smtp-sink';
import { addStaffUsers } from '../../server/testing/staff-users-table';
import { tempDir } from '../../server/testing/test-gateway';
import { freeDayAt } from './support/nepal-day';
import { openPage, sharedBrowser } from './support/browser';
import { storedRecords } from './support/table-api';
import { uniqueEmail, uniquePhone } from './support/unique';

// Links in staff e-mails use the configured public address; this one need not resolve.
const PUBLIC_URL = 'https://office.example.com.np';
const browser = sharedBrowser();
let sink: SmtpSink;
let gateway: RunningGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  const dataDir = tempDir('notify-e2e');
  // The back office's accounts table, as issue 10 creates it: one person wants callback e-mails.
  const db = openDatabase(dataDir);
  addStaffUsers(db, [{ email: 'callbacks@example.com', notifyTables: ['Request-Callback'] }]);
  db.close();
  gateway = await startGateway({ DATA_DIR: dataDir, SMTP_URL: sink.url, PUBLIC_URL, NOTIFY_RETRY_BASE_MS: '100' });
});
afterAll(async () => {
  await gateway?.stop();
  await sink?.close();
});

const mailTo = (address: string) =>
  waitFor(() => sink.received.find((mail) => mail.envelopeTo.includes(address)), 20_000);

describe('notifications from the real site', () => {
  it('a visitor who books on /book finds the confirmation with the meeting in an .ics', async () => {
    // A visitor in Nepal: the e-mail tells the time in Nepal time alone.
    const { page, errors } = await openPage(browser(), 375, 900, { timezoneId: 'Asia/Kathmandu' });
    await page.goto(`${gateway.url}/book`, { waitUntil: 'networkidle' });
    const email = uniqueEmail('visitor');
    const day = await freeDayAt(gateway.url, 12, '15:00', 15);
    await page.getByRole('textbox', { name: 'Name' }).fill('Maya Tamang');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByLabel('Preferred Date').fill(day);
    await page.getByLabel('Preferred Time').fill('15:00');
    await page.getByRole('combobox', { name: 'Type of Organization' }).selectOption('Government');
    await page.getByRole('combobox', { name: 'Meeting Duration' }).selectOption('15 Minutes - Free');
    await page.getByRole('combobox', { name: 'Purpose of Meeting' }).selectOption('Data Analysis');
    await page.getByRole('combobox', { name: 'Meeting Gateway' }).selectOption('Google Meet');
    await page.getByRole('button', { name: 'Book Meeting' }).click();
    await page.getByText('Requested: we will confirm by e-mail.').waitFor();

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toMatch(/^Requested: your meeting on \w+day, \d+ \w+ \d{4}, 15:00 Nepal time$/);
    expect(mail.parsed.text).toContain("In words: three o'clock in the afternoon on ");
    expect(mail.parsed.text).toContain('Price: Free');
    expect(mail.parsed.text).toContain('Gateway: Google Meet');
    const ics = mail.parsed.attachments.find((a) => a.filename === 'meeting.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    // 15:00 in Nepal (UTC+05:45) is 09:15 UTC; 15 minutes long.
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(`${day}T09:15:00.000Z`);
    expect(new ICAL.Event(event).duration.toSeconds()).toBe(15 * 60);
    expect(event.getFirstPropertyValue('uid')).toMatch(/^meeting-rec\w{14}@www\.digitalbridge\.com\.np$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a callback asked for on the home page reaches the staff who want them, with the record's back-office link", async () => {
    const { page, errors } = await openPage(browser(), 1280);
    await page.goto(`${gateway.url}/`, { waitUntil: 'networkidle' });
    const digits = uniquePhone();
    const form = page.locator('#callback');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Sita');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Sharma');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(digits);
    await form.getByRole('button', { name: 'Request a Callback' }).click();
    await page.getByText('Your request has been submitted successfully').waitFor();

    const mail = await mailTo('callbacks@example.com');
    expect(mail.parsed.subject).toBe(`Callback request: Sita Sharma, +977 ${digits}`);
    const records = await storedRecords(gateway.url, gateway.staffToken, 'Request-Callback');
    const record = records.find((r) => r.fields['Phone No'] === `+977 ${digits}`)!;
    const link = `${PUBLIC_URL}/staff/records/Request-Callback/${record.id}`;
    expect(mail.parsed.text).toContain(`Open in the back office: ${link}`);
    expect(String(mail.parsed.html)).toContain(`href="${link}"`);
    expect(String(mail.parsed.html)).toContain(`href="tel:+977${digits}"`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
