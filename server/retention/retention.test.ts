import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { personSearchAnswer } from '../../schemas/retention';
import { mailFolder } from '../notify/deliveries';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { waitFor } from '../testing/fault-proxy';
import { callback, meeting } from '../testing/sample-records';
import { signInAs } from '../testing/staff-test-client';
import { postJson, staffHeaders, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { monthsBefore } from './retention';

const monthsLater = (months: number, from = new Date()) => monthsBefore(from, -months);

async function submit(gateway: TestGateway, table: string, fields: Record<string, unknown>) {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; fields: Record<string, unknown> };
}

const ids = (gateway: TestGateway, table: string) =>
  gateway.app.database.prepare('SELECT id FROM records WHERE tbl = ? ORDER BY seq').pluck().all(table) as string[];
const filesLeft = (gateway: TestGateway) =>
  readdirSync(join(gateway.dataDir, 'files')).filter((n) => n !== '.incoming');
const auditOf = (gateway: TestGateway, action: string) =>
  gateway.app.database.prepare('SELECT tbl, detail FROM staff_audit WHERE action = ? ORDER BY id').all(action);

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
    () =>
      gateway.app.database.prepare("SELECT count(*) FROM notifications WHERE status = 'queued'").pluck().get() === 0,
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

    expect(retention.runNow(monthsLater(11, start))).toEqual([]);
    expect(retention.runNow(monthsLater(13, start))).toEqual([{ table: careerTable, records: 1, files: 4 }]);
    expect(ids(gateway, careerTable)).toEqual([]);
    expect(filesLeft(gateway)).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM notifications WHERE record_id = ?').pluck().get(applied.id)).toBe(0);
    expect(auditOf(gateway, 'retention purge')).toEqual([
      { tbl: careerTable, detail: '1 submission(s) and 4 file(s) deleted: unchanged for 12 months' },
    ]);

    // Staff wrote a note on the meeting a year after it arrived: its 24 months start again then.
    const seq = db.prepare('SELECT seq FROM records WHERE id = ?').pluck().get(booked.id);
    db.prepare(
      "INSERT INTO staff_notes (seq, author_name, body, created_at) VALUES (?, 'Asha', 'Called again', ?)",
    ).run(seq, monthsLater(12, start).toISOString());
    expect(retention.runNow(monthsLater(25, start))).toEqual([{ table: callbackTable, records: 1, files: 0 }]);
    expect(ids(gateway, callbackTable)).toEqual([]);
    expect(ids(gateway, meetingTable)).toEqual([booked.id]);
    expect(retention.runNow(monthsLater(37, start))).toEqual([{ table: meetingTable, records: 1, files: 0 }]);
    expect(ids(gateway, meetingTable)).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBe(0);
    expect(readdirSync(mailFolder(gateway.dataDir))).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM staff_notes').pluck().get()).toBe(0);
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
    const cvBytes = readFileSync(join(gateway.dataDir, 'files', cv));
    expect(record.files.some((entry: { base64: string }) => entry.base64 === cvBytes.toString('base64'))).toBe(true);
    const visitor = await (await admin.call('GET', '/people/export?q=bikash.rai%40example.com')).json();
    expect(visitor.records[0].messages.map((message: { kind: string }) => message.kind)).toContain('meeting-received');

    const staff = await signInAs(gateway, 'staff@example.com', 'staff');
    expect((await staff.call('GET', '/people?q=9841000001')).status).toBe(403);
    expect((await staff.call('POST', '/people/delete', { q: '9841000001' })).status).toBe(403);
    expect((await fetch(`${gateway.url}/staff/api/people?q=9841000001`, { headers: staffHeaders })).status).toBe(403);
    expect((await fetch(`${gateway.url}/staff/api/people?q=9841000001`)).status).toBe(401);

    const deleted = await admin.call('POST', '/people/delete', { q: '+977 9841000001' });
    expect(await deleted.json()).toEqual({ records: 2, files: 0 });
    expect(await search('9841000001')).toEqual([]);
    expect(ids(gateway, careerTable)).toEqual([applied.id]);
    expect(await (await admin.call('POST', '/people/delete', { q: phone })).json()).toEqual({ records: 1, files: 4 });
    expect(existsSync(join(gateway.dataDir, 'files', cv))).toBe(false);
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
