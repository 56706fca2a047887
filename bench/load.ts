// npm run bench:load [-- --duration 30] [--connections 10,50,200] [--quick]
// Many visitors at once for a fixed time per step, on loopback, against a gateway this script
// starts (a snapshot of the build, a temporary data folder, the rate limiter off): page HTML,
// hashed assets, the Team list, and durable Request-Callback and Meeting submissions with valid
// unique bodies (each Meeting on a free slot of the open calendar of server/testing/open-calendar.ts).
// Afterwards it checks that every acknowledged submission was stored.
// Each step runs against two gateways, notifications off and on (staff e-mail per submission and
// the visitor's confirmation per meeting, sent over SMTP to a mail server in its own process),
// taking turns in 5 s slices; it prints the notification queue's depth at the end of the step.
// Figures per setting: requests over the step's duration, the slices' highest p50 and p99.
// LOAD_SECONDS and LOAD_CONNECTIONS are the defaults for --duration and --connections; BENCH_SHORT=1
// (npm test) runs one step of 10 connections for 2 s and keeps no results.
import { spawn } from 'node:child_process';
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
import { callback } from '../server/testing/sample-records';
import { BENCH_BASE, snapshotBuild, startBenchGateway } from './bench-gateway';
import { openCalendarMeeting, openCalendarRetention, writeOpenAvailability } from '../server/testing/open-calendar';
import { homePageAssets } from './page-assets';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const short = process.env.BENCH_SHORT === '1';
const duration = Number(args.duration ?? process.env.LOAD_SECONDS ?? (short ? 2 : args.quick ? 5 : 30));
const steps = (args.connections ?? process.env.LOAD_CONNECTIONS ?? (short ? '10' : args.quick ? '10,50' : '10,50,200'))
  .split(',')
  .map(Number);
if (!(duration > 0) || steps.some((n) => !(n > 0)))
  throw new Error('--duration and --connections take positive numbers');

function residentMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** The home page's hashed scripts and stylesheets (three at most), as a browser fetches them after the HTML. */
function hashedAssets(dist: string): string[] {
  const { scripts, stylesheets } = homePageAssets(dist);
  return [...new Set([...scripts, ...stylesheets])].slice(0, 3);
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
  notifications: 'off' | 'on';
  connections: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  rssMb: number;
  /** Notifications still waiting to be sent when the step ended. */
  queueDepth: number | null;
}

const SLICE_SECONDS = 5;

/** The bench's mail server, in its own process so it takes no CPU from the load generator. */
async function startMailServer(): Promise<{ url: string; stop(): Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/smtp-discard-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMTP listening on (\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`bench mail server exited: ${output}`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      return /SMTP accepted (\d+)/.exec(output)?.[1] ?? '?';
    },
  };
}

