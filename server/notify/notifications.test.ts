import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { company } from '../../schemas/company';
import { defaultMeetingPrices } from '../../schemas/meeting-price-text';
import { nepalInstant } from '../../schemas/nepal-time';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { career } from '../testing/valid-records';
import { waitFor } from '../testing/fault-proxy';
import { callback, meeting } from '../testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { addStaffUsers } from '../testing/staff-users-table';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { MeetingPriceList } from '../payments/meeting-prices';
import { webhookSignature } from './notification-sender';
import { typedDb } from '../storage/typed-db';
import { storedValue } from '../testing/stored-value';

const PUBLIC_URL = 'https://www.example.com.np';
const WEBHOOK_SECRET = 'webhook-secret-0123456789';
/** A visitor who booked in English, told without their manage link. */
const englishVisitor = { lang: 'en', manageUrl: undefined } as const;

let sink: SmtpSink;
let gateway: TestGateway;
const hooks: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const hookServer = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    hooks.push({ url: request.url, headers: request.headers, body });
    response.end('ok');
  });
});

beforeAll(async () => {
  sink = await startSmtpSink();
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    PUBLIC_URL,
    NOTIFY_CALLBACK_TO: 'front-desk@example.com',
    NOTIFY_MEETING_TO: 'meetings@example.com',
    NOTIFY_CAREER_TO: 'hr@example.com',
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook?token=slack-like-secret`,
    NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NOTIFY_RETRY_BASE_MS: '20',
    NOTIFY_RETRY_MAX_MS: '100',
  });
  addStaffUsers(gateway.app.database, [
    { email: 'Ram@example.com', notifyTables: ['Request-Callback', 'Meeting'] },
    { email: 'front-desk@EXAMPLE.com', notifyTables: ['Request-Callback'] },
    { email: 'gone@example.com', notifyTables: ['Request-Callback'], disabled: true },
    { email: 'careers-only@example.com', notifyTables: ['Career'] },
  ]);
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
  hookServer.close();
});
beforeEach(() => {
  sink.received.length = 0;
  hooks.length = 0;
});

async function submit(table: string, fields: Record<string, unknown>): Promise<string> {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const mailsTo = (address: string) =>
  sink.received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address));
/** Every queued notification has been sent (or refused). */
const drained = () =>
  waitFor(
    () => storedValue(gateway.app.database, sql`SELECT count(*) FROM notifications WHERE status = 'queued'`) === 0,
  );
const htmlOf = (mail: ReceivedMail) => String(mail.parsed.html);
/** The text/calendar part, parsed with a real iCalendar parser. */
function calendarOf(mail: ReceivedMail) {
  const ics = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!ics) throw new Error('no .ics attached');
  // The file says what it is, as the message's calendar part does: text/calendar with the iTIP method.
  const type = ics.headers.get('content-type') as { value: string; params: Record<string, string> };
  expect(type.value).toBe('text/calendar');
  expect(ics.content.toString('utf8')).toContain(`\r\nMETHOD:${type.params.method}\r\n`);
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event, ics: ics.content.toString('utf8') };
}

describe('staff e-mail per new submission', () => {
  it('tells the default list and the staff who asked for callbacks, once each, with a tel: link and the record link', async () => {
    const fields = { ...callback(3), 'First Name': 'Sita', 'Last Name': 'Sharma' };
    const id = await submit('Request-Callback', fields);
    await drained();
    expect(sink.received.map((mail) => mail.envelopeTo.map((a) => a.toLowerCase())).sort()).toEqual([
      ['front-desk@example.com'],
      ['ram@example.com'],
    ]);
    const mail = mailsTo('front-desk@example.com')[0];
    expect(mail.parsed.subject).toBe(`Callback request: Sita Sharma, ${fields['Phone No']}`);
    expect(mail.parsed.from?.text).toBe(`"${company.name}" <${company.email}>`);
    const link = `${PUBLIC_URL}/staff/records/Request-Callback/${id}`;
    expect(mail.parsed.text).toContain(`Phone: ${fields['Phone No']} (tel:+977${fields['Phone No'].slice(5)})`);
    expect(mail.parsed.text).toContain(`Open in the back office: ${link}`);
    expect(htmlOf(mail)).toContain(`href="tel:+977${fields['Phone No'].slice(5)}"`);
    expect(htmlOf(mail)).toContain(`href="${link}"`);
    expect(htmlOf(mail)).not.toMatch(/<img|src=|url\(/i);
    expect(mail.parsed.attachments).toEqual([]);
    // A callback request gives no e-mail address: a reply goes to the sender, as usual.
    expect(mail.parsed.replyTo).toBeUndefined();
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it("gives a meeting's time in Nepal time and a career applicant's position and phone, never the attachments", async () => {
    const booked = meeting(1);
    await submit('Meeting', booked);
    const application = { ...career(), ...(await uploadCareerAttachments(gateway.url)) };
    await submit('Career', application);
    await waitFor(() => mailsTo('hr@example.com').length === 1 && mailsTo('meetings@example.com').length === 1);

    const staffMeeting = mailsTo('meetings@example.com')[0];
    expect(staffMeeting.parsed.text).toMatch(/When: \w+day, \d+ \w+ \d{4}, 10:30 Nepal time \(UTC\+05:45\)/);
    expect(staffMeeting.parsed.text).toContain('Duration: 30 minutes, NPR 6,500 (about USD 49)');
    expect(staffMeeting.parsed.text).toContain('E-mail: bikash@example.com');
    // Staff answer a visitor by replying; the notice says it is automatic (no out-of-office answers).
    expect(staffMeeting.parsed.replyTo?.value).toEqual([{ address: 'bikash@example.com', name: 'Bikash Rai' }]);
    expect(staffMeeting.parsed.headers.get('auto-submitted')).toBe('auto-generated');

    const hr = mailsTo('hr@example.com')[0];
    expect(hr.parsed.subject).toBe('Career application: Asha Gurung, Full Time');
    expect(hr.parsed.text).toContain('Position: Full Time');
    expect(hr.parsed.text).toContain('Phone: 9812345678\n');
    expect(htmlOf(hr)).toContain('href="tel:9812345678"');
    expect(hr.parsed.attachments).toEqual([]);
    // The spec's application form asks for no e-mail: nobody to reply to but the sender.
    expect(hr.parsed.replyTo).toBeUndefined();
    for (const field of ['Resume/CV', 'Cover Letter', 'Headshot', 'Citizenship'] as const)
      expect(hr.raw).not.toContain(new URL(application[field][0].url).pathname);
    expect(mailsTo('careers-only@example.com').map((m) => m.parsed.subject)).toEqual([hr.parsed.subject]);
    await drained();
  });

  it('gives staff the price the visitor was asked to pay, as an admin set it', async () => {
    // As the Payment page saves them (its route and its rules are tested in payment-staff-routes).
    const prices = new MeetingPriceList(gateway.app.database);
    prices.save({ '30': { paisa: 800_000, usd: 60 }, '60': { paisa: 1_300_000, usd: null } });
    onTestFinished(() => prices.save(defaultMeetingPrices));
    await submit('Meeting', { ...meeting(6), Email: 'priced@example.com' });
    await drained();
    const staffMeeting = mailsTo('meetings@example.com')[0];
    expect(staffMeeting.parsed.text).toContain('a 30-minute meeting (NPR 8,000 (about USD 60))');
    expect(staffMeeting.parsed.text).toContain('Duration: 30 minutes, NPR 8,000 (about USD 60)');
    expect(staffMeeting.parsed.text).not.toContain('USD 49');
  });

  it('posts a signed Slack-style webhook with the same line', async () => {
    const id = await submit('Request-Callback', { ...callback(4), 'First Name': 'Hari' });
    const hook = await waitFor(() => hooks.find((h) => (JSON.parse(h.body) as { recordId: string }).recordId === id));
    expect(hook.url).toBe('/hook?token=slack-like-secret');
    const listed = typedDb(gateway.app.database).first(
      () => sql`SELECT recipient FROM notifications WHERE kind = 'webhook-new-record' AND record_id = ${id}`,
    );
    expect(listed).toEqual({ recipient: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}` });
    expect(hook.headers['content-type']).toBe('application/json');
    // The signature covers the timestamp: a receiver refuses one outside its replay window.
    const timestamp = String(hook.headers['x-notify-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
    expect(hook.headers['x-notify-signature']).toBe(webhookSignature(timestamp, hook.body, WEBHOOK_SECRET));
    expect(hook.headers['x-notify-signature']).not.toBe(
      webhookSignature(String(Number(timestamp) - 600), hook.body, WEBHOOK_SECRET),
    );
    expect(JSON.parse(hook.body)).toEqual({
      text: `Callback request: Hari Karki e, +977 9810000004 ${PUBLIC_URL}/staff/records/Request-Callback/${id}`,
      table: 'Request-Callback',
      recordId: id,
      url: `${PUBLIC_URL}/staff/records/Request-Callback/${id}`,
    });
  });
});

