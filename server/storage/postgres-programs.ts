import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian keeps PostgreSQL 15's programs in its versioned folder (the server's off PATH). */
export const DEBIAN_POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

const runnable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** A PostgreSQL program (pg_dump, pg_restore, initdb …): Debian's PostgreSQL 15 first, else the one on PATH. */
export function postgresProgram(name: string): string {
  const found = [DEBIAN_POSTGRES_BIN, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)]
    .map((dir) => join(dir, name))
    .find(runnable);
  if (!found)
    throw new Error(
      `${name} was not found in ${DEBIAN_POSTGRES_BIN} or on PATH: install PostgreSQL 15's client programs (apt-get install -y postgresql-client-15).`,
    );
  return found;
}

/**
 * How a PostgreSQL program reaches the database at `url` without its password on a command line
 * (where `ps` shows it to every account): the URL without it, and the password in PGPASSWORD.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get('password');
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { dbname: parsed.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs a PostgreSQL program against `url` (`--dbname` is added) and resolves once it exits 0; else
 * rejects with what it printed (a program of libpq's never prints the password).
 */
export async function runPostgresProgram(name: string, url: string, args: readonly string[]): Promise<void> {
  const { dbname, env } = connectionFor(url);
  const child = spawn(postgresProgram(name), [...args, `--dbname=${dbname}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (...ended) => resolve(ended));
  });
  if (code !== 0) throw new Error(`${name} failed (${code ?? signal}): ${stderr.trim()}`);
}
