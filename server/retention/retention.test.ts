import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addDays } from '../../schemas/booking-slots';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { nepalToday } from '../../schemas/nepal-time';
import { personSearchAnswer } from '../../schemas/retention';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { waitFor } from '../testing/fault-proxy';
import { folderFiles, storeOf } from '../testing/folder-files';
import { callback, meeting } from '../testing/sample-records';
import { signInAs } from '../testing/staff-test-client';
import { bookingAt, slotsOf } from '../testing/free-slots';
import { storedValue } from '../testing/stored-value';
import { postJson, staffHeaders, startTestGateway, tempDir, type TestGateway } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { monthsBefore } from './retention';
import { typedDb } from '../storage/typed-db';

const monthsLater = (months: number, from = new Date()) => monthsBefore(from, -months);
const DAY = 24 * 60 * 60_000;

async function submit(gateway: TestGateway, table: string, fields: Record<string, unknown>) {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; fields: Record<string, unknown> };
}

const ids = (gateway: TestGateway, table: string) =>
  typedDb(gateway.app.database)
    .all((q) => q.selectFrom('records').select('id').where('tbl', '=', table).orderBy('seq'))
    .map((row) => row.id);
const filesLeft = (gateway: TestGateway) => folderFiles(gateway, 'files');
const auditOf = (gateway: TestGateway, action: string) =>
  typedDb(gateway.app.database).all((q) =>
    q.selectFrom('staff_audit').select(['tbl', 'detail']).where('action', '=', action).orderBy('id'),
  );

async function gatewayWithSubmissions() {
  const gateway = await startTestGateway();
  onTestFinished(() => gateway.close());
  const cb = await submit(gateway, callbackTable, { ...callback(1), 'Phone No': '+977 9841000001' });
  const booked = await submit(gateway, meetingTable, {
    ...meeting(),
    Email: 'Bikash.Rai@Example.com',
    Phone: '9841000001',
  });
  const applied = await submit(gateway, careerTable, { ...career(), ...(await uploadCareerAttachments(gateway.url)) });
  // Every message is written (no SMTP here), so deleting them has something to delete.
  await waitFor(
    () => storedValue(gateway.app.database, sql`SELECT count(*) FROM notifications WHERE status = 'queued'`) === 0,
  );
  return { gateway, cb, booked, applied };
}

describe('retention, with the clock moved on', () => {
  it('deletes each table past its period after the last change, files and messages too, audited with counts', async () => {
    const { gateway, cb, booked, applied } = await gatewayWithSubmissions();
    const db = gateway.app.database;
    const retention = gateway.app.retention!;
    expect(filesLeft(gateway)).toHaveLength(4);
    const start = new Date();

    expect(await retention.runNow(monthsLater(11, start))).toEqual([]);
    expect(await retention.runNow(monthsLater(13, start))).toEqual([{ table: careerTable, records: 1, files: 4 }]);
    expect(ids(gateway, careerTable)).toEqual([]);
    expect(filesLeft(gateway)).toEqual([]);
    expect(storedValue(db, sql`SELECT count(*) FROM notifications WHERE record_id = ${applied.id}`)).toBe(0);
    expect(auditOf(gateway, 'retention purge')).toEqual([
      { tbl: careerTable, detail: '1 submission(s) and 4 file(s) deleted: unchanged for 12 months' },
    ]);

    // Staff wrote a note on the meeting a year after it arrived: its 24 months start again then.
    const seq = storedValue(db, sql`SELECT seq FROM records WHERE id = ${booked.id}`);
    typedDb(db).run(
      () => sql`INSERT INTO staff_notes (seq, author_name, body, created_at)
        VALUES (${seq}, 'Asha', 'Called again', ${monthsLater(12, start).toISOString()})`,
    );
    expect(await retention.runNow(monthsLater(25, start))).toEqual([{ table: callbackTable, records: 1, files: 0 }]);
    expect(ids(gateway, callbackTable)).toEqual([]);
    expect(ids(gateway, meetingTable)).toEqual([booked.id]);
    expect(await retention.runNow(monthsLater(37, start))).toEqual([{ table: meetingTable, records: 1, files: 0 }]);
    expect(ids(gateway, meetingTable)).toEqual([]);
    expect(storedValue(db, sql`SELECT count(*) FROM notifications`)).toBe(0);
    expect(folderFiles(gateway, 'mail')).toEqual([]);
    expect(storedValue(db, sql`SELECT count(*) FROM staff_notes`)).toBe(0);
    // The Team is not personal data of a visitor: untouched.
    expect(ids(gateway, 'Team')).toHaveLength(7);
    expect(cb.id).toBeTruthy();
  });
});

