import { cpSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentFields } from '../../schemas/attachment-fields';
import { careerTable } from '../../schemas/career-application';
import { typedDb } from '../storage/typed-db';
import { uploadCareerAttachments } from '../testing/career-uploads';
import { FaultProxy, waitFor } from '../testing/fault-proxy';
import { folderFiles } from '../testing/folder-files';
import { listAllRecords } from '../testing/list-all-records';
import { callback } from '../testing/sample-records';
import { samples } from '../testing/sample-files';
import { testCluster } from '../testing/test-database';
import {
  postJson,
  startTestGateway,
  staffHeaders,
  tempDir,
  TEST_STAFF_TOKEN,
  type TestGateway,
} from '../testing/test-gateway';
import { career } from '../testing/valid-records';
import { Outbox } from './outbox';

const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
const SUBMISSION_FIELD = 'SubmissionId';

let upstream: TestGateway;
let proxy: FaultProxy;
const running: TestGateway[] = [];

beforeEach(async () => {
  upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN, SUBMISSION_ID_FIELD: SUBMISSION_FIELD });
  proxy = new FaultProxy(upstream.url);
  await proxy.listen();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((gateway) => gateway.close()));
  await proxy.close();
  await upstream.close();
});

/** A gateway whose submissions the upstream mirrors, through the fault proxy. */
async function startMirrored(env: Record<string, string> = {}) {
  const mirrored = await startTestGateway({
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    MIRROR_BATCH_DELAY_MS: '100',
    MIRROR_RETRY_BASE_MS: '50',
    MIRROR_RETRY_MAX_MS: '400',
    MIRROR_429_WAIT_MS: '1000',
    MIRROR_TIMEOUT_MS: '500',
    TEAM_CACHE_MS: '300',
    ...env,
  });
  running.push(mirrored);
  return mirrored;
}

const withUpsert = { SUBMISSION_ID_FIELD: SUBMISSION_FIELD, UPSERT_TABLES: '*' };

async function upstreamCallbacks() {
  const response = await fetch(`${upstream.table('Request-Callback')}?pageSize=100`, {
    headers: { Authorization: `Bearer ${UPSTREAM_TOKEN}` },
  });
  return (await response.json()).records as { fields: Record<string, string> }[];
}

const writes = () => proxy.calls.filter((call) => call.method !== 'GET');
const keptFiles = (gateway: TestGateway) => folderFiles(gateway, 'files');