function queueDepth(dataDir: string): number {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM notifications WHERE status = 'queued'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Seconds until the queue is empty (at most two minutes). */
async function drained(dataDir: string): Promise<number> {
  const start = Date.now();
  while (queueDepth(dataDir) > 0 && Date.now() - start < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return (Date.now() - start) / 1000;
}

async function main() {
  const { workDir, dist } = snapshotBuild('bench-load');
  const mail = await startMailServer();
  const dataDirs = { off: join(workDir, 'data-off'), on: join(workDir, 'data-on') };
  for (const dataDir of Object.values(dataDirs)) writeOpenAvailability(dataDir);
  const gateways = {
    off: await startBenchGateway(dataDirs.off, dist, { NOTIFICATIONS: '0', ...openCalendarRetention }),
    on: await startBenchGateway(dataDirs.on, dist, {
      ...openCalendarRetention,
      NOTIFICATIONS: '1',
      SMTP_URL: mail.url,
      NOTIFY_CALLBACK_TO: 'office@example.com',
      NOTIFY_MEETING_TO: 'office@example.com',
    }),
  };
  const mix: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    ...hashedAssets(dist).map((path): autocannon.Request => ({ method: 'GET', path })),
    { method: 'GET', path: '/about' },
    { method: 'GET', path: `/v0/${BENCH_BASE}/${teamTable}` },
    submission(callbackTable, callback),
    { method: 'GET', path: '/team' },
    submission(meetingTable, openCalendarMeeting),
  ];
  console.log(
    `Gateways ${gateways.off.url} (notifications off) and ${gateways.on.url} (notifications on, SMTP ${mail.url}); rate limiter switched off for this run by configuration (RATE_LIMIT_PER_MIN=0).`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${duration} s per step and setting.`,
  );
  console.log(
    `Each connection cycles through: ${mix.map((request) => `${request.method} ${request.path}`).join(', ')}`,
  );

  const results: Step[] = [];
  const drainSeconds: number[] = [];
  try {
    for (const connections of steps) {
      // The machine is shared: the two settings take turns in short slices (off-on, then on-off, ...)
      // so a neighbour's burst of work weighs on both alike.
      const slices = Math.max(1, Math.round(duration / SLICE_SECONDS));
      const runs: Record<'off' | 'on', autocannon.Result[]> = { off: [], on: [] };
      let depth = 0;
      for (let slice = 0; slice < slices; slice++) {
        for (const notifications of slice % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
          runs[notifications].push(
            await autocannon({
              url: gateways[notifications].url,
              connections,
              duration: duration / slices,
              headers: { 'accept-encoding': 'br, gzip' },
              requests: mix,
            }),
          );
          if (notifications === 'off') continue;
          depth = queueDepth(dataDirs.on);
          // The next slice starts once this one's mail is out, so sending it cannot slow that slice.
          drainSeconds.push(await drained(dataDirs.on));
        }
      }
      for (const notifications of ['off', 'on'] as const) {
        const parts = runs[notifications];
        const sum = (pick: (r: autocannon.Result) => number) => parts.reduce((n, r) => n + pick(r), 0);
        results.push({
          notifications,
          connections,
          requestsPerSec: Math.round(sum((r) => r.requests.total) / duration),
          p50: Math.max(...parts.map((r) => r.latency.p50)),
          p99: Math.max(...parts.map((r) => r.latency.p99)),
          errors: sum((r) => r.errors),
          timeouts: sum((r) => r.timeouts),
          non2xx: sum((r) => r.non2xx),
          requests: sum((r) => r.requests.total),
          rssMb: residentMegabytes(gateways[notifications].child.pid!),
          queueDepth: notifications === 'on' ? depth : null,
        });
      }
      console.log(
        `${connections} connections: notification queue depth at the end of the step ${depth}, empty ${drainSeconds.at(-1)!.toFixed(1)} s later`,
      );
    }
  } finally {
    for (const gateway of Object.values(gateways)) {
      gateway.child.kill('SIGTERM');
      await exited(gateway.child);
    }
  }
  const mailsAccepted = await mail.stop();
  console.table(
    results.map((r) => ({
      notifications: r.notifications,
      connections: r.connections,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      'non-2xx': r.non2xx,
      requests: r.requests,
      'gateway MB': r.rssMb,
      'queue depth': r.queueDepth ?? '',
    })),
  );
  const comparison = steps.map((connections) => {
    const [off, on] = (['off', 'on'] as const).map((setting) =>
      results.find((r) => r.connections === connections && r.notifications === setting)!,
    );
    return { connections, ratio: on.requestsPerSec / off.requestsPerSec };
  });
  for (const { connections, ratio } of comparison)
    console.log(
      `${connections} connections: notifications on at ${(ratio * 100).toFixed(1)} % of off (${ratio >= 0.9 ? 'within' : 'NOT within'} 10 %)`,
    );
  console.log(`the bench's mail server accepted ${mailsAccepted} messages`);

  const stored = new Set<string>();
  for (const dataDir of Object.values(dataDirs)) {
    const db = openDatabase(dataDir, { readonly: true });
    const rows = db.prepare('SELECT id FROM records WHERE tbl IN (?, ?)').all(callbackTable, meetingTable) as {
      id: string;
    }[];
    for (const row of rows) stored.add(row.id);
    db.close();
  }
  rmSync(workDir, { recursive: true, force: true });
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
  console.log(`acknowledged ${acknowledged.size}, stored ${acknowledged.size - lost}, lost ${lost}`);
  const unanswered = stored.size - (acknowledged.size - lost);
  if (unanswered > 0)
    console.log(
      `(and ${unanswered} more stored whose answer was still on its way when a step ended: ${stored.size} in all)`,
    );

  if (lost > 0 || results.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
  if (short) return;
  mkdirSync('bench/results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: cpus().length,
    duration,
    steps: results,
    notificationsOnVsOff: comparison,
    queueDrainSeconds: drainSeconds,
    mailsAccepted: Number(mailsAccepted),
    acknowledged: acknowledged.size,
    lost,
    storedInAll: stored.size,
  };
  writeFileSync('bench/results/load.json', `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
