import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const BENCH_STAFF_TOKEN = 'bench-staff-token-0123456789';
export const BENCH_BASE = 'appLocalGateway01';

export interface BenchGateway {
  url: string;
  child: ChildProcess;
}

/**
 * A work folder holding one snapshot of the build, so a rebuild during the run cannot skew it;
 * readable by nginx's workers, which drop root.
 */
export function snapshotBuild(prefix: string): { workDir: string; dist: string } {
  if (!existsSync('dist/index.html')) throw new Error('No build: run `npm run build` first.');
  const workDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(workDir, 0o755);
  const dist = join(workDir, 'dist');
  cpSync(resolve('dist'), dist, { recursive: true });
  return { workDir, dist };
}

/** The real gateway as its own process, local mode, no rate limit, quiet logs. */
export function startBenchGateway(dataDir: string, dist: string): Promise<BenchGateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      STAFF_TOKEN: BENCH_STAFF_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MIN: '0',
      MODE: 'local',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Gateway listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) done({ url: match[1], child });
    });
    child.once('exit', (code) => fail(new Error(`gateway exited with ${code}`)));
  });
}
