import { spawn, type ChildProcess } from 'node:child_process';
import { captureOutput } from './process-output';

export interface CliRun {
  child: ChildProcess;
  /** The exit code (null when killed) and everything it printed. */
  done: Promise<{ code: number | null; output: string }>;
}

/** `npm run backup -- DIR` / `npm run restore -- DIR` as a child process, DATA_DIR given. */
export function runBackupCli(command: 'backup' | 'restore', dir: string, dataDir: string): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup-cli.ts', command, dir], {
    env: { ...process.env, DATA_DIR: dataDir, MODE: 'local' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output: output() })),
  );
  return { child, done };
}
