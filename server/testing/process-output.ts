import type { ChildProcess } from 'node:child_process';

/** Collects what a child process writes from now on, for checking its log lines. */
export function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

/** Resolves once the child has exited, however it ended. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The error codes of the JSON log lines (pino) that carry this message, in order. */
export function loggedErrorCodes(output: string, message: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; err?: { code?: string } })
    .filter((entry) => entry.msg === message)
    .map((entry) => entry.err?.code ?? '');
}
