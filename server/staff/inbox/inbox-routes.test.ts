import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalToday } from '../../../schemas/nepal-time';
import { recordDetailAnswer, recordListAnswer, type MeetingDecision } from '../../../schemas/staff-api';
import { parseCsv } from '../../csv';
import { typedDb } from '../../storage/typed-db';
import { folderFiles } from '../../testing/folder-files';
import { formulaNote, readInertCsv } from '../../testing/inert-csv';
import { uploadCareerAttachments } from '../../testing/career-uploads';
import { career } from '../../testing/valid-records';
import { samples } from '../../testing/sample-files';
import { callback, meeting } from '../../testing/sample-records';
import { postJson, staffHeaders, startTestGateway, type TestGateway } from '../../testing/test-gateway';
import type { DecidedMeeting } from '../../meetings/meeting-commands';
import { signInAs, type StaffClient } from '../../testing/staff-test-client';

let gateway: TestGateway;
let staff: StaffClient;
let admin: StaffClient;
const decisions: [DecidedMeeting, MeetingDecision, number][] = [];
let refuseDecisions = false;

/** The real gateway with the meeting-decision hook a notifier would give it. */
async function startGatewayWithHook(): Promise<TestGateway> {
  const started = await startTestGateway(
    {},
    {
      onMeetingDecision(record, decision, sequence) {
        // Inside the transaction: the decision is already visible to this connection.
        const row = typedDb(started.app.database).first(
          () => sql`SELECT decision FROM meeting_life WHERE record_id = ${record.id}`,
        );
        if (refuseDecisions) throw new Error('mail queue is full');
        decisions.push([{ ...record, fields: { ...record.fields, seen: row } }, decision, sequence]);
      },
    },
  );
  return started;
}

const submit = async (table: string, fields: unknown) => {
  const response = await postJson(gateway.table(table), { fields });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
};
const list = async (query: string) =>
  recordListAnswer.parse(await (await staff.call('GET', `/records?${query}`)).json());
const ids = (answer: { items: { id: string }[] }) => answer.items.map((item) => item.id);

async function upload(bytes: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  form.append('upload_preset', 'career_uploads');
  const response = await fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', body: form });
  return ((await response.json()) as { secure_url: string }).secure_url;
}

beforeAll(async () => {
  gateway = await startGatewayWithHook();
  staff = await signInAs(gateway, 'gita@example.com', 'staff');
  admin = await signInAs(gateway, 'asha@example.com', 'admin');
});
afterAll(() => gateway.close());

