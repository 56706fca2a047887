import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MeetingRecord } from '../../schemas/meeting';
import { waitFor } from '../testing/fault-proxy';
import { listAllRecords } from '../testing/list-all-records';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { storedCount } from '../testing/stored-count';
import { postJson, startTestGateway, TEST_STAFF_TOKEN, type TestGateway } from '../testing/test-gateway';

let sink: SmtpSink;
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    SMTP_URL: sink.url,
    NOTIFY_MEETING_TO: 'meetings@example.com',
    NOTIFY_RETRY_BASE_MS: '20',
  });
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

/** The /book form as a browser without JavaScript sends it: its fields by name, url-encoded, from the site's own page. */
function postForm(
  gatewayUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gatewayUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
/** What the form's fields send: every field (an unchosen select sends nothing), plus the empty honeypot. */
const formOf = (record: MeetingRecord) => ({ ...record, website: '' }) as Record<string, string>;

const meetings = () => storedCount(gateway.app.database, 'Meeting');
const storedRecords = async () => listAllRecords(gateway.table('Meeting'), TEST_STAFF_TOKEN);
const mailsTo = (address: string) => sink.received.filter((mail) => mail.envelopeTo.includes(address));
const mailTo = async (address: string): Promise<ReceivedMail> => (await waitFor(() => mailsTo(address)[0], 20_000))!;
const staffMailAbout = async (name: string): Promise<ReceivedMail> =>
  (await waitFor(() => mailsTo('meetings@example.com').find((mail) => mail.parsed.subject?.includes(name)), 20_000))!;

describe('POST /book without JavaScript', () => {
  it('stores exactly the record the site’s JSON create stores, with the same e-mails, and answers "Requested"', async () => {
    const byForm = { ...meeting(0, 0), Name: 'Form Visitor', Email: 'form@example.com', Country: 'nepal' };
    const byScript = { ...meeting(1, 0), Name: 'Script Visitor', Email: 'script@example.com' };
    const before = await meetings();

    const response = await postForm(gateway.url, '/book', formOf(byForm));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('Requested: we will confirm by e-mail.');
    expect(page).toContain(`${byForm['Preferred date']} ${byForm['Preferred Time']}`);
    expect((await postJson(gateway.table('Meeting'), { fields: byScript })).status).toBe(200);
    expect(await meetings()).toBe(before + 2);

    const records = await storedRecords();
    const formRecord = records.find((record) => record.fields.Name === 'Form Visitor')!;
    const scriptRecord = records.find((record) => record.fields.Name === 'Script Visitor')!;
    // Spec names and values; the country typed in lower case is stored by its list name; an empty phone is left out.
    expect(formRecord.fields).toEqual({
      Name: 'Form Visitor',
      Email: 'form@example.com',
      Country: 'Nepal',
      'Preferred date': byForm['Preferred date'],
      'Preferred Time': byForm['Preferred Time'],
      'Organisation Type': 'Non-Profit',
      'Meeting Duration': '30 Minutes - 49$',
      Purpose: 'Data Analysis',
      'Meeting Gateway': 'Zoom',
      'Additional Notes': 'About a survey.',
    });
    const alike = (fields: Record<string, unknown>) => ({
      ...fields,
      Name: '',
      Email: '',
      'Preferred date': '',
      'Preferred Time': '',
    });
    expect(alike(formRecord.fields)).toEqual(alike(scriptRecord.fields));

    // The same notifications: the visitor's "Requested" e-mail with its tentative invitation, and the staff's.
    const visitorMail = await mailTo('form@example.com');
    const scriptMail = await mailTo('script@example.com');
    const withoutTime = (subject = '') => subject.replace(/ on .+ Nepal time$/, ' on … Nepal time');
    expect(visitorMail.parsed.subject).toMatch(/^Requested: your meeting on .+ Nepal time$/);
    expect(withoutTime(visitorMail.parsed.subject)).toBe(withoutTime(scriptMail.parsed.subject));
    expect(visitorMail.parsed.text).toContain('Requested');
    expect(visitorMail.raw).toContain('STATUS:TENTATIVE');
    expect((await staffMailAbout('Form Visitor')).parsed.subject).toMatch(/^Meeting request: Form Visitor/);
  });

  it('keeps the browser’s first Accept-Language as the Meeting’s Visitor Locale, and drops one that is no language tag', async () => {
    const british = { ...meeting(8, 0), Name: 'British Browser', Email: 'british@example.com' };
    const headers = { 'Accept-Language': 'en-GB,en;q=0.9' };
    expect((await postForm(gateway.url, '/book', formOf(british), headers)).status).toBe(200);
    const garbled = { ...meeting(8, 1), Name: 'Garbled Browser', Email: 'garbled@example.com' };
    const badHeaders = { 'Accept-Language': `en_GB${'x'.repeat(300)}` };
    expect((await postForm(gateway.url, '/book', formOf(garbled), badHeaders)).status).toBe(200);
    const records = await storedRecords();
    expect(records.find((record) => record.fields.Name === 'British Browser')!.fields['Visitor Locale']).toBe('en-GB');
    expect(records.find((record) => record.fields.Name === 'Garbled Browser')!.fields).not.toHaveProperty(
      'Visitor Locale',
    );
  });

  it('on /ne/book stores the same spec values (a country typed in Nepali) and the e-mail is in Nepali', async () => {
    const booked = { ...meeting(2, 0), Name: 'Nepali Form', Email: 'ne-form@example.com', Country: 'नेपाल' };
    const response = await postForm(gateway.url, '/ne/book', formOf(booked));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('अनुरोध पठाइयो: हामी इमेलबाट पक्का गर्नेछौं।');
    const record = (await storedRecords()).find((stored) => stored.fields.Name === 'Nepali Form')!;
    expect(record.fields.Country).toBe('Nepal');
    expect(record.fields['Organisation Type']).toBe('Non-Profit');
    const mail = await mailTo('ne-form@example.com');
    expect(mail.parsed.subject).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses invalid answers with 422 and stores nothing', async () => {
    const before = await meetings();
    const response = await postForm(gateway.url, '/book', {
      ...formOf(meeting(3, 0)),
      Name: '',
      Email: 'not-an-address',
      Country: 'Narnia',
    });
    expect(response.status).toBe(422);
    expect(await meetings()).toBe(before);
    // An unchosen select sends nothing at all.
    const { Purpose: _unchosen, ...withoutPurpose } = formOf(meeting(3, 1));
    expect((await postForm(gateway.url, '/book', withoutPurpose)).status).toBe(422);
    expect(await meetings()).toBe(before);
    expect(mailsTo('bikash@example.com')).toHaveLength(0);
  });

  it('a taken slot answers 409 and stores nothing; a nearest time pressed (slot) books that time', async () => {
    const first = { ...meeting(4, 0), Email: 'first@example.com' };
    expect((await postForm(gateway.url, '/book', formOf(first))).status).toBe(200);
    const before = await meetings();
    const second = { ...first, Name: 'Second Visitor', Email: 'second@example.com' };
    expect((await postForm(gateway.url, '/book', formOf(second))).status).toBe(409);
    expect(await meetings()).toBe(before);

    const other = meeting(4, 1);
    const slot = `${other['Preferred date']} ${other['Preferred Time']}`;
    const response = await postForm(gateway.url, '/book', { ...formOf(second), slot });
    expect(response.status).toBe(200);
    const record = (await storedRecords()).find((stored) => stored.fields.Name === 'Second Visitor')!;
    expect([record.fields['Preferred date'], record.fields['Preferred Time']]).toEqual([
      other['Preferred date'],
      other['Preferred Time'],
    ]);
  });

  it('a filled honeypot gets the same answer and nothing is stored', async () => {
    const before = await meetings();
    const response = await postForm(gateway.url, '/book', { ...formOf(meeting(5, 0)), website: 'http://spam' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Requested: we will confirm by e-mail.');
    expect(await meetings()).toBe(before);
  });

  it('refuses a forged, null or missing origin, other bodies, a huge or malformed body, and stores nothing', async () => {
    const before = await meetings();
    const form = formOf(meeting(6, 0));
    expect((await postForm(gateway.url, '/book', form, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm(gateway.url, '/book', form, { Origin: 'null' })).status).toBe(403);
    const noOrigin = await fetch(`${gateway.url}/book`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toContain('This form must be sent from the booking page itself.');
    const json = await postJson(`${gateway.url}/book`, form, { Origin: gateway.url });
    expect(json.status).toBe(415);
    const huge = await postForm(gateway.url, '/book', { ...form, 'Additional Notes': 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const malformed = await fetch(`${gateway.url}/book`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
      body: 'Name=%E0%A4&Email=%zz%&&&=&Preferred+date=2026-02-30&Preferred+Time=25:99',
    });
    expect(malformed.status).toBe(422);
    expect(await meetings()).toBe(before);

    // A browser that sends no Origin but its own page as Referer is the site's own form.
    const referred = await fetch(`${gateway.url}/book`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${gateway.url}/book` },
      body: new URLSearchParams(form).toString(),
    });
    expect(referred.status).toBe(200);
    expect(await meetings()).toBe(before + 1);
  });
});

describe('the write limit', () => {
  it('counts the form with the table API’s creates, per address, with Retry-After', async () => {
    const limited = await startTestGateway({ RATE_LIMIT_PER_MIN: '2' });
    try {
      expect((await postJson(limited.table('Meeting'), { fields: meeting(0, 0) })).status).toBe(200);
      expect((await postForm(limited.url, '/book', formOf(meeting(0, 1)))).status).toBe(200);
      const refused = await postForm(limited.url, '/ne/book', formOf(meeting(0, 2)));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('एक मिनेट पर्खेर');
      expect(storedCount(limited.app.database, 'Meeting')).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
