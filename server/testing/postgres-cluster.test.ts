import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { psql } from './psql';

/** The cluster's folder and its postmaster's process id, as the server itself reports them. */
async function serverOf(url: string) {
  const data = (await psql(url, 'SHOW data_directory')).trim();
  return { folder: dirname(data), pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) };
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the postmaster has exited and its folder is gone, waiting up to 30 s: it may outlive the
 * removal of its pid file, where `pg_ctl stop` ends, by an instant.
 */
async function gone(pid: number, folder: string) {
  for (let i = 0; i < 300 && (running(pid) || existsSync(folder)); i++) await new Promise((r) => setTimeout(r, 100));
  return !running(pid) && !existsSync(folder);
}

describe('a throw-away PostgreSQL cluster', () => {
  let cluster: PostgresCluster | undefined;
  afterAll(() => cluster?.stop());

  it('gives each test its own empty database, and stop leaves no server and no folder behind', async () => {
    cluster = await startPostgresCluster();
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
    const first = await cluster.createDatabase();
    const second = await cluster.createDatabase('second_one');
    expect(second).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/second_one`);

    await psql(first, "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('only here')");
    expect(await psql(first, 'SELECT body FROM notes')).toBe('only here\n');
    await expect(psql(second, 'SELECT body FROM notes')).rejects.toThrow(/relation "notes" does not exist/);
    expect(await psql(second, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toBe('0\n');

    const { folder, pid } = await serverOf(cluster.url);
    expect(running(pid)).toBe(true);
    await cluster.stop();
    expect(existsSync(folder)).toBe(false);
    expect(await gone(pid, folder)).toBe(true);
    await expect(psql(first, 'SELECT 1')).rejects.toThrow(/connection/);
  });

  it('stops with the process that started it, even one killed outright', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./server/testing/postgres-cluster.ts').then(async (m) => { console.log((await m.startPostgresCluster()).url); setInterval(() => {}, 60_000); })",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const { folder, pid } = await serverOf(line.toString().trim());
    expect(running(pid)).toBe(true);

    child.kill('SIGKILL');
    expect(await gone(pid, folder)).toBe(true);
  });
});
