import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { FaultProxy, waitFor } from '../testing/fault-proxy';
import { folderEnv } from '../testing/folder-database';
import { callback } from '../testing/sample-records';
import { postJson, startTestGateway, tempDir, TEST_BASE, type TestGateway } from '../testing/test-gateway';
import { listAllRecords } from '../testing/list-all-records';
import { readOutbox } from '../testing/outbox-counts';
import { exited } from '../testing/process-output';

const UPSTREAM_TOKEN = 'reliability-upstream-token-0123456789';
const SUBMISSION_FIELD = 'SubmissionId';
const PENALTY_MS = 1000;
const IN_FLIGHT_MS = 1500;

let upstream: TestGateway;
let proxy: FaultProxy;
const gateways: RunningGateway[] = [];

beforeEach(async () => {
  upstream = await startTestGateway({ STAFF_TOKEN: UPSTREAM_TOKEN, SUBMISSION_ID_FIELD: SUBMISSION_FIELD });
  proxy = new FaultProxy(upstream.url);
  await proxy.listen();
});

afterEach(async () => {
  const alive = gateways
    .splice(0)
    .filter((mirrored) => mirrored.process.exitCode === null && mirrored.process.signalCode === null);
  await Promise.all(alive.map((mirrored) => mirrored.stop('SIGKILL')));
  await proxy.close();
  await upstream.close();
});

/** The gateway mirrored to the upstream, as its own process so it can be killed, with short retry timings. */
async function startMirrored(dataDir: string, env: Record<string, string> = {}) {
  const mirrored = await startGateway({
    ...(await folderEnv(dataDir)),
    RATE_LIMIT_PER_MIN: '0',
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    MIRROR_BATCH_DELAY_MS: '50',
    MIRROR_RETRY_BASE_MS: '50',
    MIRROR_RETRY_MAX_MS: '300',
    MIRROR_429_WAIT_MS: String(PENALTY_MS),
    MIRROR_TIMEOUT_MS: '3000',
    ...env,
  });
  gateways.push(mirrored);
  return mirrored;
}

async function submit(mirrored: RunningGateway, numbers: number[]) {
  for (const n of numbers) {
    const response = await postJson(`${mirrored.url}/v0/${TEST_BASE}/${callbackTable}`, { fields: callback(n) });
    expect(response.status).toBe(200);
  }
}

const upstreamPhones = async () =>
  (await listAllRecords(upstream.table(callbackTable), UPSTREAM_TOKEN)).map((record) => record.fields['Phone No']);
const phones = (numbers: number[]) => numbers.map((n) => callback(n)['Phone No']);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const writes = () => proxy.calls.filter((call) => call.method !== 'GET');

describe('upstream outage with the hosted table as a mirror', () => {
  it('accepts submissions while upstream refuses, fails and rate-limits, then delivers each exactly once, in order', async () => {
    const dataDir = tempDir('mirror-outage');
    await proxy.refuse();
    const mirrored = await startMirrored(dataDir);

    await submit(mirrored, range(0, 5));
    await waitFor(async () => {
      const { pending } = await readOutbox(dataDir);
      return (
        pending.length === 5 &&
        pending.every((entry) => entry.attempts >= 1 && /ECONNREFUSED/.test(entry.lastError ?? ''))
      );
    });

    // Two rate-limit penalties keep upstream failing long enough to post the second half meanwhile.
    proxy.inject('500', '429', '500', '429', '500');
    await proxy.accept();
    await waitFor(() => writes().length >= 1);
    await submit(mirrored, range(5, 10));
    expect(writes().every((call) => call.fault !== 'pass')).toBe(true);

    await waitFor(async () => (await readOutbox(dataDir)).counts.delivered === 10, 15_000);
    expect((await readOutbox(dataDir)).counts).toEqual({ pending: 0, delivered: 10, dead: 0 });
    expect(
      writes()
        .map((call) => call.fault)
        .slice(0, 6),
    ).toEqual(['500', '429', '500', '429', '500', 'pass']);
    expect(await upstreamPhones()).toEqual(phones(range(0, 10)));
  });

  it.each([
    ['without an upsert field: at least once, repeating only the call in flight', {}, true],
    [
      'with an upsert field: exactly once',
      { SUBMISSION_ID_FIELD: SUBMISSION_FIELD, UPSERT_TABLES: callbackTable },
      false,
    ],
  ] as const)('resumes delivery after a SIGKILL during an upstream call, %s', async (_label, env, repeatsInFlight) => {
    const dataDir = tempDir('mirror-kill');
    const first = await startMirrored(dataDir, env);
    proxy.inject({ delayMs: IN_FLIGHT_MS });
    await submit(first, range(0, 3));
    await waitFor(() => writes().length === 1);
    first.process.kill('SIGKILL');
    await exited(first.process);
    const inFlight = writes()[0];

    const second = await startMirrored(dataDir, env);
    await submit(second, range(3, 5));
    await waitFor(async () => (await readOutbox(dataDir)).counts.delivered === 5, 15_000);
    // The call cut off by the kill still reaches upstream after its delay; wait for it to land.
    await sleep(Math.max(0, inFlight.at + IN_FLIGHT_MS + 300 - Date.now()));

    expect((await readOutbox(dataDir)).counts).toEqual({ pending: 0, delivered: 5, dead: 0 });
    const stored = await upstreamPhones();
    const firstSeen = stored.filter((phone, i) => stored.indexOf(phone) === i);
    expect(firstSeen).toEqual(phones(range(0, 5)));
    const repeated = stored.filter((phone, i) => stored.indexOf(phone) !== i);
    expect(repeated).toEqual(repeatsInFlight ? phones(range(0, inFlight.records)) : []);
  });
});
