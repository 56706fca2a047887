import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingOptions } from '../../schemas/booking-options';
import { company } from '../../schemas/company';
import { meetingGateways, meetingPurposes } from '../../schemas/options';
import { waitFor } from '../testing/fault-proxy';
import { invitation } from '../testing/mail-invitation';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { writeFakeSite } from '../testing/fake-site';
import { meeting } from '../testing/sample-records';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

// Issue 46: admins edit the booking form's purposes (both languages) and gateways; the gateway checks against them.

const { dist, serverBundle } = writeFakeSite(tempDir('booking-options'));
let sink: SmtpSink;
let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;

const studyAbroad = { en: 'Study abroad counselling', ne: 'विदेश अध्ययन परामर्श', hidden: false };
const visaPractice = { en: 'Visa interview preparation', ne: 'भिसा अन्तर्वार्ता तयारी', hidden: false };
const spec: BookingOptions = {
  hiddenPurposes: [],
  ownPurposes: [],
  gateways: ['Zoom', 'Google Meet', 'Microsoft Teams'],
};
const changed: BookingOptions = {
  hiddenPurposes: ['Payment Processing'],
  ownPurposes: [studyAbroad, visaPractice],
  gateways: ['Zoom', 'Google Meet'],
};

const save = (client: StaffClient, options: unknown) => client.call('PUT', '/booking-options', options);
const current = async () => (await admin.call('GET', '/booking-options')).json() as Promise<BookingOptions>;
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;
const page = async (path: string) => (await fetch(gateway.url + path)).text();
/** The options of a select on a page the gateway rendered, as [value, label]. */
const offered = (html: string, name: string) =>
  [
    ...(new RegExp(`<select name="${name}">(.*?)</select>`).exec(html)?.[1] ?? '').matchAll(
      /value="([^"]*)">([^<]*)</g,
    ),
  ].map(([, value, label]) => [value, label]);
