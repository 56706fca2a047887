import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { startGateway, type RunningGateway } from '../../scripts/gateway-process.mjs';
import { waitFor } from '../testing/fault-proxy';
import { callback } from '../testing/sample-records';
import { samples } from '../testing/sample-files';
import { postJson, tempDir, TEST_BASE } from '../testing/test-gateway';
import { diskFaultsAvailable, mountTinyDisk, setReadOnly } from '../testing/disk-faults';
import { listAllRecords } from '../testing/list-all-records';
import { captureOutput, loggedErrorCodes } from '../testing/process-output';

const refusedRecord = {
  error: {
    type: 'SERVICE_UNAVAILABLE',
    message: 'The record could not be stored right now. Nothing was saved; please try again shortly.',
  },
};
const STORAGE_LOG = 'storage refused a write; answered 503 and stored nothing';
const refusedUpload = { error: { message: 'The file could not be stored right now. Please try again shortly.' } };

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The error codes of the storage log lines, once the record's and the upload's have both arrived. */
const storageLogCodes = (log: () => string) =>
  waitFor(() => {
    const codes = loggedErrorCodes(log(), STORAGE_LOG);
    return codes.length >= 2 && codes;
  });

async function start(dataDir: string) {
  const gateway = await startGateway({ DATA_DIR: dataDir, RATE_LIMIT_PER_MIN: '0' });
  cleanups.push(() => gateway.stop());
  return { gateway, log: captureOutput(gateway.process) };
}

const post = (gateway: RunningGateway, n: number) =>
  postJson(`${gateway.url}/v0/${TEST_BASE}/${callbackTable}`, { fields: callback(n) });

function upload(gateway: RunningGateway) {
  const form = new FormData();
  form.append('file', new Blob([samples.pdf]), 'cv.pdf');
  form.append('upload_preset', 'career_uploads');
  return fetch(`${gateway.url}/v1_1/local/auto/upload`, { method: 'POST', body: form });
}

/** Stored phone numbers: each submission's is unique, so they tell which ones were kept. */
async function storedPhones(gateway: RunningGateway) {
  const records = await listAllRecords(`${gateway.url}/v0/${TEST_BASE}/${callbackTable}`, gateway.staffToken);
  return records.map((record) => record.fields['Phone No']);
}

async function expectNothingUploaded(gateway: RunningGateway) {
  const response = await upload(gateway);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual(refusedUpload);
  expect(readdirSync(join(gateway.dataDir, 'files'))).toEqual(['.incoming']);
  expect(readdirSync(join(gateway.dataDir, 'files', '.incoming'))).toEqual([]);
}

describe.runIf(diskFaultsAvailable())('disk trouble', () => {
  it('answers 503 on a full disk, acknowledges only what it stored, and recovers when space returns', async () => {
    const disk = mountTinyDisk('4m');
    cleanups.push(() => disk.unmount());
    const { gateway, log } = await start(disk.dir);
    disk.fill();

    const acknowledged: number[] = [];
    let refused: number | undefined;
    for (let n = 0; n < 500 && refused === undefined; n++) {
      const response = await post(gateway, n);
      if (response.status === 200) acknowledged.push(n);
      else {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(refusedRecord);
        refused = n;
      }
    }
    expect(refused).toBeDefined();
    await expectNothingUploaded(gateway);
    expect(await storageLogCodes(log)).toEqual(['SQLITE_FULL', 'ENOSPC']);

    disk.free();
    expect((await post(gateway, 1000)).status).toBe(200);
    expect((await upload(gateway)).status).toBe(200);
    const stored = await storedPhones(gateway);
    expect(stored).toEqual([...acknowledged, 1000].map((n) => callback(n)['Phone No']));
  });

  it('answers 503 while the data folder is read-only, and recovers when it is writable again', async () => {
    const dataDir = tempDir('gateway-read-only');
    const { gateway, log } = await start(dataDir);
    expect((await post(gateway, 0)).status).toBe(200);
    const locked = [
      dataDir,
      join(dataDir, 'gateway.db'),
      join(dataDir, 'gateway.db-wal'),
      join(dataDir, 'files'),
      join(dataDir, 'files', '.incoming'),
    ];
    setReadOnly(locked, true);
    cleanups.push(() => setReadOnly(locked, false));

    const response = await post(gateway, 1);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(refusedRecord);
    await expectNothingUploaded(gateway);
    expect(await storageLogCodes(log)).toEqual(['SQLITE_IOERR_WRITE', 'EPERM']);

    setReadOnly(locked, false);
    expect((await post(gateway, 2)).status).toBe(200);
    expect((await upload(gateway)).status).toBe(200);
    expect(await storedPhones(gateway)).toEqual([0, 2].map((n) => callback(n)['Phone No']));
  });
});