describe('the hosted table mirror', () => {
  it('acknowledges at once and delivers 11 records in 2 upstream calls', async () => {
    // A burst gathers while submissions keep arriving within the delay; a loaded test machine needs a wide one.
    const mirrored = await startMirrored({ MIRROR_BATCH_DELAY_MS: '3000' });
    // The forwarder's first look after the start has gone by, so it cannot take the burst half-stored.
    await waitFor(() => {
      const forward = typedDb(mirrored.app.database).first((q) =>
        q.selectFrom('jobs').select('run_at').where('kind', '=', 'mirror.forward'),
      );
      return forward && forward.run_at > Date.now() + 10_000;
    });
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => postJson(mirrored.table('Request-Callback'), { fields: callback(i) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(200));
    const records = await waitFor(async () =>
      (await upstreamCallbacks()).length === 11 ? upstreamCallbacks() : undefined,
    );
    expect(writes().map((call) => [call.method, call.records])).toEqual([
      ['POST', 10],
      ['POST', 1],
    ]);
    expect(records.map((record) => record.fields['Last Name']).sort()).toEqual(
      Array.from({ length: 11 }, (_, i) => callback(i)['Last Name']).sort(),
    );
    expect(new Outbox(mirrored.app.database).counts()).toEqual({ pending: 0, delivered: 11, dead: 0 });
  });

  it('never makes more than 5 upstream calls in any second', async () => {
    const mirrored = await startMirrored();
    // A rejected batch is retried one record per call, which makes a burst of 11 calls.
    proxy.inject('422');
    const records = Array.from({ length: 10 }, (_, i) => ({ fields: callback(i) }));
    expect((await postJson(mirrored.table('Request-Callback'), { records })).status).toBe(200);
    await waitFor(() => new Outbox(mirrored.app.database).counts().delivered === 10);
    const times = writes().map((call) => call.at);
    expect(times).toHaveLength(11);
    for (const start of times)
      expect(times.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(5);
    expect(times[10] - times[0]).toBeGreaterThanOrEqual(2000);
  });

  it('retries 5xx, resets and time-outs with back-off, and upsert keeps a retried batch from duplicating', async () => {
    const mirrored = await startMirrored(withUpsert);
    proxy.inject('500', 'reset', { delayMs: 800 });
    const answer = await postJson(mirrored.table('Request-Callback'), { fields: callback(1) });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    await waitFor(() => new Outbox(mirrored.app.database).counts().delivered === 1);
    expect(writes().map((call) => call.fault)).toEqual(['500', 'reset', { delayMs: 800 }, 'pass']);
    expect(writes().every((call) => call.method === 'PATCH')).toBe(true);
    // The delayed call reached upstream after the gateway gave up on it; the retry updated, not duplicated.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stored = await upstreamCallbacks();
    expect(stored).toHaveLength(1);
    expect(stored[0].fields).toEqual({ ...callback(1), [SUBMISSION_FIELD]: id });
  });

  it('waits out a 429 before calling again', async () => {
    const mirrored = await startMirrored();
    proxy.inject('429');
    await postJson(mirrored.table('Request-Callback'), { fields: callback(2) });
    await waitFor(() => new Outbox(mirrored.app.database).counts().delivered === 1);
    const [limited, next] = writes();
    expect(limited.fault).toBe('429');
    expect(next.at - limited.at).toBeGreaterThanOrEqual(1000);
    expect(new Outbox(mirrored.app.database).list('delivered')[0].attempts).toBe(0);
  });

  it('stops promptly while waiting out a long 429 pause, leaving the records pending', async () => {
    const mirrored = await startMirrored({ MIRROR_429_WAIT_MS: '30000' });
    proxy.inject('429');
    await postJson(mirrored.table('Request-Callback'), { fields: callback(1) });
    await postJson(mirrored.table('Request-Callback'), { fields: callback(2) });
    await waitFor(() => writes().length === 1);
    const outbox = new Outbox(mirrored.app.database);
    expect(outbox.counts()).toEqual({ pending: 2, delivered: 0, dead: 0 });
    const started = Date.now();
    await mirrored.close();
    running.splice(running.indexOf(mirrored), 1);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('keeps records upstream rejects as dead letters and delivers the rest of their batch', async () => {
    const mirrored = await startMirrored();
    proxy.inject('422', 'pass', '422');
    const records = [0, 1, 2].map((i) => ({ fields: callback(i) }));
    await postJson(mirrored.table('Request-Callback'), { records });
    const outbox = new Outbox(mirrored.app.database);
    await waitFor(() => outbox.counts().pending === 0);
    expect(outbox.counts()).toEqual({ pending: 0, delivered: 2, dead: 1 });
    const [dead] = outbox.list('dead');
    expect(dead.fields).toEqual(callback(1));
    expect(dead.lastError).toBe('422 INVALID_VALUE_FOR_COLUMN: Field "Phone No" cannot accept the provided value');
    expect(writes().map((call) => call.records)).toEqual([3, 1, 1, 1]);
  });

  it('retries refused connections and resumes delivery after a restart', async () => {
    const dataDir = tempDir('mirror-restart');
    await proxy.refuse();
    const first = await startMirrored({ DATA_DIR: dataDir });
    for (let i = 0; i < 3; i++)
      expect((await postJson(first.table('Request-Callback'), { fields: callback(i) })).status).toBe(200);
    const outbox = new Outbox(first.app.database);
    await waitFor(() => outbox.list('pending').every((entry) => entry.attempts >= 1));
    expect(outbox.list('pending')[0].lastError).toMatch(/ECONNREFUSED/);
    await first.close();
    running.splice(running.indexOf(first), 1);

    await proxy.accept();
    const second = await startMirrored({ DATA_DIR: dataDir });
    await waitFor(() => new Outbox(second.app.database).counts().delivered === 3);
    expect(await upstreamCallbacks()).toHaveLength(3);
  });

  it('forwards each entry exactly once when two gateways share one data folder', async () => {
    const dataDir = tempDir('mirror-two-gateways');
    // A time-out would send its batch again (at least once without an upsert field): none here.
    const env = { DATA_DIR: dataDir, MIRROR_TIMEOUT_MS: '5000' };
    const gateways = [await startMirrored(env), await startMirrored(env)];
    // A slow first call keeps a batch in flight while both gateways are woken by new entries.
    proxy.inject({ delayMs: 400 });
    const numbers = Array.from({ length: 20 }, (_, i) => i);
    const answers = await Promise.all(
      numbers.map((i) => postJson(gateways[i % 2].table('Request-Callback'), { fields: callback(i) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await waitFor(() => new Outbox(gateways[0].app.database).counts().delivered === 20);

    expect(writes().reduce((sum, call) => sum + call.records, 0)).toBe(20);
    expect((await upstreamCallbacks()).map((record) => record.fields['Last Name']).sort()).toEqual(
      numbers.map((i) => callback(i)['Last Name']).sort(),
    );
  });

  // An old SQLite data folder's upgrade: PostgreSQL databases start at the baseline.
  it.skipIf(testCluster() !== undefined)(
    'forwards the entries an earlier version queued once the data folder is upgraded',
    async () => {
      // Schema version 2, written by commit 60bf673; its outbox held what that build's forwarder had not yet sent.
      const dataDir = tempDir('mirror-upgrade');
      cpSync(join(import.meta.dirname, '..', 'upgrades', 'fixtures', 'data-60bf673'), dataDir, { recursive: true });
      const old = new Database(join(dataDir, 'gateway.db'));
      const insert = old.prepare(
        `INSERT INTO outbox (submission_id, base, tbl, record_id, fields, created_time, attempts, next_attempt_at, last_error)
       VALUES (?, 'appLocalGateway01', 'Request-Callback', ?, ?, '2026-11-01T00:00:00.000Z', ?, ?, ?)`,
      );
      insert.run(
        'old-1',
        'recOldPending00001',
        JSON.stringify(callback(1)),
        2,
        Date.now() - 1_000,
        '503 SERVICE_UNAVAILABLE',
      );
      insert.run('old-2', 'recOldPending00002', JSON.stringify(callback(2)), 0, 0, null);
      old.close();

      const mirrored = await startMirrored({ DATA_DIR: dataDir });
      await waitFor(() => new Outbox(mirrored.app.database).counts().delivered === 2);
      expect(new Outbox(mirrored.app.database).list('delivered').map((entry) => entry.recordId)).toEqual([
        'recOldPending00001',
        'recOldPending00002',
      ]);
      expect((await upstreamCallbacks()).map((record) => record.fields['Phone No'])).toEqual(
        [callback(1), callback(2)].map((fields) => fields['Phone No']),
      );
    },
  );

  it('reads the Team through a cache and serves the last good list while upstream is down', async () => {
    const mirrored = await startMirrored();
    const first = await (await fetch(mirrored.table('Team'))).json();
    expect(first.records.length).toBeGreaterThan(5);
    await fetch(mirrored.table('Team'));
    expect(proxy.calls.filter((call) => call.method === 'GET')).toHaveLength(1);

    await proxy.refuse();
    await new Promise((resolve) => setTimeout(resolve, 350));
    const stale = await fetch(mirrored.table('Team'));
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(first);
    await proxy.accept();
  });

  it('answers 503 for the Team when upstream is down and nothing is cached yet', async () => {
    await proxy.refuse();
    const mirrored = await startMirrored();
    const response = await fetch(mirrored.table('Team'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        type: 'SERVICE_UNAVAILABLE',
        message: 'The team list is not available right now. Please try again shortly.',
      },
    });
  });

  it('answers staff reads of submissions from the local store, also while upstream is down', async () => {
    const mirrored = await startMirrored();
    await proxy.refuse();
    await postJson(mirrored.table('Request-Callback'), { fields: callback(4) });
    expect((await fetch(mirrored.table('Request-Callback'))).status).toBe(401);
    const response = await fetch(`${mirrored.table('Request-Callback')}?pageSize=5`, { headers: staffHeaders });
    expect(response.status).toBe(200);
    expect((await response.json()).records.map((record: { fields: unknown }) => record.fields)).toEqual([callback(4)]);
    expect(proxy.calls.filter((call) => call.method === 'GET')).toEqual([]);
    await proxy.accept();
  });

  it('keeps uploads here; a Career copy carries the file host URLs, each file uploaded once however often it is tried', async () => {
    const mirrored = await startMirrored({ UPSTREAM_UPLOAD_URL: `${upstream.url}/v1_1/local` });
    const attachments = await uploadCareerAttachments(mirrored.url);
    expect(attachments['Resume/CV'][0].url.startsWith(`${mirrored.url}/files/`)).toBe(true);
    expect(keptFiles(upstream)).toEqual([]);
    proxy.inject('500', '500');
    const answer = await postJson(mirrored.table(careerTable), { fields: { ...career(), ...attachments } });
    expect(answer.status).toBe(200);
    await waitFor(() => new Outbox(mirrored.app.database).counts().delivered === 1);
    expect(writes().map((call) => call.fault)).toEqual(['500', '500', 'pass']);

    const [copy] = await listAllRecords(upstream.table(careerTable), UPSTREAM_TOKEN);
    for (const field of attachmentFields) {
      const [file] = copy.fields[field] as { url: string; filename: string }[];
      expect(file.url.startsWith(`${upstream.url}/files/`)).toBe(true);
      expect(file.filename).toBe(attachments[field][0].filename);
    }
    const photo = await fetch((copy.fields.Headshot as { url: string }[])[0].url, {
      headers: { Authorization: `Bearer ${UPSTREAM_TOKEN}` },
    });
    expect(Buffer.from(await photo.arrayBuffer()).equals(samples.png)).toBe(true);
    expect(keptFiles(upstream)).toHaveLength(4);
    // The record here keeps this gateway's private file URLs.
    const [record] = await listAllRecords(mirrored.table(careerTable), TEST_STAFF_TOKEN);
    expect(record.fields).toEqual({ ...career(), ...attachments });
  });

  it('keeps a Career copy waiting while the file host is down, and the record here', async () => {
    const mirrored = await startMirrored({ UPSTREAM_UPLOAD_URL: 'http://127.0.0.1:9/v1_1/local' });
    const attachments = await uploadCareerAttachments(mirrored.url);
    const answer = await postJson(mirrored.table(careerTable), { fields: { ...career(), ...attachments } });
    expect(answer.status).toBe(200);
    const outbox = new Outbox(mirrored.app.database);
    await waitFor(() => (outbox.list('pending')[0]?.attempts ?? 0) >= 1);
    expect(outbox.list('pending')[0].lastError).toMatch(/^file host: /);
    expect(writes()).toEqual([]);
    expect(await listAllRecords(mirrored.table(careerTable), TEST_STAFF_TOKEN)).toHaveLength(1);
  });

  it('never shows the upstream token in an answer', async () => {
    const mirrored = await startMirrored();
    const answers = await Promise.all([
      fetch(mirrored.table('Team')),
      postJson(mirrored.table('Meeting'), { fields: { Name: 'x' } }),
      postJson(mirrored.table('Request-Callback'), { fields: callback(3) }),
      fetch(mirrored.table('Request-Callback'), { headers: { Authorization: `Bearer ${UPSTREAM_TOKEN}` } }),
    ]);
    for (const answer of answers)
      expect([...answer.headers.values(), await answer.text()].join('\n')).not.toContain(UPSTREAM_TOKEN);
  });
});
