import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openConfiguredDatabase } from '../database';
import { waitFor } from '../testing/fault-proxy';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { captureOutput } from '../testing/process-output';
import { tempDir } from '../testing/test-gateway';
import { JobRunner } from './job-runner';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(() => cluster?.stop());

describe('jobs on one PostgreSQL database, claimed by two gateway processes', () => {
  it('runs each of 200 jobs once, in one process or the other, never in both', async () => {
    const url = await cluster.createDatabase();
    const db = openConfiguredDatabase({ DATA_DIR: '', DATABASE_URL: url });
    onTestFinished(() => {
      db.close();
    });
    const queue = new JobRunner({ db });
    queue.define<number>('count', () => {});
    for (let n = 0; n < 200; n++) queue.enqueue('count', n);

    const runs = join(tempDir('job-claims'), 'runs');
    const workers = ['a', 'b'].map((name) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/testing/job-worker-child.ts', url, name, runs],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      onTestFinished(() => void child.kill('SIGKILL'));
      return captureOutput(child);
    });
    await waitFor(() => workers.every((output) => output().includes('started')), 30_000);
    const lines = () => (existsSync(runs) ? readFileSync(runs, 'utf8').trim().split('\n') : []);
    await waitFor(() => lines().length >= 200, 60_000);
    // Time for a second run of any job to show.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const payloads = lines().map((line) => Number(line.split(' ')[1]));
    expect(payloads.sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    const byProcess = new Set(lines().map((line) => line.split(' ')[0]));
    expect([...byProcess].sort()).toEqual(['a', 'b']);
  }, 120_000);
});
