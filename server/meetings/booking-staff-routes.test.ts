import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSettings, BookingSettingsAnswer } from '../../schemas/booking-staff-api';
import { addDays, defaultAvailability, weekday } from '../../schemas/booking-slots';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalToday } from '../../schemas/nepal-time';
import { csrfHeader } from '../../schemas/staff-api';
import { initialAvailability } from './booking-ledger';
import { meeting } from '../testing/sample-records';
import { setRecordFields } from '../testing/set-record-fields';
import { addAccount, signInAs, type StaffClient } from '../testing/staff-test-client';
import { staffHeaders, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';

let gateway: TestGateway;
let admin: StaffClient;
let staff: StaffClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
  staff = await signInAs(gateway, 'bina@example.com', 'staff');
});
afterAll(() => gateway.close());

const initial: BookingSettings = { availability: initialAvailability, hosts: [] };
// Every test starts from the shipped settings.
beforeEach(async () => {
  expect((await admin.call('PUT', '/booking/settings', initial)).status).toBe(200);
});

const settingsOf = async (client: StaffClient): Promise<BookingSettingsAnswer> =>
  (await client.call('GET', '/booking/settings')).json();
const save = (client: StaffClient, settings: unknown) => client.call('PUT', '/booking/settings', settings);
const withAvailability = (change: Partial<BookingSettings['availability']>): BookingSettings => ({
  ...initial,
  availability: { ...initial.availability, ...change },
});

interface DayState {
  date: string;
  status: string;
}
async function publicDays(from: string, days: number, duration = 30) {
  const response = await fetch(`${gateway.url}/api/booking/slots?from=${from}&days=${days}&duration=${duration}`);
  return (await response.json()) as { slots: { start: string }[]; days: DayState[] };
}
/** The next date from a week ahead that falls on `day` (Sunday 0) and is not a shipped holiday. */
function next(day: number) {
  let date = addDays(nepalToday(), 7);
  while (weekday(date) !== day || nepalPublicHolidays.some((h) => h.date === date)) date = addDays(date, 1);
  return date;
}
const nepalTimeOf = (iso: string) => new Date(Date.parse(iso) + (5 * 60 + 45) * 60_000).toISOString().slice(11, 16);

describe('GET /staff/api/booking/settings', () => {
  it('shows staff the shipped week (Sun–Fri 10:00–17:00, Saturday closed), limits, every shipped holiday on and nobody taking meetings', async () => {
    const settings = await settingsOf(staff);
    expect(settings.availability.weekly).toEqual(defaultAvailability.weekly);
    expect(settings.availability.weekly[6]).toEqual([]);
    expect(settings.availability).toMatchObject({
      noticeMinutes: 240,
      horizonDays: 60,
      bufferMinutes: 15,
      maxPerDay: 8,
    });
    expect(settings.availability.holidays).toEqual(nepalPublicHolidays.map((h) => h.date));
    expect(settings.publicHolidays).toContainEqual({ date: '2026-10-20', name: 'Dashain: Vijaya Dashami' });
    expect(settings.hosts).toEqual([]);
  });
});

