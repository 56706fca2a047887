import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalDateTime } from '../../schemas/booking-slots';
import { dateInWords } from '../../schemas/date-in-words';
import { meetingWhen } from '../../schemas/meeting-when';
import { clockTime, zonedDateTime } from '../../schemas/zoned-time';
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

let email = 0;
/** A meeting booked from a page in `lang`, with its own visitor address so each test reads only its own mail. */
async function book(day: number, slot: number, zone: string | undefined, lang: 'en' | 'ne' = 'en') {
  const address = `abroad-${++email}@example.com`;
  const fields = { ...meeting(day, slot), Email: address, ...(zone && { 'Visitor Time Zone': zone }) };
  const response = await postJson(gateway.table('Meeting'), { fields }, { 'Content-Language': lang });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, address, nepal: { date: fields['Preferred date'], time: fields['Preferred Time'] } };
}

const mailNumber = async (address: string, n: number): Promise<ReceivedMail> =>
  (await waitFor(() => sink.received.filter((mail) => mail.envelopeTo.includes(address))[n - 1], 20_000))!;

function manageLink(mail: ReceivedMail): string {
  const match = /https:\/\/www\.digitalbridge\.com\.np(\/meeting\/manage\?t=[\w.-]+)/.exec(mail.parsed.text ?? '');
  expect(match, 'the e-mail carries a manage link').not.toBeNull();
  return match![1];
}

describe('a visitor abroad is told the time in their own zone first', () => {
  it('keeps the zone with the Meeting; the e-mail’s subject and body give New York time (12-hour) first, Nepal time second', async () => {
    const { id, address, nepal } = await book(0, 0, 'America/New_York');
    const stored = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(stored.record.fields['Visitor Time Zone']).toBe('America/New_York');

    const mail = await mailNumber(address, 1);
    const subject = mail.parsed.subject ?? '';
    expect(subject).toBe(`Requested: your meeting on ${meetingWhen(nepal, 'America/New_York', 'en', 'short')}`);
    expect(subject).toMatch(/^Requested: your meeting on \w+day, \d+ \w+ \d{4}, \d{1,2}:\d\d [AP]M New York time \(/);
    expect(subject.indexOf('New York time')).toBeLessThan(subject.indexOf('Nepal time'));
    const text = mail.parsed.text ?? '';
    expect(text).toContain(meetingWhen(nepal, 'America/New_York', 'en', 'full'));
    // The time in words is New York's, named so: never Nepal's read as the visitor's own.
    expect(text).toMatch(
      /In words:?\s+[a-z -]+(in the morning|in the afternoon|in the evening|at night|noon|midnight)[^\n]* on \w+day, \d+ \w+ \d{4}, New York time/,
    );

    const page = await (await fetch(new URL(manageLink(mail), gateway.url))).text();
    expect(page).toContain(meetingWhen(nepal, 'America/New_York', 'en', 'full'));
  });

  it('in Nepali from /ne/book: the visitor’s zone named in Nepali, then Nepal time', async () => {
    const { address, nepal } = await book(1, 0, 'Asia/Qatar', 'ne');
    const mail = await mailNumber(address, 1);
    const subject = mail.parsed.subject ?? '';
    expect(subject).toContain(meetingWhen(nepal, 'Asia/Qatar', 'ne', 'short'));
    expect(subject.indexOf('कतार समय')).toBeGreaterThan(0);
    expect(subject.indexOf('कतार समय')).toBeLessThan(subject.indexOf('नेपाल समय'));
  });

  it('offers other times, on a decline, in the visitor’s zone too', async () => {
    const { id, address, nepal } = await book(2, 0, 'America/New_York');
    const slots = await (await fetch(`${gateway.url}/api/booking/slots?from=${nepal.date}&days=10&duration=30`)).json();
    const offer: string = slots.slots.at(-1).start;
    const declined = await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'declined',
      offers: [offer],
    });
    expect(declined.status).toBe(200);
    const mail = await mailNumber(address, 2);
    expect(mail.parsed.text).toContain(meetingWhen(nepalDateTime(new Date(offer)), 'America/New_York', 'en', 'short'));
  });

  it('tells a booking without a zone (an old client, the table API) in Nepal time as before', async () => {
    const { address, nepal } = await book(3, 0, undefined);
    const mail = await mailNumber(address, 1);
    expect(mail.parsed.subject).toBe(`Requested: your meeting on ${meetingWhen(nepal, undefined, 'en', 'short')}`);
    expect(mail.parsed.subject).toMatch(/ \d\d:\d\d Nepal time$/);
  });

  it('moves in the visitor’s zone: the manage page lists New York dates and their times on its clock, Nepal time beside', async () => {
    const { address } = await book(5, 0, 'America/New_York');
    const manage = new URL(manageLink(await mailNumber(address, 1)), gateway.url);
    const picker = async (date?: string) => {
      const url = new URL(manage);
      if (date) url.searchParams.set('date', date);
      const page = await (await fetch(url)).text();
      const move = page.slice(page.indexOf('<h2 id="move">'), page.indexOf('<h2 id="cancel">'));
      return {
        move,
        dates: [...move.matchAll(/<option value="([\d-]+)"( selected)?>([^<]+)</g)].map(
          ([, value, selected, label]) => ({
            value,
            selected: Boolean(selected),
            label,
          }),
        ),
        times: [...move.matchAll(/name="start" value="([^"]+)"[^>]*>([^<]+)</g)].map(([, start, label]) => ({
          start: new Date(start),
          label,
        })),
      };
    };
    const first = await picker();
    expect(first.move).toContain('<label for="date">Date (New York time)</label>');
    expect(first.dates.length).toBeGreaterThan(5);
    for (const date of first.dates) expect(date.label).toBe(dateInWords(date.value, true));
    const second = first.dates[1].value;
    const { move, dates, times } = await picker(second);
    expect(dates.find((date) => date.selected)?.value).toBe(second);
    expect(move).toContain(`Free times on ${dateInWords(second, true)}, in New York time (Nepal time beside)`);
    expect(times.length).toBeGreaterThan(0);
    for (const { start, label } of times) {
      // Each time falls on the chosen New York date, told on its 12-hour clock with Nepal's beside it.
      expect(zonedDateTime(start, 'America/New_York').date).toBe(second);
      expect(label).toBe(`${clockTime(start, 'America/New_York', 'en-US')} (${nepalDateTime(start).time} Nepal)`);
      expect(label).toMatch(/^\d{1,2}:\d\d [AP]M \(\d\d:\d\d Nepal\)$/);
    }
    // A New York evening holds the next Nepal morning's times: the dates are the visitor's, not Nepal's.
    const fewDays = await Promise.all(first.dates.slice(0, 4).map(async ({ value }) => (await picker(value)).times));
    expect(
      fewDays.flat().some(({ start }) => nepalDateTime(start).date !== zonedDateTime(start, 'America/New_York').date),
    ).toBe(true);
  });

  it('refuses a zone the runtime does not know with 422 and the message', async () => {
    const response = await postJson(gateway.table('Meeting'), {
      fields: { ...meeting(4, 0), Email: 'nowhere@example.com', 'Visitor Time Zone': 'Mars/Olympus_Mons' },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('Choose a time zone from the list');
  });
});

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

