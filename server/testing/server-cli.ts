import { spawn, type ChildProcess } from 'node:child_process';
import { captureOutput } from './process-output';

export interface CliRun {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** The exit code (null when killed) and everything it printed. */
  done: Promise<{ code: number | null; output: string }>;
}

/** One of the gateway's commands (`server/<name>-cli.ts`) as a child process, with `env` added to this one's. */
export function runServerCli(script: string, args: readonly string[], env: Record<string, string>): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, MODE: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output: output() })),
  );
  return { child, output, done };
}