describe('PUT /staff/api/booking/settings', () => {
  it('changes the week at once: the public slots follow the new Monday hours, and the change is audited', async () => {
    const monday = next(1);
    const weekly = initial.availability.weekly.map((hours, day) =>
      day === 1 ? [{ start: '12:00', end: '14:00' }] : hours,
    );
    const response = await save(admin, withAvailability({ weekly }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as BookingSettingsAnswer).availability.weekly[1]).toEqual([
      { start: '12:00', end: '14:00' },
    ]);
    const { slots } = await publicDays(monday, 1);
    expect(slots.map((slot) => nepalTimeOf(slot.start))).toEqual([
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
    ]);
    const audit = await (await admin.call('GET', '/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'changed availability', detail: 'weekly', actor: { name: 'asha' } });
  });

  it('ticks a shipped holiday off, adds a day of its own and closes or reshapes single dates', async () => {
    const shipped = nepalPublicHolidays.find((h) => h.date > addDays(nepalToday(), 1) && weekday(h.date) !== 6)!;
    const added = next(2);
    const closed = next(3);
    const short = next(4);
    expect((await publicDays(shipped.date, 1)).days[0].status).toBe('holiday');
    const response = await save(
      admin,
      withAvailability({
        holidays: [...initial.availability.holidays.filter((date) => date !== shipped.date), added],
        overrides: { [closed]: [], [short]: [{ start: '15:00', end: '16:00' }] },
      }),
    );
    expect(response.status).toBe(200);
    const dayOf = async (date: string) => (await publicDays(date, 1)).days[0].status;
    expect(await dayOf(shipped.date)).toBe(shipped.date <= addDays(nepalToday(), 60) ? 'open' : 'tooFar');
    expect(await dayOf(added)).toBe('holiday');
    expect(await dayOf(closed)).toBe('closed');
    expect((await publicDays(short, 1)).slots.map((slot) => nepalTimeOf(slot.start))).toEqual([
      '15:00',
      '15:15',
      '15:30',
    ]);
  });

  it('moves the horizon, the notice and the daily cap at once', async () => {
    expect((await save(admin, withAvailability({ horizonDays: 10 }))).status).toBe(200);
    const days = (await publicDays(addDays(nepalToday(), 9), 3)).days.map((d) => d.status);
    expect(days[2]).toBe('tooFar');
    expect(days.slice(0, 2)).not.toContain('tooFar');
  });

  it('refuses each wrong value with its field and message, and keeps what was saved', async () => {
    const cases: [unknown, string][] = [
      [
        withAvailability({
          weekly: initial.availability.weekly.map((h, d) => (d === 1 ? [{ start: '14:00', end: '12:00' }] : h)),
        }),
        'availability.weekly.1.0.end: The closing time must be after the opening time',
      ],
      [
        withAvailability({
          weekly: initial.availability.weekly.map((h, d) => (d === 2 ? [{ start: '9am', end: '12:00' }] : h)),
        }),
        'availability.weekly.2.0.start: Enter a time as HH:MM',
      ],
      [
        withAvailability({
          weekly: initial.availability.weekly.map((h, d) =>
            d === 0
              ? [
                  { start: '10:00', end: '13:00' },
                  { start: '12:00', end: '15:00' },
                ]
              : h,
          ),
        }),
        'availability.weekly.0.1.start: These hours overlap other hours of the same day',
      ],
      [
        withAvailability({ weekly: initial.availability.weekly.slice(0, 6) }),
        'availability.weekly: Give the hours of all seven weekdays',
      ],
      [
        withAvailability({ noticeMinutes: -5 }),
        'availability.noticeMinutes: Minimum notice must be between 0 and 20160 minutes',
      ],
      [
        withAvailability({ horizonDays: 1000 }),
        'availability.horizonDays: How far ahead must be between 1 and 365 days',
      ],
      [
        withAvailability({ bufferMinutes: 2.5 }),
        'availability.bufferMinutes: Buffer must be a whole number of minutes',
      ],
      [withAvailability({ maxPerDay: 0 }), 'availability.maxPerDay: Meetings a day must be between 1 and 100 meetings'],
      [withAvailability({ holidays: ['2026-02-30'] }), 'availability.holidays.0: Enter a date as YYYY-MM-DD'],
      [
        withAvailability({ holidays: ['2026-12-01', '2026-12-01'] }),
        'availability.holidays: This day is already a holiday',
      ],
      [
        withAvailability({ overrides: { tomorrow: [] } }),
        'availability.overrides.tomorrow: Enter a date as YYYY-MM-DD',
      ],
      [{ ...initial, hosts: ['no-such-account'] }, 'hosts: That account no longer exists'],
      [{ ...initial, extra: true }, 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const response = await save(admin, body);
      expect([message, response.status]).toEqual([message, 422]);
      expect((await response.json()).error).toEqual({ type: 'INVALID_REQUEST', message });
    }
    expect((await settingsOf(admin)).availability).toEqual(initial.availability);
  });

  it('refuses a staff member (admins only), no session, a forged Origin, a missing CSRF token, a huge or malformed body', async () => {
    const closedWeek = withAvailability({ weekly: [[], [], [], [], [], [], []] });
    const asStaff = await save(staff, closedWeek);
    expect(asStaff.status).toBe(403);
    expect((await asStaff.json()).error.type).toBe('NOT_PERMITTED');
    const url = `${gateway.url}/staff/api/booking/settings`;
    const put = (headers: Record<string, string>, body = JSON.stringify(closedWeek)) =>
      fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body });
    expect((await put({ Origin: gateway.url })).status).toBe(401);
    const forged = await put({ Cookie: admin.cookie, Origin: 'https://evil.example', [csrfHeader]: admin.csrfToken });
    expect([forged.status, (await forged.json()).error.type]).toEqual([403, 'CSRF_FAILED']);
    const noToken = await put({ Cookie: admin.cookie, Origin: gateway.url });
    expect([noToken.status, (await noToken.json()).error.type]).toEqual([403, 'CSRF_FAILED']);
    const signed = { Cookie: admin.cookie, Origin: gateway.url, [csrfHeader]: admin.csrfToken };
    const huge = await put(signed, JSON.stringify({ ...closedWeek, padding: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    const malformed = await put(signed, '{"availability": {');
    expect(malformed.status).toBe(422);
    const notAnObject = await put(signed, '"closed"');
    expect(notAnObject.status).toBe(422);
    expect((await settingsOf(admin)).availability.weekly).toEqual(initial.availability.weekly);
    expect((await publicDays(next(1), 1)).days[0].status).toBe('open');
  });

  it('keeps who takes meetings, admins choosing among the accounts', async () => {
    const users = (await (await admin.call('GET', '/users')).json()).items as { id: string; email: string }[];
    const hosts = users.map((user) => user.id);
    expect((await save(admin, { ...initial, hosts })).status).toBe(200);
    expect((await settingsOf(staff)).hosts).toEqual(hosts);
    expect((await save(admin, { ...initial, hosts: [hosts[0], hosts[0]] })).status).toBe(422);
  });
});

const book = async (fields: Record<string, unknown>) => {
  const response = await fetch(gateway.table('Meeting'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
};
const recordOf = async (id: string) => (await (await staff.call('GET', `/records/Meeting/${id}`)).json()).record;

describe('round robin', () => {
  it('gives each new meeting to a chosen, active colleague with the fewest meetings that week (ties by name), or to nobody', async () => {
    const users = (await (await admin.call('GET', '/users')).json()).items as { id: string; name: string }[];
    const disabled = await addAccount(gateway, 'aaron@example.com', 'staff');
    expect((await admin.call('PATCH', `/users/${disabled.id}`, { disabled: true })).status).toBe(200);
    const asha = users.find((u) => u.name === 'asha')!;
    const bina = users.find((u) => u.name === 'bina')!;
    // Nobody chosen: one calendar, the meeting goes to nobody.
    const unassigned = await book(meeting(20, 0));
    expect((await recordOf(unassigned)).assignee).toBeNull();
    expect((await save(admin, { ...initial, hosts: [bina.id, disabled.id, asha.id] })).status).toBe(200);
    const ids = [await book(meeting(21, 0)), await book(meeting(21, 1)), await book(meeting(21, 2))];
    const names = [];
    for (const id of ids) names.push((await recordOf(id)).assignee?.name);
    expect(names).toEqual(['asha', 'bina', 'asha']);
  });
});

describe('blocks and the calendar', () => {
  it('lets staff block a time by hand: its slots leave the public read at once and come back when the block is removed', async () => {
    const date = next(3);
    const startsOf = async () => (await publicDays(date, 1)).slots.map((slot) => nepalTimeOf(slot.start));
    expect(await startsOf()).toContain('11:00');
    const response = await staff.call('POST', '/booking/blocks', {
      date,
      start: '10:30',
      end: '12:00',
      note: 'Team day',
    });
    expect(response.status).toBe(201);
    const block = await response.json();
    expect(block).toMatchObject({ kind: 'block', note: 'Team day', start: `${date}T04:45:00.000Z` });
    const during = await startsOf();
    // A 30-minute meeting may not start from 10:15 (it would run into the block) until 11:45.
    for (const time of ['10:15', '10:30', '11:00', '11:30']) expect(during).not.toContain(time);
    expect(during).toContain('12:00');
    const calendar = await (await staff.call('GET', `/booking/calendar?from=${date}&days=1`)).json();
    expect(calendar.items).toContainEqual(block);
    const audit = await (await admin.call('GET', '/audit')).json();
    expect(audit.items[0]).toMatchObject({
      action: 'blocked time',
      detail: `${date} 10:30–12:00 Nepal time: Team day`,
    });
    expect((await staff.call('DELETE', `/booking/blocks/${block.id}`)).status).toBe(204);
    expect(await startsOf()).toContain('11:00');
    expect((await staff.call('DELETE', `/booking/blocks/${block.id}`)).status).toBe(404);
  });

  it('says which days are closed all day: a public holiday, or closed by the week’s hours', async () => {
    const wednesday = next(3);
    expect((await save(admin, withAvailability({ holidays: [wednesday] }))).status).toBe(200);
    const calendar = await (await staff.call('GET', `/booking/calendar?from=${wednesday}&days=4`)).json();
    const saturday = addDays(wednesday, 3);
    const dayOf = (date: string) => ({
      start: new Date(`${date}T00:00:00+05:45`).toISOString(),
      end: new Date(`${addDays(date, 1)}T00:00:00+05:45`).toISOString(),
    });
    expect(calendar.items.filter((item: { kind: string }) => item.kind === 'closed')).toEqual([
      { kind: 'closed', id: wednesday, ...dayOf(wednesday), reason: 'holiday' },
      { kind: 'closed', id: saturday, ...dayOf(saturday), reason: 'closed' },
    ]);
  });

  it('shows the booked meetings with their state, Nepal times and assignee, and blocks', async () => {
    const fields = meeting(25, 3);
    const id = await book(fields);
    const decided = await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://us02web.zoom.us/j/81234567890',
    });
    expect(decided.status).toBe(200);
    const date = fields['Preferred date'];
    const calendar = await (await staff.call('GET', `/booking/calendar?from=${date}&days=7`)).json();
    const entry = calendar.items.find((item: { id: string }) => item.id === id);
    expect(entry).toMatchObject({ kind: 'meeting', name: 'Bikash Rai', state: 'confirmed' });
    expect(nepalTimeOf(entry.start)).toBe(fields['Preferred Time']);
    expect(Date.parse(entry.end) - Date.parse(entry.start)).toBe(30 * 60_000);
  });

  it('refuses wrong blocks and calendar reads with a message, and a removal of a meeting as if it were a block', async () => {
    const date = next(3);
    const cases: [unknown, string][] = [
      [{ date, start: '12:00', end: '11:00' }, 'end: The end must be after the start'],
      [{ date: '2026-13-01', start: '10:00', end: '11:00' }, 'date: Enter a date as YYYY-MM-DD'],
      [{ date, start: '10:00', end: '11:00', note: 'x'.repeat(201) }, 'note: At most 200 characters'],
      [{ date, start: '10:00' }, 'end: Invalid input: expected string, received undefined'],
    ];
    for (const [body, message] of cases) {
      const response = await staff.call('POST', '/booking/blocks', body);
      expect([message, response.status, (await response.json()).error.message]).toEqual([message, 422, message]);
    }
    const wide = await staff.call('GET', `/booking/calendar?from=${date}&days=15`);
    expect([wide.status, (await wide.json()).error.message]).toEqual([422, 'days: days must be between 1 and 14']);
    const id = await book(meeting(26, 0));
    expect((await staff.call('DELETE', `/booking/blocks/${id}`)).status).toBe(404);
    expect((await recordOf(id)).id).toBe(id);
  });
});

describe('the meeting list and CSV by state and time', () => {
  it('filters meetings by today, this week, upcoming and past (by the booked time) and shows each one’s state and time', async () => {
    const later = await book(meeting(30, 0));
    const yesterday = await book(meeting(30, 1));
    const earlyToday = await book(meeting(30, 2));
    // Time passes: two of them now lie behind us, as the ledger holds them.
    const move = (id: string, start_ms: number, end_ms: number) =>
      typedDb(gateway.app.database).run((q) =>
        q.updateTable('booking_slots').set({ start_ms, end_ms }).where('id', '=', id),
      );
    const todayStart = Date.parse(`${nepalToday()}T00:00:00+05:45`);
    move(yesterday, todayStart - 12 * 3_600_000, todayStart - 11.5 * 3_600_000);
    move(earlyToday, todayStart + 60_000, todayStart + 31 * 60_000);
    // The record keeps the same time (a No-show is refused before the meeting's own time).
    setRecordFields(gateway.app.database, yesterday, {
      'Preferred date': addDays(nepalToday(), -1),
      'Preferred Time': '12:00',
    });
    expect((await staff.call('POST', `/records/Meeting/${yesterday}/decision`, { decision: 'no-show' })).status).toBe(
      200,
    );
    const ids = async (when: string) =>
      ((await (await staff.call('GET', `/records?when=${when}`)).json()).items as { id: string }[]).map((r) => r.id);
    expect(await ids('today')).toEqual([earlyToday]);
    expect(await ids('past')).toEqual([earlyToday, yesterday]);
    const upcoming = await ids('upcoming');
    expect(upcoming).toContain(later);
    expect(upcoming).not.toContain(yesterday);
    const week = await ids('week');
    expect(week).toContain(earlyToday);
    expect(week).not.toContain(later);
    const bad = await staff.call('GET', '/records?when=yesterday');
    expect([bad.status, (await bad.json()).error.message]).toEqual([
      422,
      'when: when must be today, tomorrow, week, upcoming or past',
    ]);

    const record = await recordOf(later);
    expect(record.slot).toEqual({
      start: new Date(`${meeting(30, 0)['Preferred date']}T${meeting(30, 0)['Preferred Time']}:00+05:45`).toISOString(),
      end: expect.any(String),
    });
    const csv = await (await staff.call('GET', '/export.csv?table=Meeting&when=past')).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toContain('Assignee,Meeting state,Meeting time (Nepal),Name');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`,Requested,${nepalToday()} 00:01–00:31,`);
    expect(rows[1]).toContain(',No-show,');
  });
});

describe('a private calendar feed per person', () => {
  const eventsOf = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue('status'),
        start: event.startDate.toJSDate().toISOString(),
        summary: event.summary,
      };
    });

  it('lists the person’s meetings and nobody’s, with the invitations’ UID and SEQUENCE, and follows each decision', async () => {
    const users = (await (await admin.call('GET', '/users')).json()).items as { id: string; name: string }[];
    const bina = users.find((u) => u.name === 'bina')!;
    const asha = users.find((u) => u.name === 'asha')!;
    expect((await save(admin, { ...initial, hosts: [] })).status).toBe(200);
    const nobodys = await book({ ...meeting(40, 0), Name: 'Nobody Yet' });
    expect((await save(admin, { ...initial, hosts: [bina.id] })).status).toBe(200);
    const binas = await book({ ...meeting(40, 1), Name: 'For Bina' });
    expect((await save(admin, { ...initial, hosts: [asha.id] })).status).toBe(200);
    const ashas = await book({ ...meeting(40, 2), Name: 'For Asha' });

    expect(await (await staff.call('GET', '/booking/feed')).json()).toEqual({ createdAt: null, url: null });
    const made = await staff.call('POST', '/booking/feed');
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${gateway.url}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(await feed.text());
    const ids = events.map((event) => event.uid);
    expect(ids).toContain(`meeting-${nobodys}@www.digitalbridge.com.np`);
    expect(ids).toContain(`meeting-${binas}@www.digitalbridge.com.np`);
    expect(ids).not.toContain(`meeting-${ashas}@www.digitalbridge.com.np`);
    const mine = () => events.find((event) => event.uid === `meeting-${binas}@www.digitalbridge.com.np`)!;
    expect(mine()).toMatchObject({ sequence: 0, status: 'TENTATIVE', summary: 'Meeting with For Bina' });
    // The same event as the staff download of that meeting.
    const download = await (await staff.call('GET', `/records/Meeting/${binas}/ics`)).text();
    expect(eventsOf(download)[0]).toEqual(mine());

    expect(
      (
        await staff.call('POST', `/records/Meeting/${binas}/decision`, {
          decision: 'confirmed',
          joinUrl: 'https://us02web.zoom.us/j/81234567890',
        })
      ).status,
    ).toBe(200);
    expect((await staff.call('POST', `/records/Meeting/${binas}/decision`, { decision: 'cancelled' })).status).toBe(
      200,
    );
    const after = eventsOf(await (await fetch(url)).text()).find((event) => event.uid === mine().uid);
    expect(after).toMatchObject({ sequence: 2, status: 'CANCELLED', start: mine().start });
  });

  it('answers 404 to a wrong, replaced or revoked token, needs no session, and is made only for a signed-in person', async () => {
    const first = ((await (await staff.call('POST', '/booking/feed')).json()) as { url: string }).url;
    expect((await fetch(first)).status).toBe(200);
    const second = ((await (await staff.call('POST', '/booking/feed')).json()) as { url: string }).url;
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    expect((await (await staff.call('GET', '/booking/feed')).json()).createdAt).toEqual(expect.any(String));
    expect((await staff.call('DELETE', '/booking/feed')).status).toBe(204);
    expect((await fetch(second)).status).toBe(404);
    expect((await staff.call('DELETE', '/booking/feed')).status).toBe(404);
    for (const path of ['/calendar/x.ics', `/calendar/${'a'.repeat(43)}.ics`, '/calendar/..%2f..%2fgateway.db'])
      expect([path, (await fetch(`${gateway.url}${path}`)).status]).toEqual([path, 404]);
    const noSession = await fetch(`${gateway.url}/staff/api/booking/feed`, {
      method: 'POST',
      headers: { Origin: gateway.url },
    });
    expect(noSession.status).toBe(401);
    const machine = await fetch(`${gateway.url}/staff/api/booking/feed`, {
      method: 'POST',
      headers: { ...staffHeaders, Origin: gateway.url },
    });
    expect(machine.status).toBe(403);
    const audit = await (await admin.call('GET', '/audit')).json();
    expect(audit.items[0]).toMatchObject({ action: 'revoked calendar feed link', detail: 'bina@example.com' });
  });

  it('is rate-limited', async () => {
    const limited = await startTestGateway({ READ_RATE_LIMIT_PER_MIN: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${limited.url}/calendar/${'b'.repeat(43)}.ics`)).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