describe('inbox lists', () => {
  it('lists new submissions newest first with counts, and pages by cursor', async () => {
    const callbacks = [];
    for (let n = 0; n < 5; n++) callbacks.push(await submit('Request-Callback', callback(n)));
    const meetingId = await submit('Meeting', meeting());
    const counts = await (await staff.call('GET', '/counts')).json();
    expect(counts).toEqual({ 'Request-Callback': 5, Meeting: 1, Career: 0 });

    const first = await list('status=new&limit=4');
    expect(ids(first)).toEqual([meetingId, ...callbacks.slice(2).reverse()]);
    const second = await list(`status=new&limit=4&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual(callbacks.slice(0, 2).reverse());
    expect(second.nextCursor).toBeNull();
    expect(ids(await list('table=Meeting'))).toEqual([meetingId]);
  });

  it('finds a career application by a word of its school, and by a file name, but not by query syntax', async () => {
    const id = await submit('Career', {
      ...career(),
      ...(await uploadCareerAttachments(gateway.url)),
      'Name of School/University': 'Mahendra Morang Adarsha Campus',
    });
    expect(ids(await list('q=morang'))).toEqual([id]);
    expect(ids(await list('table=Career&q=adarsh'))).toEqual([id]);
    expect(ids(await list('q=citizenship'))).toEqual([id]);
    expect(ids(await list('table=Meeting&q=morang'))).toEqual([]);
    for (const hostile of ['"', 'morang OR', 'NEAR(a b)', '*', "'; DROP TABLE records; --"])
      expect((await staff.call('GET', `/records?q=${encodeURIComponent(hostile)}`)).status).toBe(200);
  });

  it('filters by status, assignee and date range', async () => {
    const id = await submit('Request-Callback', callback(20));
    await staff.call('PATCH', `/records/Request-Callback/${id}`, { status: 'in_progress', assigneeId: staff.userId });
    expect(ids(await list('status=in_progress'))).toEqual([id]);
    expect(ids(await list('assignee=me'))).toEqual([id]);
    expect(ids(await list(`assignee=${admin.userId}`))).toEqual([]);
    expect(ids(await list('assignee=none&table=Request-Callback'))).not.toContain(id);
    const today = nepalToday();
    expect(ids(await list(`from=${today}&to=${today}&status=in_progress`))).toEqual([id]);
    expect(ids(await list('from=2020-01-01&to=2020-12-31'))).toEqual([]);
    const bad = await staff.call('GET', '/records?status=maybe');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.type).toBe('INVALID_REQUEST');
  });
});

describe('a record', () => {
  it('shows every field, takes a status, an assignee and notes, and never changes the spec fields', async () => {
    const fields = callback(30);
    const id = await submit('Request-Callback', fields);
    const patched = await staff.call('PATCH', `/records/Request-Callback/${id}`, {
      status: 'in_progress',
      assigneeId: admin.userId,
    });
    expect(patched.status).toBe(200);
    const note = await staff.call('POST', `/records/Request-Callback/${id}/notes`, { body: 'Called, no answer.' });
    expect(note.status).toBe(201);
    const detail = recordDetailAnswer.parse(await (await staff.call('GET', `/records/Request-Callback/${id}`)).json());
    expect(detail.record).toMatchObject({
      id,
      table: 'Request-Callback',
      fields,
      status: 'in_progress',
      assignee: { id: admin.userId, name: 'asha' },
      decision: null,
    });
    expect(detail.notes).toEqual([
      {
        id: expect.any(String),
        author: { id: staff.userId, name: 'gita' },
        body: 'Called, no answer.',
        createdAt: expect.any(String),
      },
    ]);
    const stored = await (await fetch(`${gateway.table('Request-Callback')}`, { headers: staffHeaders })).json();
    expect(stored.records.find((record: { id: string }) => record.id === id).fields).toEqual(fields);

    const audit = await (await admin.call('GET', '/audit?limit=10')).json();
    expect(
      audit.items
        .filter((entry: { recordId: string }) => entry.recordId === id)
        .map((entry: { actor: { name: string }; action: string }) => `${entry.actor.name}: ${entry.action}`),
    ).toEqual(['gita: added note', 'gita: assigned', 'gita: set status In progress']);
    expect((await staff.call('POST', `/records/Request-Callback/${id}/notes`, { body: '   ' })).status).toBe(422);
    expect((await staff.call('PATCH', `/records/Request-Callback/${id}`, { assigneeId: 'usrNobody' })).status).toBe(
      422,
    );
    expect((await staff.call('GET', '/records/Request-Callback/recNotThere0000001')).status).toBe(404);
  });

  it('records a meeting decision and calls the hook inside the same transaction', async () => {
    const id = await submit('Meeting', meeting(1));
    const response = await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://us02web.zoom.us/j/81234567890',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).record.decision).toMatchObject({
      value: 'confirmed',
      decidedBy: { id: staff.userId, name: 'gita' },
    });
    expect(decisions.at(-1)).toEqual([
      expect.objectContaining({
        table: 'Meeting',
        id,
        fields: expect.objectContaining({ Name: 'Bikash Rai', seen: { decision: 'confirmed' } }),
      }),
      'confirmed',
      1,
    ]);

    refuseDecisions = true;
    const failed = await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'declined' });
    refuseDecisions = false;
    expect(failed.status).toBe(500);
    const detail = await (await staff.call('GET', `/records/Meeting/${id}`)).json();
    expect(detail.record.decision.value).toBe('confirmed');
    // The refused decision was undone with its count: the next one is the meeting's second.
    expect((await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'declined' })).status).toBe(200);
    expect(decisions.at(-1)?.slice(1)).toEqual(['declined', 2]);
    expect(
      (await staff.call('POST', `/records/Request-Callback/${id}/decision`, { decision: 'confirmed' })).status,
    ).toBe(404);
  });

  it('gives staff the meeting as an .ics at the booked Nepal time', async () => {
    const fields = meeting(2);
    const id = await submit('Meeting', fields);
    const response = await staff.call('GET', `/records/Meeting/${id}/ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="meeting-${id}.ics"`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!);
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe(new Date(`${fields['Preferred date']}T10:30:00+05:45`).toISOString());
    expect((event.endDate.toJSDate().getTime() - start.getTime()) / 60_000).toBe(30);
    expect(event.summary).toBe('Meeting with Bikash Rai');
    expect(event.description).toContain('Gateway: Zoom');
    expect(event.uid).toBe(`meeting-${id}@www.digitalbridge.com.np`);
    expect([event.sequence, event.component.getFirstPropertyValue('status')]).toEqual([0, 'TENTATIVE']);

    await staff.call('POST', `/records/Meeting/${id}/decision`, {
      decision: 'confirmed',
      joinUrl: 'https://us02web.zoom.us/j/81234567890',
    });
    await staff.call('POST', `/records/Meeting/${id}/decision`, { decision: 'declined' });
    const after = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(await (await staff.call('GET', `/records/Meeting/${id}/ics`)).text()),
      ).getFirstSubcomponent('vevent')!,
    );
    expect([after.uid, after.sequence, after.component.getFirstPropertyValue('status')]).toEqual([
      event.uid,
      2,
      'CANCELLED',
    ]);
    expect(after.startDate.toJSDate()).toEqual(start);
  });

  it('deletes a submission with its files, and the audit log keeps who did it', async () => {
    const uploaded = async (bytes: Buffer, filename: string) => [{ url: await upload(bytes, filename), filename }];
    const fields = {
      ...career(),
      'Resume/CV': await uploaded(samples.pdf, 'cv.pdf'),
      'Cover Letter': await uploaded(samples.pdf, 'letter.pdf'),
      Headshot: await uploaded(samples.jpeg, 'me.jpg'),
      Citizenship: await uploaded(samples.pdf, 'citizenship.pdf'),
    };
    const id = await submit('Career', fields);
    const detail = recordDetailAnswer.parse(await (await staff.call('GET', `/records/Career/${id}`)).json());
    expect(detail.attachments.map((a) => [a.field, a.filename, a.kind, a.previewable])).toEqual([
      ['Resume/CV', 'cv.pdf', 'pdf', true],
      ['Cover Letter', 'letter.pdf', 'pdf', true],
      ['Headshot', 'me.jpg', 'jpeg', true],
      ['Citizenship', 'citizenship.pdf', 'pdf', true],
    ]);
    const preview = await staff.call('GET', detail.attachments[2].previewUrl.replace('/staff/api', ''));
    expect(Buffer.from(await preview.arrayBuffer()).equals(samples.jpeg)).toBe(true);
    const names = detail.attachments.map((a) => a.name);

    expect((await staff.call('DELETE', `/records/Career/${id}`)).status).toBe(204);
    expect((await staff.call('GET', `/records/Career/${id}`)).status).toBe(404);
    for (const name of names) {
      expect(folderFiles(gateway, 'files')).not.toContain(name);
      expect((await staff.call('GET', `/files/${name}`)).status).toBe(404);
    }
    // A deleted file's URL can no longer be attached to a new application.
    expect((await postJson(gateway.table('Career'), { fields })).status).toBe(422);
    const audit = await (await admin.call('GET', '/audit')).json();
    expect(audit.items[0]).toMatchObject({
      actor: { id: staff.userId, name: 'gita' },
      action: 'deleted submission',
      table: 'Career',
      recordId: id,
      detail: '4 file(s) removed',
    });
  });
});

describe('CSV export', () => {
  it('exports the filtered list with formula-looking cells neutralised', async () => {
    // A person's name refuses such text; a meeting's name and notes take anything.
    const id = await submit('Meeting', {
      ...meeting(3),
      Name: '=HYPERLINK("http://x","Open")',
      'Additional Notes': '@SUM(1+1)',
    });
    const response = await staff.call('GET', '/export.csv?table=Meeting&q=hyperlink');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(await response.text());
    expect(header.slice(0, 8)).toEqual([
      'Table',
      'Record ID',
      'Received',
      'Status',
      'Assignee',
      'Meeting state',
      'Meeting time (Nepal)',
      'Name',
    ]);
    const at = (name: string) => header.indexOf(name);
    expect(rows.map((row) => [row[1], row[at('Name')], row[at('Additional Notes')]])).toEqual([
      [id, `'=HYPERLINK("http://x","Open")`, "'@SUM(1+1)"],
    ]);
    const audit = await (await admin.call('GET', '/audit?limit=1')).json();
    expect(audit.items[0]).toMatchObject({ action: 'exported CSV', table: 'Meeting', detail: '1 record(s)' });
  });

  it('plants no rows and no formulas from a note with line breaks of every kind', async () => {
    const id = await submit('Meeting', { ...meeting(4), Name: 'Row Planter', 'Additional Notes': formulaNote });
    const response = await staff.call('GET', '/export.csv?table=Meeting&q=planter');
    const [header, row] = readInertCsv(await response.text(), 1);
    expect(row[1]).toBe(id);
    expect(row[header.indexOf('Additional Notes')].split(/\r\n|\r|\n/)).toHaveLength(5);
  });
});

describe('live updates', () => {
  it('sends an event when a submission arrives, and ends the stream when the session ends', async () => {
    const client = await signInAs(gateway, 'live@example.com', 'staff');
    const response = await fetch(`${gateway.url}/staff/api/events`, { headers: { Cookie: client.cookie } });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    let text = '';
    const id = await submit('Request-Callback', callback(50));
    while (!text.includes(id)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`event: record\ndata: {"table":"Request-Callback","id":"${id}"}\n\n`);
    expect((await client.call('DELETE', '/session')).status).toBe(204);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
