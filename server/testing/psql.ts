import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Runs an SQL script through `psql` in the database at `url` and answers what it prints, rows
 * unaligned and without headers (one `SELECT json_agg(…)` answers one line of JSON). The first
 * failing statement stops the script and rejects with psql's message.
 */
export async function psql(url: string, script: string): Promise<string> {
  const child = spawn('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', '-']);
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  // psql stops reading at a failing statement: the rest of the script may meet a closed pipe.
  child.stdin.on('error', () => {});
  child.stdin.end(script);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`psql exited with ${code ?? signal}: ${Buffer.concat(stderr).toString().trim()}`);
  return Buffer.concat(stdout).toString('utf8');
}
