// npm run bench:load [-- --duration 30] [--connections 10,50,200] [--quick]
// Many visitors at once for a fixed time per step, on loopback, against a gateway this script
// starts (a snapshot of the build, a temporary data folder, the rate limiter off): page HTML,
// hashed assets, the Team list, and durable Request-Callback and Meeting submissions with valid
// unique bodies. Afterwards it checks that every acknowledged submission was stored.
// LOAD_SECONDS and LOAD_CONNECTIONS are the defaults for --duration and --connections.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { callbackTable } from '../schemas/callback-request';
import { meetingTable } from '../schemas/meeting';
import { teamTable } from '../schemas/team-member';
import { openDatabase } from '../server/database';
import { exited } from '../server/testing/process-output';
import { uniqueMeeting } from '../server/testing/unique-submissions';
import { callback } from '../server/testing/sample-records';
import { BENCH_BASE, snapshotBuild, startBenchGateway } from './bench-gateway';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration ?? process.env.LOAD_SECONDS ?? (args.quick ? 5 : 30));
const steps = (args.connections ?? process.env.LOAD_CONNECTIONS ?? (args.quick ? '10,50' : '10,50,200'))
  .split(',')
  .map(Number);
if (!(duration > 0) || steps.some((n) => !(n > 0)))
  throw new Error('--duration and --connections take positive numbers');

function residentMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** The home page's own hashed scripts, as a browser fetches them after the HTML. */
function hashedAssets(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  if (assets.length === 0) throw new Error('no hashed asset found in index.html');
  return [...new Set(assets)].slice(0, 3);
}

const acknowledged = new Set<string>();
let next = 0;

function submission(table: string, fields: (n: number) => unknown): autocannon.Request {
  return {
    method: 'POST',
    path: `/v0/${BENCH_BASE}/${encodeURIComponent(table)}`,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ fields: fields(next++) }) }),
    onResponse: (status, body) => {
      if (status === 200) acknowledged.add((JSON.parse(body) as { id: string }).id);
    },
  };
}

interface Step {
  connections: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  rssMb: number;
}

async function main() {
  const { workDir, dist } = snapshotBuild('bench-load');
  const dataDir = join(workDir, 'data');
  const gateway = await startBenchGateway(dataDir, dist);
  const mix: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    ...hashedAssets(dist).map((path): autocannon.Request => ({ method: 'GET', path })),
    { method: 'GET', path: '/about' },
    { method: 'GET', path: `/v0/${BENCH_BASE}/${teamTable}` },
    submission(callbackTable, callback),
    { method: 'GET', path: '/team' },
    submission(meetingTable, uniqueMeeting),
  ];
  console.log(
    `Gateway ${gateway.url}; rate limiter switched off for this run by configuration (RATE_LIMIT_PER_MIN=0).`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${duration} s per step.`,
  );
  console.log(
    `Each connection cycles through: ${mix.map((request) => `${request.method} ${request.path}`).join(', ')}`,
  );

  const results: Step[] = [];
  try {
    for (const connections of steps) {
      const result = await autocannon({
        url: gateway.url,
        connections,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: mix,
      });
      results.push({
        connections,
        requestsPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        requests: result.requests.total,
        rssMb: residentMegabytes(gateway.child.pid!),
      });
    }
  } finally {
    gateway.child.kill('SIGTERM');
    await exited(gateway.child);
  }
  console.table(
    results.map((r) => ({
      connections: r.connections,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      'non-2xx': r.non2xx,
      requests: r.requests,
      'gateway MB': r.rssMb,
    })),
  );

  const db = openDatabase(dataDir, { readonly: true });
  const stored = new Set(
    (db.prepare('SELECT id FROM records WHERE tbl IN (?, ?)').all(callbackTable, meetingTable) as { id: string }[]).map(
      (row) => row.id,
    ),
  );
  db.close();
  rmSync(workDir, { recursive: true, force: true });
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
  console.log(`acknowledged ${acknowledged.size}, stored ${acknowledged.size - lost}, lost ${lost}`);
  const unanswered = stored.size - (acknowledged.size - lost);
  if (unanswered > 0)
    console.log(
      `(and ${unanswered} more stored whose answer was still on its way when a step ended: ${stored.size} in all)`,
    );

  mkdirSync('bench/results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    duration,
    steps: results,
    acknowledged: acknowledged.size,
    lost,
    storedInAll: stored.size,
  };
  writeFileSync('bench/results/load.json', `${JSON.stringify(report, null, 2)}\n`);
  if (lost > 0 || results.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
