import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingWhen } from '../../schemas/meeting-when';
import { waitFor } from '../testing/fault-proxy';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../testing/smtp-sink';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let sink: SmtpSink;
let gateway: TestGateway;
let staff: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({ SMTP_URL: sink.url, NOTIFY_RETRY_BASE_MS: '20' });
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

let email = 0;
/** A meeting booked as the booking form sends it, with the browser's zone and language. */
async function book(day: number, zone: string, locale: unknown) {
  const address = `clock-${++email}@example.com`;
  const fields = { ...meeting(day, 0), Email: address, 'Visitor Time Zone': zone, 'Visitor Locale': locale };
  const response = await postJson(gateway.table('Meeting'), { fields });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const stored = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
  const mail = (await waitFor(() => sink.received.find((m) => m.envelopeTo.includes(address)), 20_000))!;
  return {
    stored: stored.record.fields,
    mail,
    nepal: { date: fields['Preferred date'], time: fields['Preferred Time'] },
  };
}

async function managePage(mail: ReceivedMail) {
  const link = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(mail.parsed.text ?? '');
  expect(link, 'the e-mail carries a manage link').not.toBeNull();
  return (await fetch(new URL(link![1], gateway.url))).text();
}

describe('the visitor’s time on the clock of their browser’s language', () => {
  it('a browser in en-GB reads its London time on the 24-hour clock, in the e-mail’s subject and body and on the manage page', async () => {
    const { stored, mail, nepal } = await book(0, LONDON, 'en-GB');
    expect(stored['Visitor Locale']).toBe('en-GB');
    expect(mail.parsed.subject).toBe(
      `Requested: your meeting on ${meetingWhen(nepal, LONDON, 'en', 'short', 'en-GB')}`,
    );
    expect(mail.parsed.subject).toMatch(/, \d\d:\d\d London time \(/);
    expect(mail.parsed.subject).not.toMatch(/[AP]M/);
    const full = meetingWhen(nepal, LONDON, 'en', 'full', 'en-GB');
    expect(full).toMatch(/^\w+day, \d+ \w+ \d{4}, \d\d:\d\d London time; /);
    expect(mail.parsed.text).toContain(full);
    const page = await managePage(mail);
    expect(page).toContain(full);
    // The move picker's times too: London's 24-hour clock, Nepal's beside.
    expect(page).toMatch(/name="start" value="[^"]+"[^>]*>\d\d:\d\d \(\d\d:\d\d Nepal\)</);
    expect(page).not.toMatch(/name="start" value="[^"]+"[^>]*>[^<]*[AP]M/);
  });

  it('a browser in en-US reads its New York time on the 12-hour clock with AM/PM', async () => {
    const { stored, mail, nepal } = await book(1, NEW_YORK, 'en-US');
    expect(stored['Visitor Locale']).toBe('en-US');
    expect(mail.parsed.subject).toBe(
      `Requested: your meeting on ${meetingWhen(nepal, NEW_YORK, 'en', 'short', 'en-US')}`,
    );
    expect(mail.parsed.subject).toMatch(/, \d{1,2}:\d\d [AP]M New York time \(/);
    const full = meetingWhen(nepal, NEW_YORK, 'en', 'full', 'en-US');
    expect(mail.parsed.text).toContain(full);
    expect(await managePage(mail)).toContain(full);
  });

  it.each([
    ['malformed', 'en_GB; drop table'],
    ['huge', `en-GB-${'x1234567-'.repeat(1000)}x`],
    ['not text', 42],
  ])(
    'a %s locale is dropped, never refused: the booking is kept and told on the 12-hour clock as before',
    async (_, locale) => {
      const day = 2 + email;
      const { stored, mail, nepal } = await book(day, LONDON, locale);
      expect(stored).not.toHaveProperty('Visitor Locale');
      expect(stored['Visitor Time Zone']).toBe(LONDON);
      expect(mail.parsed.subject).toBe(`Requested: your meeting on ${meetingWhen(nepal, LONDON, 'en', 'short')}`);
      expect(mail.parsed.subject).toMatch(/, \d{1,2}:\d\d [AP]M London time \(/);
    },
  );
});
