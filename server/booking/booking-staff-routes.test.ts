import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSettings, BookingSettingsAnswer } from '../../schemas/booking-staff-api';
import { addDays, defaultAvailability, weekday } from '../../schemas/booking-slots';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalToday } from '../../schemas/nepal-time';
import { csrfHeader } from '../../schemas/staff-api';
import { initialAvailability } from '../booking/booking-ledger';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

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
