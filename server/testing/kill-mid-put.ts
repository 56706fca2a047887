import { spawn } from 'node:child_process';
import { onTestFinished } from 'vitest';
import { waitFor } from './fault-proxy';
import { exited } from './process-output';

/**
 * Runs `stalled-put.ts` with `args` (`<data dir> <folder> <name>`) and `env` (DATABASE_URL on
 * PostgreSQL) and kills it (SIGKILL) once its first bytes are written: what a gateway killed
 * mid-upload leaves in a store.
 */
export async function killMidPut(args: string[], env: Record<string, string | undefined>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/stalled-put.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('writing'), 30_000);
  child.kill('SIGKILL');
  await exited(child);
}
