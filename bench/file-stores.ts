// npm run bench:files: the two FileStores side by side in one run: a 10 MB put (in 64 KB pieces,
// as an upload arrives), reading it back whole, and a 64 KB byte range from its middle (a video
// seek), on local disk (DATA_DIR's folder) and in PostgreSQL (a throw-away cluster on loopback,
// fsync on). Each step runs BENCH_ROUNDS times (5); the median is printed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../server/files/file-store';
import { localFileStore } from '../server/files/local-file-store';
import { postgresFileStore } from '../server/files/postgres-file-store';
import { PostgresConnection } from '../server/storage/postgres-connection';
import { startPostgresCluster } from '../server/testing/postgres-cluster';
import { upgradePostgres } from '../server/upgrades/postgres-schema';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const file = randomBytes(10 * 1024 * 1024);
const range = { start: 5_000_000, end: 5_000_000 + 64 * 1024 - 1 };

async function* asUploaded(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

async function median(step: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await step();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`;
}

async function measure(store: FileStore) {
  const put = await median(() => store.put('video.mp4', asUploaded(file)));
  const whole = await median(async () => {
    if (!(await buffer((await store.read('video.mp4'))!)).equals(file)) throw new Error('Read back other bytes');
  });
  const seek = await median(async () => {
    const bytes = await buffer((await store.read('video.mp4', range))!);
    if (!bytes.equals(file.subarray(range.start, range.end + 1))) throw new Error('Read another range');
  });
  return { 'put 10 MB': put, 'read 10 MB': whole, 'read 64 KB range': seek };
}

const folder = mkdtempSync(join(tmpdir(), 'bench-files-'));
const cluster = await startPostgresCluster();
try {
  const connection = new PostgresConnection(await cluster.createDatabase());
  upgradePostgres(connection);
  console.table({
    'local disk': await measure(localFileStore(join(folder, 'videos'))),
    PostgreSQL: await measure(postgresFileStore(connection, 'videos')),
  });
  connection.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
  await cluster.stop();
}
