import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingSpan } from '../../schemas/meeting-calendar';
import { waitFor } from '../testing/fault-proxy';
import { meeting } from '../testing/sample-records';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { signInAs } from '../testing/staff-test-client';
import { postJson, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';

// The gateway's meeting clock is moved by the test; everything else (SMTP, SQLite, the queue) is real.
const HOUR = 3_600_000;
let now = Date.now();
const clock = () => new Date(now);
let sink: SmtpSink;
const dataDir = tempDir('reminders');
const env = {
  DATA_DIR: dataDir,
  NOTIFY_MEETING_TO: 'meetings@example.com',
  NOTIFY_RETRY_BASE_MS: '20',
  REMINDER_CHECK_MS: '40',
};
let gateway: TestGateway;

beforeAll(async () => {
  sink = await startSmtpSink();
  gateway = await startTestGateway({ ...env, SMTP_URL: sink.url }, { clock });
});
afterAll(async () => {
  await gateway.close();
  await sink.close();
});

const subjects = (address: string) =>
  sink.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed.subject ?? '');
const reminders = (address: string) => subjects(address).filter((subject) => subject.startsWith('Reminder:'));
/** Long enough for several checks (every 40 ms) and the sender. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('reminders before a confirmed meeting', () => {
  it('go to the visitor and staff 24 hours and 1 hour before, once each, with the join link; a restart repeats none', async () => {
    const staff = await signInAs(gateway, 'gita@example.com', 'staff');
    const book = async (day: number, email: string) => {
      const fields = { ...meeting(day, 0), Email: email };
      const { id } = (await (await postJson(gateway.table('Meeting'), { fields })).json()) as { id: string };
      return { id, start: meetingSpan(fields).start.getTime() };
    };
    const confirmed = await book(5, 'confirmed@example.com');
    const requested = await book(5 + 1, 'requested@example.com');
    const declined = await book(5 + 2, 'declined@example.com');
    const zoom = 'https://us02web.zoom.us/j/81234567890';
    expect(
      (await staff.call('POST', `/records/Meeting/${confirmed.id}/decision`, { decision: 'confirmed', joinUrl: zoom }))
        .status,
    ).toBe(200);
    expect(
      (await staff.call('POST', `/records/Meeting/${declined.id}/decision`, { decision: 'declined' })).status,
    ).toBe(200);
    await settle();
    expect(reminders('confirmed@example.com')).toEqual([]);

    // A day before: the visitor's reminder with the link, and the staff's.
    now = confirmed.start - 23 * HOUR;
    await waitFor(
      () => reminders('confirmed@example.com').length === 1 && reminders('meetings@example.com').length === 1,
    );
    expect(reminders('confirmed@example.com')[0]).toMatch(/^Reminder: your meeting tomorrow, /);
    expect(reminders('meetings@example.com')[0]).toMatch(/^Reminder: meeting with Bikash Rai tomorrow, /);
    const visitorMail = sink.received.find((mail) =>
      mail.parsed.subject?.startsWith('Reminder: your meeting tomorrow'),
    )!;
    expect(visitorMail.parsed.text).toContain(zoom);
    expect(visitorMail.parsed.text).toMatch(/\/meeting\/manage\?t=/);

    // Later the same day: nothing new, nothing repeated.
    now = confirmed.start - 90 * 60_000;
    await settle();
    expect(reminders('confirmed@example.com')).toHaveLength(1);

    now = confirmed.start - 40 * 60_000;
    await waitFor(
      () => reminders('confirmed@example.com').length === 2 && reminders('meetings@example.com').length === 2,
    );
    expect(reminders('confirmed@example.com')[1]).toMatch(/^Reminder: your meeting in one hour, /);

    // A restart at the same moment neither loses nor repeats one.
    await gateway.close();
    gateway = await startTestGateway({ ...env, SMTP_URL: sink.url }, { clock });
    await settle();
    expect(reminders('confirmed@example.com')).toHaveLength(2);
    expect(reminders('meetings@example.com')).toHaveLength(2);
    // Meetings not confirmed (requested, declined) get none, whenever it is.
    for (const other of [requested, declined]) {
      now = other.start - 23 * HOUR;
      await settle();
      now = other.start - 30 * 60_000;
      await settle();
    }
    expect(reminders('requested@example.com')).toEqual([]);
    expect(reminders('declined@example.com')).toEqual([]);
    const rows = gateway.app.database
      .prepare('SELECT record_id, lead FROM meeting_reminders ORDER BY start_ms, lead DESC')
      .all();
    expect(rows).toEqual([
      { record_id: confirmed.id, lead: '24h' },
      { record_id: confirmed.id, lead: '1h' },
    ]);
  });

  it('go to the colleague the meeting is assigned to, not to everyone who gets new meetings', async () => {
    now = Date.now();
    const staff = await signInAs(gateway, 'ram@example.com', 'staff');
    const fields = { ...meeting(11, 2), Email: 'assigned@example.com' };
    const { id } = (await (await postJson(gateway.table('Meeting'), { fields })).json()) as { id: string };
    expect((await staff.call('PATCH', `/records/Meeting/${id}`, { assigneeId: staff.userId })).status).toBe(200);
    const zoom = 'https://us02web.zoom.us/j/81234567891';
    expect(
      (await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'confirmed', joinUrl: zoom })).status,
    ).toBe(200);
    const toEveryone = reminders('meetings@example.com').length;
    now = meetingSpan(fields).start.getTime() - 23 * HOUR;
    await waitFor(() => reminders('assigned@example.com').length === 1 && reminders('ram@example.com').length === 1);
    await settle();
    expect(reminders('ram@example.com')[0]).toMatch(/^Reminder: meeting with Bikash Rai tomorrow, /);
    expect(reminders('meetings@example.com')).toHaveLength(toEveryone);
  });

  it('Done and No-show are refused before the meeting begins, allowed after it, and e-mail nobody', async () => {
    now = Date.now();
    const staff = await signInAs(gateway, 'hari@example.com', 'staff');
    const fields = { ...meeting(9, 1), Email: 'held@example.com' };
    const { id } = (await (await postJson(gateway.table('Meeting'), { fields })).json()) as { id: string };
    await waitFor(() => subjects('held@example.com').length === 1, 20_000);
    const early = await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'done' });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe('Done and No-show can be set once the meeting time has begun.');
    now = meetingSpan(fields).start.getTime() + 5 * 60_000;
    expect((await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'no-show' })).status).toBe(200);
    const done = await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'done' });
    expect((await done.json()).record.decision.value).toBe('done');
    await settle();
    // Only the booking's own "Requested" e-mail reached the visitor.
    expect(subjects('held@example.com')).toEqual([expect.stringMatching(/^Requested: /)]);
  });
});