/** A meeting booked as the booking form sends it, with the browser's zone and language; its stored fields and first e-mail. */
async function bookOnClock(day: number, zone: string, locale: unknown) {
  const address = `clock-${++email}@example.com`;
  const fields = { ...meeting(day, 1), Email: address, 'Visitor Time Zone': zone, 'Visitor Locale': locale };
  const response = await postJson(gateway.table('Meeting'), { fields });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const stored = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
  return {
    stored: stored.record.fields,
    mail: await mailNumber(address, 1),
    nepal: { date: fields['Preferred date'], time: fields['Preferred Time'] },
  };
}

const managePage = async (mail: ReceivedMail) => (await fetch(new URL(manageLink(mail), gateway.url))).text();

describe('the visitor’s time on the clock of their browser’s language', () => {
  it('a browser in en-GB reads its London time on the 24-hour clock, in the e-mail’s subject and body and on the manage page', async () => {
    const { stored, mail, nepal } = await bookOnClock(0, LONDON, 'en-GB');
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
    const { stored, mail, nepal } = await bookOnClock(1, NEW_YORK, 'en-US');
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
    ['malformed', 2, 'en_GB; drop table'],
    ['huge', 3, `en-GB-${'x1234567-'.repeat(1000)}x`],
    ['not text', 5, 42],
  ])(
    'a %s locale is dropped, never refused: the booking is kept and told on the 12-hour clock as before',
    async (_, day, locale) => {
      const { stored, mail, nepal } = await bookOnClock(day, LONDON, locale);
      expect(stored).not.toHaveProperty('Visitor Locale');
      expect(stored['Visitor Time Zone']).toBe(LONDON);
      expect(mail.parsed.subject).toBe(`Requested: your meeting on ${meetingWhen(nepal, LONDON, 'en', 'short')}`);
      expect(mail.parsed.subject).toMatch(/, \d{1,2}:\d\d [AP]M London time \(/);
    },
  );
});