const book = (fields: Record<string, string>, lang = 'en') =>
  postJson(gateway.table('Meeting'), { fields }, { 'Content-Language': lang });
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(gateway.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
    body: new URLSearchParams({ ...fields, website: '' }).toString(),
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({
    DIST_DIR: dist,
    SERVER_BUNDLE: serverBundle,
    DATA_DIR: tempDir('options-data'),
    SMTP_URL: sink.url,
    NOTIFY_RETRY_BASE_MS: '20',
  });
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
  staff = await signInAs(gateway, 'bina@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});
const mailTo = (address: string) =>
  waitFor(() => sink.received.find((mail) => mail.envelopeTo.includes(address)), 20_000);
/** The visitor's private page, from the manage link in their e-mail. */
const managePageOf = async (text: string) =>
  page(/https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(text)![1]);

describe('booking options', () => {
  it('start as the spec’s lists: /book offers them and every spec purpose books', async () => {
    expect(await current()).toEqual(spec);
    expect(offered(await page('/book'), 'Purpose')).toEqual(meetingPurposes.map((purpose) => [purpose, purpose]));
    expect((await book({ ...meeting(0, 0), Purpose: 'Payment Processing' })).status).toBe(200);
  });

  it('a purpose an admin adds in both languages is offered on /book and /ne/book, books, and is audited', async () => {
    const saved = await save(admin, changed);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toEqual(changed);

    const english = await page('/book');
    expect(offered(english, 'Purpose')).toEqual([
      ...meetingPurposes.filter((purpose) => purpose !== 'Payment Processing').map((purpose) => [purpose, purpose]),
      ['Study abroad counselling', 'Study abroad counselling'],
      ['Visa interview preparation', 'Visa interview preparation'],
    ]);
    expect(offered(english, 'Meeting Gateway')).toEqual([
      ['Zoom', 'Zoom'],
      ['Google Meet', 'Google Meet'],
    ]);
    expect(offered(await page('/ne/book'), 'Purpose').slice(-2)).toEqual([
      ['Study abroad counselling', 'विदेश अध्ययन परामर्श'],
      ['Visa interview preparation', 'भिसा अन्तर्वार्ता तयारी'],
    ]);

    const booked = await book(
      {
        ...meeting(1, 0),
        Email: 'abroad@example.com',
        Purpose: 'Study abroad counselling',
        'Meeting Gateway': 'Google Meet',
      },
      'ne',
    );
    expect(booked.status, await booked.clone().text()).toBe(200);
    const record = (await booked.json()) as { id: string; fields: Record<string, string> };
    expect(record.fields.Purpose).toBe('Study abroad counselling');
    // The Nepali e-mail, its invitation and the manage page name it as staff wrote it in Nepali.
    const mail = (await mailTo('abroad@example.com'))!;
    expect(mail.parsed.text).toContain('विदेश अध्ययन परामर्श');
    expect(mail.parsed.text).not.toContain('Study abroad counselling');
    expect(invitation(mail).summary).toBe(`${company.name}सँग विदेश अध्ययन परामर्श`);
    expect(await managePageOf(mail.parsed.text ?? '')).toContain('<h2 id="facts">विदेश अध्ययन परामर्श</h2>');

    const audit = JSON.stringify(await (await admin.call('GET', '/audit')).json());
    expect(audit).toContain('changed booking options');
    expect(audit).toContain('Study abroad counselling');
  });

  it('refuses a hidden purpose and a gateway not offered with the spec’s messages, by the table API and the form post alike', async () => {
    const hidden = await book({ ...meeting(2, 0), Purpose: 'Payment Processing' });
    expect(hidden.status).toBe(422);
    expect(await messageOf(hidden)).toBe(
      'Field "Purpose" cannot accept the provided value: Please select Purpose of Meeting',
    );
    const teams = await book({ ...meeting(2, 1), 'Meeting Gateway': 'Microsoft Teams' });
    expect(teams.status).toBe(422);
    expect(await messageOf(teams)).toBe(
      'Field "Meeting Gateway" cannot accept the provided value: Please select Meeting Gateway',
    );

    const refused = await postForm('/book', { ...meeting(2, 2), Purpose: 'Payment Processing' });
    expect(refused.status).toBe(422);
    // The form comes back with the purposes offered now, what was typed kept.
    expect(offered(await refused.text(), 'Purpose')).toContainEqual([
      'Study abroad counselling',
      'Study abroad counselling',
    ]);
    const byForm = await postForm('/ne/book', { ...meeting(2, 3), Purpose: 'Visa interview preparation' });
    expect(byForm.status).toBe(200);
  });

  it('a purpose hidden later is refused for new bookings, while a meeting booked with it still shows it', async () => {
    const booked = await book({ ...meeting(3, 0), Purpose: 'Visa interview preparation' });
    const { id } = (await booked.json()) as { id: string };
    expect(
      (await save(admin, { ...changed, ownPurposes: [studyAbroad, { ...visaPractice, hidden: true }] })).status,
    ).toBe(200);

    expect((await book({ ...meeting(3, 1), Purpose: 'Visa interview preparation' })).status).toBe(422);
    expect(offered(await page('/book'), 'Purpose').map(([value]) => value)).not.toContain('Visa interview preparation');
    const detail = JSON.stringify(await (await staff.call('GET', `/records/Meeting/${id}`)).json());
    expect(detail).toContain('"Purpose":"Visa interview preparation"');
  });

  it('refuses bad options with a message naming what to fix, and changes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ ...changed, ownPurposes: [{ ...studyAbroad, ne: ' ' }] }, 'ownPurposes.0.ne: Name in Nepali: required'],
      [
        { ...changed, ownPurposes: [{ ...studyAbroad, en: 'it consultancy' }] },
        'ownPurposes.0.en: "it consultancy" is already a purpose: give each its own name',
      ],
      [{ ...changed, gateways: [] }, 'gateways: Offer at least one meeting gateway'],
      [{ ...changed, gateways: ['Skype'] }, 'gateways.0: Offer only a meeting gateway from the list'],
      [
        { hiddenPurposes: [...meetingPurposes], ownPurposes: [], gateways: ['Zoom'] },
        'hiddenPurposes: Offer at least one purpose',
      ],
    ];
    for (const [options, message] of cases) {
      const answer = await save(admin, options);
      expect(answer.status).toBe(422);
      expect(await messageOf(answer)).toBe(message);
    }
    expect(await current()).toEqual(before);
  });

  it('lets only admins read or change them, from the back office itself, with a body of honest size', async () => {
    const before = await current();
    expect((await staff.call('GET', '/booking-options')).status).toBe(403);
    expect((await save(staff, spec)).status).toBe(403);
    const forged = await admin.call('PUT', '/booking-options', spec, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const withoutToken = await fetch(`${gateway.url}/staff/api/booking-options`, {
      method: 'PUT',
      headers: { Cookie: admin.cookie, Origin: gateway.url, 'Content-Type': 'application/json' },
      body: JSON.stringify(spec),
    });
    expect(withoutToken.status).toBe(403);
    const huge = await admin.call('PUT', '/booking-options', {
      ...changed,
      ownPurposes: [{ ...studyAbroad, ne: 'क'.repeat(300_000) }],
    });
    expect(huge.status).toBe(413);
    expect(await current()).toEqual(before);
  });

  it('back to the spec’s lists, /book offers them again', async () => {
    expect((await save(admin, spec)).status).toBe(200);
    expect(offered(await page('/book'), 'Purpose')).toEqual(meetingPurposes.map((purpose) => [purpose, purpose]));
    expect(offered(await page('/book'), 'Meeting Gateway')).toEqual(
      meetingGateways.map((gateway) => [gateway, gateway]),
    );
    expect(
      (await book({ ...meeting(4, 0), Purpose: 'Payment Processing', 'Meeting Gateway': 'Microsoft Teams' })).status,
    ).toBe(200);
  });
});
