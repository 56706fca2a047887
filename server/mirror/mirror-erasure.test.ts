import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentFields } from '../../schemas/attachment-fields';
import { callbackTable } from '../../schemas/callback-request';
import { careerTable } from '../../schemas/career-application';
import { meetingTable } from '../../schemas/meeting';
import { personDeleteAnswer, personSearchAnswer } from '../../schemas/retention';
import { typedDb } from '../storage/typed-db';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { waitFor, type FaultProxy } from '../testing/fault-proxy';
import { listAllRecords } from '../testing/list-all-records';
import { startUpstream, SUBMISSION_FIELD, UPSTREAM_TOKEN } from '../testing/mirror-rig';
import { callback, meeting } from '../testing/sample-records';
import { signInAs, type StaffClient } from '../testing/staff-test-client';
import { postJson, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { Outbox } from './outbox';

const PHONE = '+977 9841000001';
const OTHER_PHONE = '+977 9841000002';

let upstream: TestGateway;
let proxy: FaultProxy;
let stopUpstream: () => Promise<void>;
let mirrored: TestGateway;
let admin: StaffClient;

beforeEach(async () => {
  ({ upstream, proxy, close: stopUpstream } = await startUpstream());
  mirrored = await startTestGateway({
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local`,
    SUBMISSION_ID_FIELD: SUBMISSION_FIELD,
    UPSERT_TABLES: '*',
    MIRROR_BATCH_DELAY_MS: '50',
    MIRROR_RETRY_BASE_MS: '50',
    MIRROR_RETRY_MAX_MS: '300',
    MIRROR_TIMEOUT_MS: '3000',
  });
  admin = await signInAs(mirrored, 'admin@example.com', 'admin');
});

afterEach(async () => {
  await mirrored.close();
  await stopUpstream();
});

async function submit(table: string, fields: Record<string, unknown>) {
  const response = await postJson(mirrored.table(table), { fields });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; fields: Record<string, unknown> };
}

const outbox = () => new Outbox(mirrored.app.database);
const delivered = (count: number) => waitFor(() => outbox().counts().delivered === count);
const upstreamRecords = (table: string) => listAllRecords(upstream.table(table), UPSTREAM_TOKEN);
const upstreamPhones = async (table: string) =>
  (await upstreamRecords(table)).map((record) => record.fields['Phone No'] ?? record.fields.Phone);
const erase = async (q: string) => {
  const response = await admin.call('POST', '/people/delete', { q });
  expect(response.status).toBe(200);
  return personDeleteAnswer.parse(await response.json());
};
const calls = (method: string) => proxy.calls.filter((call) => call.method === method && call.fault === 'pass');
const eraseJobs = () =>
  typedDb(mirrored.app.database).all((q) =>
    q
      .selectFrom('jobs')
      .select(['payload', 'status', 'attempts', 'last_error as lastError'])
      .where('kind', '=', 'mirror-erase'),
  );

describe('erasing a person with the hosted table as a mirror', () => {
  it('deletes the copies already forwarded from the hosted table, and no one else’s', async () => {
    await submit(callbackTable, { ...callback(1), 'Phone No': PHONE });
    await submit(callbackTable, { ...callback(2), 'Phone No': OTHER_PHONE });
    await submit(meetingTable, { ...meeting(), Phone: '9841000001' });
    await delivered(3);
    expect(await upstreamPhones(callbackTable)).toEqual([PHONE, OTHER_PHONE]);
    expect(await upstreamRecords(meetingTable)).toHaveLength(1);
    const search = await admin.call('GET', `/people?q=${encodeURIComponent(PHONE)}`);
    expect(personSearchAnswer.parse(await search.json()).mirror).toEqual({ tableCopies: 2, hostedFiles: [] });

    expect(await erase(PHONE)).toEqual({
      records: 2,
      files: 0,
      subscriptions: 0,
      mirror: { tableCopies: 2, hostedFiles: [] },
    });

    await waitFor(async () => (await upstreamRecords(meetingTable)).length === 0);
    await waitFor(async () => (await upstreamPhones(callbackTable)).length === 1);
    expect(await upstreamPhones(callbackTable)).toEqual([OTHER_PHONE]);
    expect(calls('DELETE').map((call) => decodeURIComponent(call.path).split('?')[1])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^records\[\]=rec\w+$/)]),
    );
    // A done job leaves no row; the outbox keeps nothing of the person.
    await waitFor(() => eraseJobs().length === 0);
    expect(outbox().counts()).toEqual({ pending: 0, delivered: 1, dead: 0 });
  });

  it('while the hosted table is down: the waiting copy never reaches it, and the forwarded one is deleted once it is back', async () => {
    await submit(callbackTable, { ...callback(1), 'Phone No': PHONE });
    await delivered(1);
    await proxy.refuse();
    await submit(callbackTable, { ...callback(2), 'Phone No': PHONE });
    await waitFor(() => (outbox().list('pending')[0]?.attempts ?? 0) >= 1);

    expect((await erase(PHONE)).mirror).toEqual({ tableCopies: 1, hostedFiles: [] });
    expect(outbox().counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    // The delete job, retried meanwhile, carries the hosted id only.
    const job = await waitFor(() => eraseJobs().find((row) => row.lastError !== null));
    expect(job).toMatchObject({ status: 'queued', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(Object.keys(JSON.parse(job.payload))).toEqual(['table', 'ids']);
    expect(job.payload).not.toMatch(/9841000001/);
    await submit(callbackTable, { ...callback(3), 'Phone No': OTHER_PHONE });

    await proxy.accept();
    await waitFor(() => eraseJobs().length === 0);
    await delivered(1);
    expect(await upstreamPhones(callbackTable)).toEqual([OTHER_PHONE]);
    // One delivery before the outage; after it, the deletion and the other person's delivery, in either order.
    const writes = proxy.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.records}`);
    expect(writes[0]).toBe('PATCH 1');
    expect(writes.slice(1).sort()).toEqual(['DELETE 0', 'PATCH 1']);
  });

  it('deletes a copy whose delivery was in flight when the person was erased', async () => {
    proxy.inject({ delayMs: 1500 });
    await submit(callbackTable, { ...callback(1), 'Phone No': PHONE });
    await waitFor(() => proxy.calls.length === 1);

    expect((await erase(PHONE)).mirror).toEqual({ tableCopies: 0, hostedFiles: [] });

    await waitFor(() => calls('DELETE').length === 1);
    await waitFor(() => eraseJobs().length === 0);
    expect(await upstreamRecords(callbackTable)).toEqual([]);
    expect(outbox().counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
  });

  it('lists the file host’s addresses of the person’s files, which staff delete there by hand', async () => {
    const applied = await submit(careerTable, { ...career(), ...(await uploadCareerAttachments(mirrored.url)) });
    await delivered(1);
    const [copy] = await upstreamRecords(careerTable);
    const hosted = attachmentFields
      .flatMap((field) => (copy.fields[field] as { url: string }[] | undefined) ?? [])
      .map((file) => file.url)
      .sort();
    expect(hosted).toHaveLength(4);
    expect(hosted.every((url) => url.startsWith(`${upstream.url}/files/`))).toBe(true);

    const answer = await erase(String(applied.fields['Phone Number']));
    expect(answer).toEqual({ records: 1, files: 4, subscriptions: 0, mirror: { tableCopies: 1, hostedFiles: hosted } });
    await waitFor(async () => (await upstreamRecords(careerTable)).length === 0);
  });
});
