import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nepalDateTime } from '../../schemas/booking-slots';
import { meetingTable } from '../../schemas/meeting';
import { nepalPublicHolidays } from '../../schemas/nepal-holidays';
import { nepalToday } from '../../schemas/nepal-time';
import { bookingAt, slotsOf, type SlotsAnswer } from '../testing/free-slots';
import { startMirrorRig, type MirrorRig } from '../testing/mirror-rig';
import { storedCount } from '../testing/stored-count';
import { signInAs } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const slots = async (base: string, query: string) => fetch(`${base}/api/booking/slots?${query}`);

describe('GET /api/booking/slots', () => {
  it('answers free starts as ISO instants in Nepal hours, with each date’s state (Saturday closed)', async () => {
    const from = addDays(nepalToday(), 7);
    const response = await slots(gateway.url, `from=${from}&days=7&duration=60`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body: SlotsAnswer = await response.json();
    expect(body.timeZone).toBe('Asia/Kathmandu');
    expect(body.days).toHaveLength(7);
    const saturday = body.days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 6);
    expect(saturday?.status).toBe('closed');
    expect(body.slots.length).toBeGreaterThan(0);
    for (const slot of body.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
      const { time } = nepalDateTime(new Date(slot.start));
      expect(time >= '10:00' && time <= '16:00').toBe(true);
    }
  });

  it('closes the shipped public holidays that fall on a working day', async () => {
    const from = addDays(nepalToday(), 1);
    const body = await slotsOf(gateway.url, from, 55, 15);
    const holidays = nepalPublicHolidays.filter(
      (holiday) =>
        holiday.date >= from && holiday.date <= addDays(from, 54) && new Date(holiday.date).getUTCDay() !== 6,
    );
    expect(holidays.length).toBeGreaterThan(0);
    for (const holiday of holidays) expect(body.days.find((day) => day.date === holiday.date)?.status).toBe('holiday');
  });

  it.each([
    ['from=2026-12-01&days=63&duration=30', /days must be at most 62/],
    ['from=2026-12-01&days=0&duration=30', /days must be at least 1/],
    ['from=2026-12-01&days=7&duration=45', /duration must be one of 15, 30, 60/],
    ['from=2026-02-30&days=7&duration=30', /real calendar date/],
    ['from=tomorrow&days=7&duration=30', /YYYY-MM-DD/],
    ['days=7&duration=30', /from is required/],
    ['from=2026-12-01&days=7&duration=30&extra=1', /./],
    ['from=2026-12-01&days=1e9&duration=30', /./],
  ])('refuses %s with 400 in the table service’s error shape', async (query, message) => {
    const response = await slots(gateway.url, query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ error: { type: 'INVALID_REQUEST_UNKNOWN', message: expect.stringMatching(message) } });
  });
});

