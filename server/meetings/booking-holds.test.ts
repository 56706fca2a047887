import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nepalDateTime } from '../../schemas/booking-slots';
import { meetingTable } from '../../schemas/meeting';
import { nepalToday } from '../../schemas/nepal-time';
import { monthsBefore } from '../retention/retention';
import { bookingAt, slotsOf } from '../testing/free-slots';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';

let gateway: TestGateway;
let admin: StaffClient;
beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signInAs(gateway, 'admin@example.com', 'admin');
});
afterAll(() => gateway.close());

const book = async (start: string, email: string) => {
  const response = await postJson(gateway.table(meetingTable), { fields: { ...bookingAt(start), Email: email } });
  return { status: response.status, body: (await response.json()) as { id: string } };
};
const lifeRows = (id: string) =>
  typedDb(gateway.app.database).all((q) => q.selectFrom('meeting_life').select('record_id').where('record_id', '=', id))
    .length;

/** A free 30-minute start `days` ahead, booked by `email`: the meeting's id and its start. */
async function booked(days: number, email: string) {
  const { slots } = await slotsOf(gateway.url, addDays(nepalToday(), days), 5, 30);
  const start = slots[0].start;
  const first = await book(start, email);
  expect(first.status).toBe(200);
  // Taken: a second visitor is refused.
  expect((await book(start, 'second@example.com')).status).toBe(409);
  return { id: first.body.id, start };
}

describe('every way a meeting ends frees its time for the next visitor', () => {
  it('Spam frees it; leaving Spam takes it back, or is refused once someone else booked it', async () => {
    const spam = await booked(20, 'spam@example.com');
    const setStatus = (id: string, status: string) => admin.call('PATCH', `/records/Meeting/${id}`, { status });
    expect((await setStatus(spam.id, 'spam')).status).toBe(200);
    expect((await setStatus(spam.id, 'new')).status).toBe(200);
    expect((await book(spam.start, 'third@example.com')).status).toBe(409);

    expect((await setStatus(spam.id, 'spam')).status).toBe(200);
    const next = await book(spam.start, 'next@example.com');
    expect(next.status).toBe(200);
    const refused = await setStatus(spam.id, 'in_progress');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        type: 'SLOT_NOT_AVAILABLE',
        message:
          'This meeting’s time was booked by someone else while it was marked Spam. Decline it (offering other times) or archive it instead.',
      },
    });
    const record = await (await admin.call('GET', `/records/Meeting/${spam.id}`)).json();
    expect(record.record.status).toBe('spam');
  });

  it('a staff Cancel of a confirmed meeting frees it for the next visitor', async () => {
    const cancelled = await booked(22, 'cancelled@example.com');
    const decide = (body: object) => admin.call('POST', `/records/Meeting/${cancelled.id}/decision`, body);
    expect((await decide({ decision: 'confirmed', joinUrl: 'https://us02web.zoom.us/j/81234567890' })).status).toBe(
      200,
    );
    expect((await decide({ decision: 'cancelled' })).status).toBe(200);
    expect((await book(cancelled.start, 'next@example.com')).status).toBe(200);
  });

  it('a delete in the inbox frees it and takes the meeting’s join link and decline reason with it', async () => {
    const meeting = await booked(21, 'inbox@example.com');
    expect(lifeRows(meeting.id)).toBe(1);
    expect((await admin.call('DELETE', `/records/Meeting/${meeting.id}`)).status).toBe(204);
    expect(lifeRows(meeting.id)).toBe(0);
    expect((await book(meeting.start, 'after-inbox@example.com')).status).toBe(200);
  });

  it('a delete on the Personal data page frees it, meeting_life row and all', async () => {
    const meeting = await booked(22, 'person@example.com');
    const deleted = await admin.call('POST', '/people/delete', { q: 'person@example.com' });
    expect(await deleted.json()).toEqual({ records: 1, files: 0, subscriptions: 0 });
    expect(lifeRows(meeting.id)).toBe(0);
    expect((await book(meeting.start, 'after-person@example.com')).status).toBe(200);
  });

  it('a retention purge frees it, meeting_life row and all', async () => {
    const meeting = await booked(23, 'old@example.com');
    const purged = await gateway.app.retention!.runNow(monthsBefore(new Date(), -40));
    expect(purged).toContainEqual({ table: meetingTable, records: expect.any(Number), files: 0 });
    expect(lifeRows(meeting.id)).toBe(0);
    const { date, time } = nepalDateTime(new Date(meeting.start));
    expect(
      (await slotsOf(gateway.url, date, 1, 30)).slots.map((slot) => nepalDateTime(new Date(slot.start)).time),
    ).toContain(time);
    expect((await book(meeting.start, 'after-retention@example.com')).status).toBe(200);
  });
});

describe('an admin frees a held time by hand', () => {
  it('shows a leftover hold in the calendar; admins free it (audited); staff and strangers cannot', async () => {
    const { slots } = await slotsOf(gateway.url, addDays(nepalToday(), 24), 5, 30);
    const { start, end } = slots[0];
    // A hold left by a meeting deleted before deletes freed time (an older version's data).
    const leftover = 'recLeftover0000001';
    typedDb(gateway.app.database).run((q) =>
      q
        .insertInto('booking_slots')
        .values({ id: leftover, kind: 'meeting', start_ms: Date.parse(start), end_ms: Date.parse(end) }),
    );
    expect((await book(start, 'blocked@example.com')).status).toBe(409);
    const { date } = nepalDateTime(new Date(start));
    const calendar = await (await admin.call('GET', `/booking/calendar?from=${date}&days=1`)).json();
    expect(calendar.items).toContainEqual({ kind: 'held', id: leftover, start, end });

    const staff = await signInAs(gateway, 'staff-holds@example.com', 'staff');
    expect((await staff.call('POST', `/booking/holds/${leftover}/free`)).status).toBe(403);
    const anonymous = await fetch(`${gateway.url}/staff/api/booking/holds/${leftover}/free`, {
      method: 'POST',
      headers: { Origin: gateway.url },
    });
    expect(anonymous.status).toBe(401);
    expect((await book(start, 'blocked@example.com')).status).toBe(409);

    expect((await admin.call('POST', `/booking/holds/${leftover}/free`)).status).toBe(204);
    const audit = typedDb(gateway.app.database).all((q) =>
      q
        .selectFrom('staff_audit')
        .select(['actor_name', 'tbl', 'record_id', 'detail'])
        .where('action', '=', 'freed meeting time'),
    );
    const times = `${date} ${nepalDateTime(new Date(start)).time}–${nepalDateTime(new Date(end)).time} Nepal time`;
    expect(audit).toEqual([{ actor_name: 'admin', tbl: meetingTable, record_id: leftover, detail: times }]);
    const again = await admin.call('POST', `/booking/holds/${leftover}/free`);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('No meeting holds time under this id');
    expect((await book(start, 'unblocked@example.com')).status).toBe(200);
  });
});
