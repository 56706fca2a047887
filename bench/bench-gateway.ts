import type { ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway } from '../scripts/gateway-process.mjs';

export const BENCH_STAFF_TOKEN = 'bench-staff-token-0123456789abcdef';
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

/** The real gateway as its own process, local mode, no rate limit, quiet logs; `env` adds settings. */
export async function startBenchGateway(
  dataDir: string,
  dist: string,
  env: Record<string, string> = {},
): Promise<BenchGateway> {
  const gateway = await startGateway({
    DATA_DIR: dataDir,
    DIST_DIR: dist,
    STAFF_TOKEN: BENCH_STAFF_TOKEN,
    RATE_LIMIT_PER_MIN: '0',
    READ_RATE_LIMIT_PER_MIN: '0',
    ...env,
  });
  return { url: gateway.url, child: gateway.process };
}
