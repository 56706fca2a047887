import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { waitFor } from '../testing/fault-proxy';
import { folderEnv, openFolderDatabase } from '../testing/folder-database';
import { captureOutput, exited } from '../testing/process-output';
import { tempDir } from '../testing/test-gateway';
import { typedDb } from '../storage/typed-db';
import { JobRunner } from './job-runner';

describe('a job whose process is killed mid-run (SIGKILL, real child process)', () => {
  it('is not run by a second runner while the lease holds, and runs exactly once after it ends', async () => {
    const dataDir = tempDir('jobs-kill');
    const db = await openFolderDatabase(dataDir);
    onTestFinished(() => {
      db.close();
    });
    let now = Date.now();
    const second = new JobRunner({ db, now: () => now });
    second.define<string>('hold', (payload) => appendFileSync(join(dataDir, 'runs'), `second ${payload}\n`));
    second.enqueue('hold', 'invoice-7');

    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/job-child.ts', dataDir], {
      env: { ...process.env, ...(await folderEnv(dataDir)) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => void child.kill('SIGKILL'));
    const output = captureOutput(child);
    await waitFor(() => output().includes('running'), 20_000);
    child.kill('SIGKILL');
    await exited(child);

    const jobs = typedDb(db);
    const leaseUntil = jobs.first((q) => q.selectFrom('jobs').select('lease_until'))!.lease_until!;
    // The child took the job with a minute's lease, by its own clock.
    now = leaseUntil - 1;
    expect(await second.runDue()).toBe(0);
    now = leaseUntil;
    expect(await second.runDue()).toBe(1);
    now += 24 * 3_600_000;
    expect(await second.runDue()).toBe(0);
    expect(readFileSync(join(dataDir, 'runs'), 'utf8')).toBe('child invoice-7\nsecond invoice-7\n');
    expect(jobs.all((q) => q.selectFrom('jobs').select('id'))).toEqual([]);
  });
});