describe('one person’s data (admins)', () => {
  it('is found by phone or e-mail in any form, exported as one file with the files’ bytes, and deleted', async () => {
    const { gateway, cb, booked, applied } = await gatewayWithSubmissions();
    const admin = await signInAs(gateway, 'admin@example.com', 'admin');
    const search = async (q: string) =>
      personSearchAnswer
        .parse(await (await admin.call('GET', `/people?q=${encodeURIComponent(q)}`)).json())
        .records.map((record) => record.id);
    expect(await search('9841000001')).toEqual([cb.id, booked.id]);
    expect(await search('+977-984-100-0001')).toEqual([cb.id, booked.id]);
    expect(await search('bikash.rai@example.COM')).toEqual([booked.id]);
    expect(await search('9841000002')).toEqual([]);
    const phone = String(applied.fields['Phone Number']);
    expect(await search(phone)).toContain(applied.id);
    const vague = await admin.call('GET', '/people?q=a');
    expect(vague.status).toBe(422);

    const exported = await admin.call('GET', `/people/export?q=${encodeURIComponent(phone)}`);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="personal-data.json"');
    const file = await exported.json();
    const record = file.records.find((entry: { id: string }) => entry.id === applied.id);
    expect(record.fields['First Name']).toBe('Asha');
    expect(record.files).toHaveLength(4);
    const cv = (applied.fields['Resume/CV'] as { url: string }[])[0].url.split('/').pop()!;
    const cvBytes = await buffer((await storeOf(gateway, 'files').read(cv))!);
    expect(record.files.some((entry: { base64: string }) => entry.base64 === cvBytes.toString('base64'))).toBe(true);
    expect((await admin.call('POST', `/records/Meeting/${booked.id}/notes`, { body: 'Asked for Zoom' })).status).toBe(
      201,
    );
    const visitor = await (await admin.call('GET', '/people/export?q=bikash.rai%40example.com')).json();
    expect(visitor.records[0].messages.map((message: { kind: string }) => message.kind)).toContain('meeting-received');
    expect(visitor.records[0]).toMatchObject({
      backOffice: { status: 'new', decision: null, decided_at: null },
      notes: [{ author: 'admin', body: 'Asked for Zoom', createdAt: expect.any(String) }],
      audit: [{ at: expect.any(String), actor: 'admin', action: 'added note', detail: null }],
    });

    const staff = await signInAs(gateway, 'staff@example.com', 'staff');
    expect((await staff.call('GET', '/people?q=9841000001')).status).toBe(403);
    expect((await staff.call('POST', '/people/delete', { q: '9841000001' })).status).toBe(403);
    expect((await fetch(`${gateway.url}/staff/api/people?q=9841000001`, { headers: staffHeaders })).status).toBe(403);
    expect((await fetch(`${gateway.url}/staff/api/people?q=9841000001`)).status).toBe(401);

    const deleted = await admin.call('POST', '/people/delete', { q: '+977 9841000001' });
    expect(await deleted.json()).toEqual({ records: 2, files: 0, subscriptions: 0 });
    expect(await search('9841000001')).toEqual([]);
    expect(ids(gateway, careerTable)).toEqual([applied.id]);
    expect(await (await admin.call('POST', '/people/delete', { q: phone })).json()).toEqual({
      records: 1,
      files: 4,
      subscriptions: 0,
    });
    expect(folderFiles(gateway, 'files')).not.toContain(cv);
    expect(auditOf(gateway, 'deleted personal data')).toEqual([
      { tbl: null, detail: "2 submission(s) and 0 file(s), on the person's request" },
      { tbl: careerTable, detail: "1 submission(s) and 4 file(s), on the person's request" },
    ]);
    expect(auditOf(gateway, 'exported personal data')).toEqual([
      { tbl: null, detail: '1 submission(s)' },
      { tbl: null, detail: '1 submission(s)' },
    ]);
  });
});

describe('retention and meetings still ahead', () => {
  it('keeps a meeting until its end is past the period, however long ago it was booked', async () => {
    const gateway = await startTestGateway();
    onTestFinished(() => gateway.close());
    const { slots } = await slotsOf(gateway.url, addDays(nepalToday(), 55), 3, 30);
    const ahead = await submit(gateway, meetingTable, bookingAt(slots[0].start));
    const end = new Date(slots[0].end);
    const retention = gateway.app.retention!;
    // 24 months and 2 days after booking: unchanged that long, but the meeting is still 53 days ahead of the cutoff.
    expect(await retention.runNow(monthsLater(24, new Date(Date.now() + 2 * DAY)))).toEqual([]);
    expect(ids(gateway, meetingTable)).toEqual([ahead.id]);
    expect(await retention.runNow(monthsLater(24, new Date(end.getTime() - DAY)))).toEqual([]);
    expect(await retention.runNow(monthsLater(24, new Date(end.getTime() + DAY)))).toEqual([
      { table: meetingTable, records: 1, files: 0 },
    ]);
  });

  it('refuses to start with a meeting retention shorter than the booking horizon, and staff to pass it', async () => {
    const dataDir = tempDir('retention-horizon');
    await expect(startTestGateway({ DATA_DIR: dataDir, RETENTION_MEETING_MONTHS: '1' })).rejects.toThrow(
      'Invalid gateway configuration:\n  RETENTION_MEETING_MONTHS: 1 month(s) (30 days) is shorter than the booking horizon (60 days, Availability → How far ahead), so a booked meeting could be deleted before it takes place. Set RETENTION_MEETING_MONTHS to at least 2, or shorten the horizon first.',
    );
    const gateway = await startTestGateway({ DATA_DIR: dataDir, RETENTION_MEETING_MONTHS: '2' });
    onTestFinished(() => gateway.close());
    const admin = await signInAs(gateway, 'admin@example.com', 'admin');
    const settings = await (await admin.call('GET', '/booking/settings')).json();
    const save = (horizonDays: number) =>
      admin.call('PUT', '/booking/settings', {
        hosts: settings.hosts,
        availability: { ...settings.availability, horizonDays },
      });
    const refused = await save(61);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(
      'availability.horizonDays: How far ahead must be at most 60 days: meetings are kept only that long (RETENTION_MEETING_MONTHS), and a meeting must not be deleted before it takes place',
    );
    expect((await save(30)).status).toBe(200);
  });
});
