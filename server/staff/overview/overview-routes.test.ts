import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../schemas/booking-slots';
import { nepalInstant, nepalToday } from '../../../schemas/nepal-time';
import { overviewAnswer } from '../../../schemas/staff-overview';
import { recordListAnswer } from '../../../schemas/staff-api';
import { LinkSigner, linkSecret, MeetingLife } from '../../meetings/meeting-life';
import { uploadCareerAttachments } from '../../testing/career-uploads';
import { career } from '../../testing/valid-records';
import { callback, meeting } from '../../testing/sample-records';
import { postJson, startTestGateway, type TestGateway } from '../../testing/test-gateway';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;
let admin: StaffClient;
/** The gateway's clock: moved to a meeting's day to see it as today's, and on to let submissions wait. */
let now = new Date();

const submit = async (table: string, fields: unknown) => {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
};
const overview = async (client = staff) => {
  const response = await client.call('GET', '/overview');
  expect(response.status).toBe(200);
  return overviewAnswer.parse(await response.json());
};
const listed = async (query: string) =>
  recordListAnswer.parse(await (await staff.call('GET', `/records?${query}`)).json()).items.map((item) => item.id);

beforeAll(async () => {
  // A wallet makes the 30-minute meetings owe their price (nothing here contacts it).
  gateway = await startTestGateway(
    { KHALTI_SECRET_KEY: 'overview-test-key', KHALTI_API_URL: 'http://127.0.0.1:9/', PAYMENT_CHECK_MS: '3600000' },
    { clock: () => now },
  );
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
});
afterAll(() => gateway.close());

describe('the overview', () => {
  it('answers signed-in staff only', async () => {
    expect((await fetch(`${gateway.url}/staff/api/overview`)).status).toBe(401);
    const forged = await fetch(`${gateway.url}/staff/api/overview`, { headers: { Cookie: 'staff_session=forged' } });
    expect(forged.status).toBe(401);
    const wrongToken = await fetch(`${gateway.url}/staff/api/overview`, {
      headers: { Authorization: 'Bearer not-the-token' },
    });
    expect([401, 403]).toContain(wrongToken.status);
    // Every member of staff sees the same first screen, admin or not.
    expect(await overview(staff)).toEqual(await overview(admin));
  });

  it("counts a day's meetings, waiting submissions, unpaid meetings and this week's applications as the inbox lists them", async () => {
    const kept = meeting(0, 0);
    const keptId = await submit('Meeting', kept);
    const cancelledId = await submit('Meeting', meeting(0, 1));
    const callbackId = await submit('Request-Callback', callback(1));
    const careerId = await submit('Career', { ...career(), ...(await uploadCareerAttachments(gateway.url)) });
    expect(
      (await staff.call('POST', `/records/Meeting/${cancelledId}/decision`, { decision: 'cancelled' })).status,
    ).toBe(200);

    // Nothing has waited yet: everything arrived moments ago.
    const fresh = await overview();
    expect(fresh).toMatchObject({ waiting: 0, unpaid: 1, applications: 1, meetings: { today: [], tomorrow: [] } });
    expect(await listed('waiting=1')).toEqual([]);

    // The morning of the meetings' day, a week and more later: both are today's, the cancelled one says so.
    now = nepalInstant(kept['Preferred date'], '08:00');
    const onTheDay = await overview();
    expect(onTheDay.today).toBe(kept['Preferred date']);
    expect(onTheDay.meetings.today.map(({ id, name, purpose, state }) => ({ id, name, purpose, state }))).toEqual([
      { id: keptId, name: 'Bikash Rai', purpose: 'Data Analysis', state: 'requested' },
      { id: cancelledId, name: 'Bikash Rai', purpose: 'Data Analysis', state: 'cancelled' },
    ]);
    expect(onTheDay.meetings.today[0].start).toBe(
      nepalInstant(kept['Preferred date'], kept['Preferred Time']).toISOString(),
    );
    expect(onTheDay.meetings.tomorrow).toEqual([]);
    expect((await listed('when=today')).sort()).toEqual([keptId, cancelledId].sort());
    // The callback, the application and the undecided meeting wait; the cancelled meeting, New as it is, does not.
    expect(onTheDay.waiting).toBe(3);
    expect((await listed('waiting=1')).sort()).toEqual([keptId, callbackId, careerId].sort());
    // Applications count from the week's Sunday: these arrived in an earlier week.
    expect(onTheDay.applications).toBe(0);

    // Picked up: no longer waiting.
    expect(
      (await staff.call('PATCH', `/records/Request-Callback/${callbackId}`, { status: 'in_progress' })).status,
    ).toBe(200);
    expect((await overview()).waiting).toBe(2);
    // The day before, the meetings are tomorrow's.
    now = nepalInstant(kept['Preferred date'], '08:00');
    now = new Date(now.getTime() - 86_400_000);
    expect((await overview()).meetings.tomorrow.map((item) => item.id)).toContain(keptId);
    expect((await listed('when=tomorrow')).sort()).toEqual([keptId, cancelledId].sort());
  });

  it('counts a confirmed meeting as waiting again once the visitor moves it', async () => {
    now = new Date();
    const id = await submit('Meeting', meeting(25, 0));
    const joinUrl = 'https://us02web.zoom.us/j/81234567890';
    const confirm = await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'confirmed', joinUrl });
    expect(confirm.status).toBe(200);
    // Days later the confirmed meeting is not waiting: staff answered it.
    now = new Date(Date.now() + 5 * 86_400_000);
    try {
      const before = (await overview()).waiting;
      expect(await listed('waiting=1')).not.toContain(id);

      // The visitor's private link, as their e-mails carry it, moves it to another free time.
      const db = gateway.app.database;
      const token = new LinkSigner(linkSecret(db, gateway.dataDir)).sign({
        recordId: id,
        nonce: new MeetingLife(db).get(id).nonce,
      });
      const slots = await fetch(
        `${gateway.url}/api/booking/slots?from=${addDays(nepalToday(now), 10)}&days=7&duration=30`,
      );
      const [free] = ((await slots.json()) as { slots: { start: string }[] }).slots;
      const moved = await fetch(`${gateway.url}/meeting/manage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.url },
        body: new URLSearchParams({ t: token, action: 'move', start: free.start }).toString(),
        redirect: 'manual',
      });
      expect(moved.status).toBe(303);

      expect((await overview()).waiting).toBe(before + 1);
      expect(await listed('waiting=1')).toContain(id);
    } finally {
      now = new Date();
    }
  });

  it('refuses a waiting filter it does not know, naming it', async () => {
    const response = await staff.call('GET', '/records?waiting=yes');
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('waiting');
  });

  it('says whether mail can leave and whether backups run', async () => {
    const { health } = await overview();
    expect(health).toEqual({
      mail: { server: false, failed: 0, stuck: false },
      backups: { nightly: false, lastAt: null, ok: null },
      delivery: null,
    });
  });
});
