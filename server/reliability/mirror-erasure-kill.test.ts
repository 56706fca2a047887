import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { typedDb } from '../storage/typed-db';
import { waitFor, type FaultProxy } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { listAllRecords } from '../testing/list-all-records';
import { startUpstream, SUBMISSION_FIELD, UPSTREAM_TOKEN } from '../testing/mirror-rig';
import { readOutbox } from '../testing/outbox-counts';
import { exited } from '../testing/process-output';
import { callback } from '../testing/sample-records';
import { addAccountToFolder, signIn } from '../testing/staff-test-client';
import { postJson, tempDir, TEST_BASE, type TestGateway } from '../testing/test-gateway';

const PHONE = '+977 9841000001';

let upstream: TestGateway;
let proxy: FaultProxy;
let stopUpstream: () => Promise<void>;
const gateways: RunningGateway[] = [];

beforeEach(async () => {
  ({ upstream, proxy, close: stopUpstream } = await startUpstream());
});

afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.stop('SIGKILL')));
  await stopUpstream();
});

/** The mirrored gateway as its own process, so it can be killed. */
async function startMirrored(dataDir: string) {
  const gateway = await startGateway({
    ...(await folderEnv(dataDir)),
    UPSTREAM_TABLE_URL: proxy.url,
    UPSTREAM_TOKEN,
    SUBMISSION_ID_FIELD: SUBMISSION_FIELD,
    UPSERT_TABLES: '*',
    MIRROR_BATCH_DELAY_MS: '50',
    MIRROR_RETRY_BASE_MS: '50',
    MIRROR_RETRY_MAX_MS: '300',
    MIRROR_TIMEOUT_MS: '1000',
  });
  gateways.push(gateway);
  return gateway;
}

const eraseJobs = async (dataDir: string) => {
  const db = await openFolderDatabase(dataDir);
  try {
    const jobs = typedDb(db).first((q) =>
      q
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'mirror-erase'),
    );
    return Number(jobs!.n);
  } finally {
    db.close();
  }
};
const deletesPassed = () => proxy.calls.filter((call) => call.method === 'DELETE' && call.fault === 'pass');

describe('erasing a person, killed -9 before the hosted copy is deleted', () => {
  it('deletes the hosted copy once after the restart', async () => {
    const dataDir = tempDir('mirror-erase-kill');
    await addAccountToFolder(dataDir, 'admin@example.com', 'admin');
    const first = await startMirrored(dataDir);
    const posted = await postJson(`${first.url}/v0/${TEST_BASE}/${callbackTable}`, {
      fields: { ...callback(1), 'Phone No': PHONE },
    });
    expect(posted.status).toBe(200);
    await waitFor(async () => (await readOutbox(dataDir)).counts.delivered === 1);

    // The hosted table is out of reach from the erasure on, so the delete job cannot have deleted anything.
    await proxy.refuse();
    const admin = await signIn({ url: first.url } as TestGateway, 'admin@example.com');
    const erased = await admin.call('POST', '/people/delete', { q: PHONE });
    expect(await erased.json()).toMatchObject({ records: 1, mirror: { tableCopies: 1, hostedFiles: [] } });
    first.process.kill('SIGKILL');
    await exited(first.process);
    expect(await listAllRecords(upstream.table(callbackTable), UPSTREAM_TOKEN)).toHaveLength(1);
    expect(await eraseJobs(dataDir)).toBe(1);

    await proxy.accept();
    await startMirrored(dataDir);
    await waitFor(async () => (await eraseJobs(dataDir)) === 0, 20_000);
    expect(await listAllRecords(upstream.table(callbackTable), UPSTREAM_TOKEN)).toEqual([]);
    expect(deletesPassed()).toHaveLength(1);
  });
});
