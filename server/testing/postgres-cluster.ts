import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresProgram } from '../storage/postgres-programs';
import { freePort } from './free-port';
import { psql } from './psql';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser, no password. */
  url: string;
  port: number;
  /** A new empty database (a fresh name unless one is given): its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown: open sessions are ended) and removes its folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** initdb and the server refuse to run as root: as root, they run as the `postgres` account. */
const asOwner: readonly string[] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const runAsOwner = (...command: string[]) => {
  const [file, ...args] = [...asOwner, ...command];
  return run(file!, args);
};

let databases = 0;

/**
 * A throw-away PostgreSQL cluster for tests and benches: its own temporary folder, listening on
 * 127.0.0.1 at a free port (and on a unix socket in that folder), trusting every local connection,
 * fsync on as in production. Its databases use the C.UTF-8 locale: text sorts by code point as
 * SQLite's does, and full-text search splits and lower-cases any script.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'postgres-cluster-'));
  const data = join(dir, 'data');
  // A watchdog outside this process stops the server and removes the folder once its standard
  // input closes: at stop(), or when this process ends however it ends (even killed), so no
  // postmaster outlives the tests that started it.
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `cat >/dev/null; "$@" ${postgresProgram('pg_ctl')} stop -D "$0/data" -m fast >/dev/null 2>&1; rm -rf "$0"`,
      dir,
      ...asOwner,
    ],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
  );
  watchdog.unref();
  (watchdog.stdin as Socket).unref();
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      watchdog.stdin.end();
      // Whoever awaits the stop is kept alive until it is done (the watchdog is unref'd so that it
      // never holds a process open by itself: a script ending on `await stop()` exited with 13).
      watchdog.ref();
      if (watchdog.exitCode === null && watchdog.signalCode === null) await once(watchdog, 'exit');
    })());

  try {
    if (asOwner.length) await run('chown', ['postgres:', dir]);
    await runAsOwner(
      postgresProgram('initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    );
    const port = await freePort();
    appendFileSync(
      join(data, 'postgresql.conf'),
      `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\n`,
    );
    const log = join(dir, 'server.log');
    await runAsOwner(postgresProgram('pg_ctl'), 'start', '-D', data, '-l', log, '-w').catch((error: Error) => {
      throw new Error(`${error.message}\n${readFileSync(log, 'utf8')}`);
    });
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      port,
      async createDatabase(name = `test_${process.pid}_${++databases}`) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
        await psql(url, `CREATE DATABASE ${name}`);
        return url.replace(/\/postgres$/, `/${name}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