describe('booking a Meeting', () => {
  it('takes a free slot, which the slots API no longer offers, nor the buffer after it', async () => {
    const from = addDays(nepalToday(), 14);
    const before = await slotsOf(gateway.url, from, 7, 30);
    const chosen = before.slots[4];
    const response = await postJson(gateway.table(meetingTable), { fields: bookingAt(chosen.start) });
    expect(response.status).toBe(200);
    const after = await slotsOf(gateway.url, from, 7, 30);
    const starts = after.slots.map((slot) => slot.start);
    expect(starts).not.toContain(chosen.start);
    expect(starts).not.toContain(new Date(Date.parse(chosen.end) + 0).toISOString());
    expect(starts).toContain(new Date(Date.parse(chosen.end) + 15 * 60_000).toISOString());
  });

  it('refuses a taken, closed or off-grid time with 409, a clear message, and stores nothing', async () => {
    const from = addDays(nepalToday(), 15);
    const { slots: free, days } = await slotsOf(gateway.url, from, 7, 30);
    const chosen = free[0];
    expect((await postJson(gateway.table(meetingTable), { fields: bookingAt(chosen.start) })).status).toBe(200);
    const stored = storedCount(gateway.app.database, meetingTable);
    const saturday = days.find((day) => day.status === 'closed')!.date;
    const offGrid = { ...bookingAt(chosen.start), 'Preferred Time': '16:50' };
    for (const fields of [
      bookingAt(chosen.start),
      bookingAt(chosen.start, 60),
      { ...bookingAt(chosen.start), 'Preferred date': saturday },
      offGrid,
      { ...bookingAt(chosen.start), 'Preferred Time': '03:00' },
    ]) {
      const response = await postJson(gateway.table(meetingTable), { fields });
      expect(response.status).toBe(409);
      const body = await response.json();
      expect(body).toEqual({ error: { type: 'SLOT_NOT_AVAILABLE', message: expect.any(String) } });
      expect(body.error.message).toMatch(
        /^That time is not free any more.*The nearest free times \(Nepal time\): \d{4}-\d\d-\d\d \d\d:\d\d/,
      );
    }
    expect(storedCount(gateway.app.database, meetingTable)).toBe(stored);
  });

  it('gives one of 20 visitors racing for one slot the booking and the other 19 a 409', async () => {
    const from = addDays(nepalToday(), 16);
    const chosen = (await slotsOf(gateway.url, from, 7, 15)).slots[0];
    const stored = storedCount(gateway.app.database, meetingTable);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        postJson(gateway.table(meetingTable), { fields: { ...bookingAt(chosen.start, 15), Name: `Racer ${n}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(storedCount(gateway.app.database, meetingTable)).toBe(stored + 1);
  });

  it('refuses a batch of two meetings with 422 INVALID_RECORDS, storing neither and taking no time', async () => {
    const from = addDays(nepalToday(), 17);
    const [first, second] = (await slotsOf(gateway.url, from, 7, 30)).slots.filter((_, i) => i % 8 === 0);
    const stored = storedCount(gateway.app.database, meetingTable);
    const response = await postJson(gateway.table(meetingTable), {
      records: [{ fields: bookingAt(first.start) }, { fields: { ...bookingAt(second.start), Name: 'Second' } }],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        type: 'INVALID_RECORDS',
        message: 'A meeting is booked one at a time: send one record ({"fields": {...}}) per request.',
      },
    });
    expect(storedCount(gateway.app.database, meetingTable)).toBe(stored);
    const starts = (await slotsOf(gateway.url, from, 7, 30)).slots.map((slot) => slot.start);
    expect(starts).toContain(first.start);
    expect(starts).toContain(second.start);
    expect(
      (await postJson(gateway.table(meetingTable), { records: [{ fields: bookingAt(first.start) }] })).status,
    ).toBe(200);
  });
});

describe('a staff decision', () => {
  it('a Decline frees the slot for the next visitor; a Confirm keeps it taken', async () => {
    const staff = await signInAs(gateway, 'gita@example.com', 'staff');
    const from = addDays(nepalToday(), 18);
    const [first, second] = (await slotsOf(gateway.url, from, 7, 60)).slots.filter((_, i) => i % 8 === 0);
    const book = async (start: string) =>
      (await (await postJson(gateway.table(meetingTable), { fields: bookingAt(start, 60) })).json()) as { id: string };
    const confirmed = await book(first.start);
    const declined = await book(second.start);
    const decide = (id: string, decision: string) =>
      staff.call('POST', `/records/Meeting/${id}/decision`, {
        decision,
        joinUrl: 'https://us02web.zoom.us/j/81234567890',
      });
    expect((await decide(confirmed.id, 'confirmed')).status).toBe(200);
    expect((await decide(declined.id, 'declined')).status).toBe(200);
    const starts = (await slotsOf(gateway.url, from, 7, 60)).slots.map((slot) => slot.start);
    expect(starts).not.toContain(first.start);
    expect(starts).toContain(second.start);
    expect((await postJson(gateway.table(meetingTable), { fields: bookingAt(second.start, 60) })).status).toBe(200);
  });
});

describe('with the hosted table as a mirror', () => {
  let rig: MirrorRig;
  beforeAll(async () => {
    rig = await startMirrorRig();
  });
  afterAll(() => rig.close());

  it('keeps its own ledger: a second booking of a slot booked through the mirror is refused, and the record keeps the spec fields', async () => {
    const from = addDays(nepalToday(), 9);
    const chosen = (await slotsOf(rig.mirrored.url, from, 7, 30)).slots[2];
    const fields = bookingAt(chosen.start);
    const first = await postJson(rig.mirrored.table(meetingTable), { fields });
    expect(first.status).toBe(200);
    expect((await first.json()).fields).toMatchObject({
      'Preferred date': fields['Preferred date'],
      'Preferred Time': fields['Preferred Time'],
    });
    expect((await postJson(rig.mirrored.table(meetingTable), { fields })).status).toBe(409);
    expect((await slotsOf(rig.mirrored.url, from, 7, 30)).slots.map((slot) => slot.start)).not.toContain(chosen.start);
  });
});