describe('the webhook', () => {
  it('escapes chat markup a visitor typed, so it shows as text and pings no one', async () => {
    const id = await submit('Meeting', {
      ...meeting(5),
      Email: 'markup@example.com',
      Name: '<https://evil.example|Open in the back office> <!channel> & <@U123>',
    });
    const hook = await waitFor(() => hooks.find((h) => (JSON.parse(h.body) as { recordId: string }).recordId === id));
    const { text } = JSON.parse(hook.body) as { text: string };
    expect(text).toMatch(
      /^Meeting request: &lt;https:\/\/evil\.example\|Open in the back office&gt; &lt;!channel&gt; &amp; &lt;@U123&gt;, /,
    );
    expect(text).not.toMatch(/[<>]/);
  });
});

describe('the visitor who books a meeting', () => {
  it('gets "we received your request" with an invite, then the confirmation with the same UID and a higher SEQUENCE', async () => {
    const booked = meeting(2);
    const id = await submit('Meeting', booked);
    await waitFor(() => mailsTo('bikash@example.com').length === 1);
    const received = mailsTo('bikash@example.com')[0];
    expect(received.parsed.to && 'value' in received.parsed.to && received.parsed.to.value).toEqual([
      { name: 'Bikash Rai', address: 'bikash@example.com' },
    ]);
    expect(received.parsed.subject).toMatch(/^Requested: your meeting on \w+day, \d+ \w+ \d{4}, 10:30 Nepal time$/);
    expect(received.parsed.text).toContain('In words: half past ten in the morning on ');
    expect(received.parsed.text).toContain('Duration: 30 minutes');
    expect(received.parsed.text).toContain('Price: NPR 6,500 (about USD 49)');
    expect(received.parsed.text).toContain('Gateway: Zoom');
    expect(htmlOf(received)).toContain(company.phone.display);

    const first = calendarOf(received);
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const start = first.event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(
      nepalInstant(booked['Preferred date'], booked['Preferred Time']).toISOString(),
    );
    expect(new ICAL.Event(first.event).duration.toSeconds()).toBe(30 * 60);
    expect(first.event.getFirstPropertyValue('sequence')).toBe(0);
    expect(first.event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(received.parsed.text).toContain('Requested: we will confirm by e-mail');
    expect(first.event.getFirstPropertyValue('organizer')).toBe(`mailto:${company.email}`);
    expect(first.event.getFirstProperty('organizer')!.getParameter('cn')).toBe(company.name);
    const uid = first.event.getFirstPropertyValue('uid');
    expect(uid).toBe(`meeting-${id}@www.digitalbridge.com.np`);

    typedDb(gateway.app.database).transaction(() =>
      gateway.app.notifications?.meetingDecision({ id, fields: booked }, 'confirmed', 1, englishVisitor),
    );
    await waitFor(() => mailsTo('bikash@example.com').length === 2);
    const confirmed = mailsTo('bikash@example.com')[1];
    expect(confirmed.parsed.subject).toMatch(/^Confirmed: your meeting on \w+day, \d+ \w+ \d{4}, 10:30 Nepal time$/);
    const second = calendarOf(confirmed);
    expect(second.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(second.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(second.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(second.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((second.event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      start.toJSDate().toISOString(),
    );
  });

  it('is declined politely with a link to book again and a METHOD:CANCEL for the earlier invite', async () => {
    const booked = meeting(3);
    const id = await submit('Meeting', booked);
    await waitFor(() => mailsTo('bikash@example.com').length === 1);
    typedDb(gateway.app.database).transaction(() =>
      gateway.app.notifications?.meetingDecision({ id, fields: booked }, 'declined', 1, englishVisitor),
    );
    await waitFor(() => mailsTo('bikash@example.com').length === 2);
    const declined = mailsTo('bikash@example.com')[1];
    expect(declined.parsed.subject).toMatch(/^We cannot meet on \w+day, \d+ \w+ \d{4}, 10:30 Nepal time$/);
    expect(declined.parsed.text).toContain(`Book another time: ${PUBLIC_URL}/book`);
    expect(htmlOf(declined)).toContain(`href="${PUBLIC_URL}/book"`);
    const { calendar, event } = calendarOf(declined);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe(`meeting-${id}@www.digitalbridge.com.np`);
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('hostile names', () => {
  it('cannot add headers or recipients with line breaks or header-like text, and HTML stays text', async () => {
    const hostile = {
      ...meeting(4),
      // Its own address: bikash@ has had the day's three confirmations by now.
      Email: 'eve@example.com',
      Name: 'Eve\r\nBcc: victim@example.org\r\nSubject: You won\n\nX-Injected: yes <b>bold</b>',
      'Additional Notes': '</td><script>alert(1)</script>\r\n.\r\nMAIL FROM:<x@y>',
    };
    await submit('Meeting', hostile);
    await drained();
    expect(sink.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      'Ram@example.com',
      'eve@example.com',
      'meetings@example.com',
    ]);
    for (const mail of sink.received) {
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
      expect(mail.parsed.subject).not.toContain('\n');
      expect(mail.parsed.subject).not.toBe('You won');
      expect(htmlOf(mail)).not.toContain('<script>');
      expect(htmlOf(mail)).not.toContain('<b>bold</b>');
    }
    const visitor = mailsTo('eve@example.com')[0];
    expect(visitor.parsed.to && 'value' in visitor.parsed.to && visitor.parsed.to.value.map((a) => a.address)).toEqual([
      'eve@example.com',
    ]);
    const staff = mailsTo('meetings@example.com')[0];
    expect(staff.parsed.subject).toMatch(
      /^Meeting request: Eve Bcc: victim@example.org Subject: You won X-Injected: yes <b>bold<\/b>, /,
    );
    expect(htmlOf(staff)).toContain('&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(calendarOf(visitor).event.getFirstProperty('attendee')!.getParameter('cn')).toBe(
      'Eve Bcc: victim@example.org Subject: You won X-Injected: yes <b>bold</b>',
    );
  });
});
