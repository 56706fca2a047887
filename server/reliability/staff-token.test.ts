import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callbackTable } from '../../schemas/callback-request';
import { loadConfig } from '../config';
import { staffTokenOf } from '../settings/staff-token-of';
import { callback } from '../testing/sample-records';
import { diskFaultsAvailable, mountTinyDisk } from '../testing/disk-faults';
import { gatewaysPerTest } from '../testing/gateways-per-test';
import { testCluster } from '../testing/test-database';
import { postJson, tempDir } from '../testing/test-gateway';

const { start, closeAll } = gatewaysPerTest();

/** A gateway that generates or reads its own token file (no STAFF_TOKEN). */
const startWithTokenFile = (dataDir: string) => start({ DATA_DIR: dataDir, STAFF_TOKEN: '' });
/** The token file is the single machine's: on PostgreSQL the generated token is a setting (postgres-shared-state.test.ts). */
const itWithTokenFile = it.skipIf(testCluster() !== undefined);

describe('finding 1: the staff token', () => {
  itWithTokenFile.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['a no-break space', '\u00a0\n'],
    ['too short', 'abc123\n'],
  ])('refuses to start on a token file that is %s', async (_label, content) => {
    const dataDir = tempDir('token-file');
    writeFileSync(join(dataDir, 'staff-token'), content, { mode: 0o600 });
    await expect(startWithTokenFile(dataDir)).rejects.toThrow(
      `The staff token file ${join(dataDir, 'staff-token')} is unusable`,
    );
  });

  it('never reads submissions for "Bearer" plus a no-break space, nor for the token plus one', async () => {
    const dataDir = tempDir('token-file');
    const gateway = await startWithTokenFile(dataDir);
    const token = staffTokenOf(undefined, dataDir, gateway.app.database);
    expect((await postJson(gateway.table(callbackTable), { fields: callback() })).status).toBe(200);
    const read = (authorization: string) =>
      fetch(gateway.table(callbackTable), { headers: { Authorization: authorization } });
    expect((await read(`Bearer ${token}`)).status).toBe(200);
    for (const forged of ['Bearer \u00a0', `Bearer ${token}\u00a0`, `Bearer \u00a0${token}`]) {
      expect((await read(forged)).status, JSON.stringify(forged)).toBe(403);
    }
  });

  itWithTokenFile('generates a strong token file with mode 600 and leaves no temporary file beside it', async () => {
    const dataDir = tempDir('token-file');
    await startWithTokenFile(dataDir);
    const file = join(dataDir, 'staff-token');
    expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{32}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir).filter((name) => name.includes('staff-token'))).toEqual(['staff-token']);
  });

  it.each([
    ['one character repeated', 'a'.repeat(32)],
    ['whitespace', ' '.repeat(32)],
    ['whitespace inside', 'correct horse battery staple'],
    ['too short', 'abc123'],
    ['under 32 characters', 'k3J9-xQ2v_Lm8pR4tZ7w'],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz012345'],
    ['a keyboard row', 'qwertyuiopasdfghjklzxcvbnm123456'],
    ['a repeated word', 'changeme-changeme-changeme-12345'],
  ])('refuses a STAFF_TOKEN made of %s', (_label, token) => {
    expect(() => loadConfig({ STAFF_TOKEN: token })).toThrow(/STAFF_TOKEN: STAFF_TOKEN must/);
  });

  it('says what a configured STAFF_TOKEN lacks, and takes a random one of 32 characters', () => {
    expect(() => loadConfig({ STAFF_TOKEN: 'k3J9-xQ2v_Lm8pR4tZ7w' })).toThrow(
      'STAFF_TOKEN: STAFF_TOKEN must be at least 32 characters',
    );
    expect(() => loadConfig({ STAFF_TOKEN: 'changeme-changeme-changeme-12345' })).toThrow(
      'STAFF_TOKEN: STAFF_TOKEN must look random (it is made of words, sequences or repeats); generate one with: openssl rand -base64 24',
    );
    expect(loadConfig({ STAFF_TOKEN: 'scium_vFNWxZ6YrtE_vSWmMZ9a1fhkei' }).STAFF_TOKEN).toBe(
      'scium_vFNWxZ6YrtE_vSWmMZ9a1fhkei',
    );
  });

  it.skipIf(!diskFaultsAvailable() || testCluster() !== undefined)(
    'leaves no empty token file when the disk is full on first start, and starts with a good one once there is room',
    async () => {
      const disk = mountTinyDisk('1m');
      try {
        // The database fits; the filler then takes every byte left, so the token cannot be written.
        const dataDir = join(disk.dir, 'data');
        await startWithTokenFile(dataDir);
        await closeAll();
        // Start again in the same folder without a token file, now on a full disk.
        const file = join(dataDir, 'staff-token');
        rmSync(file);
        disk.fill();
        await expect(startWithTokenFile(dataDir)).rejects.toThrow(/ENOSPC/);
        expect(readdirSync(dataDir).filter((name) => name.includes('staff-token'))).toEqual([]);
        disk.free();
        await startWithTokenFile(dataDir);
        expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{32}\n$/);
      } finally {
        await closeAll();
        disk.unmount();
      }
    },
  );
});
