// npm run bench:load [-- --duration 30] [--connections 10,50,200] [--quick]
// autocannon on loopback against a gateway this script starts (temporary data folder, rate limiter
// off), with a realistic mix: page HTML, hashed assets, GET Team, POST Request-Callback and POST
// Meeting with valid unique bodies. Afterwards it checks every acknowledged record is stored.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { callbackTable } from '../schemas/callback-request';
import { meetingTable } from '../schemas/meeting';
import { teamTable } from '../schemas/team-member';
import { openDatabase } from '../server/database';
import { uniqueMeeting } from '../server/reliability/support/unique-submissions';
import { callback } from '../server/testing/sample-records';
import { TEST_BASE } from '../server/testing/test-gateway';
import { startGateway } from '../tests/e2e/support/gateway-process';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration ?? (args.quick ? 5 : 30));
const steps = (args.connections ?? (args.quick ? '10,50' : '10,50,200')).split(',').map(Number);
if (!(duration > 0) || steps.some((n) => !(n > 0))) throw new Error('--duration and --connections take positive numbers');
if (!existsSync('dist/index.html')) throw new Error('bench:load serves the production build: run `npm run build` first.');

/** The page's own hashed script and stylesheet, as a browser fetches them after the HTML. */
function hashedAssets(): string[] {
  const html = readFileSync('dist/index.html', 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  if (assets.length === 0) throw new Error('no hashed asset found in dist/index.html');
  return [...new Set(assets)].slice(0, 3);
}

const acknowledged = new Set<string>();
let next = 0;

function submission(table: string, fields: (n: number) => unknown): autocannon.Request {
  return {
    method: 'POST',
    path: `/v0/${TEST_BASE}/${encodeURIComponent(table)}`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ fields: fields(next++) }) }),
    onResponse: (status, body) => {
      if (status === 200) acknowledged.add((JSON.parse(body) as { id: string }).id);
    },
  };
}

const browser = { 'accept-encoding': 'br, gzip' };
const mix: autocannon.Request[] = [
  { method: 'GET', path: '/', headers: browser },
  ...hashedAssets().map((path): autocannon.Request => ({ method: 'GET', path, headers: browser })),
  { method: 'GET', path: '/about', headers: browser },
  { method: 'GET', path: `/v0/${TEST_BASE}/${teamTable}?pageSize=100` },
  submission(callbackTable, callback),
  { method: 'GET', path: '/team', headers: browser },
  submission(meetingTable, uniqueMeeting),
];

const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0', LOG_LEVEL: 'warn' });
console.log(`Gateway ${gateway.url}, data folder ${gateway.dataDir}`);
console.log('Rate limiter: switched off for this run by configuration (RATE_LIMIT_PER_MIN=0).');
console.log(`Node ${process.version}, ${cpus().length} cores; ${duration} s per step; each connection cycles through:`);
for (const request of mix) console.log(`  ${request.method} ${request.path}`);

interface Step {
  connections: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
}
const results: Step[] = [];
for (const connections of steps) {
  const result = await autocannon({ url: gateway.url, connections, duration, requests: mix });
  results.push({
    connections,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  });
}
console.table(results.map((r) => ({ connections: r.connections, 'req/s': r.requestsPerSec, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, timeouts: r.timeouts, 'non-2xx': r.non2xx, requests: r.total })));

await gateway.stop('SIGTERM');
const db = openDatabase(gateway.dataDir, { readonly: true });
const storedIds = new Set(
  (db.prepare('SELECT id FROM records WHERE tbl IN (?, ?)').all(callbackTable, meetingTable) as { id: string }[]).map((row) => row.id),
);
db.close();
const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
console.log(`acknowledged ${acknowledged.size}, stored ${storedIds.size}, lost ${lost}`);
if (storedIds.size > acknowledged.size) {
  console.log(`(${storedIds.size - acknowledged.size} stored whose answer never reached the client, cut off at the end of a step)`);
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/load.json', `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: cpus().length, duration, steps: results, acknowledged: acknowledged.size, stored: storedIds.size, lost }, null, 2)}\n`);
process.exitCode = lost === 0 ? 0 : 1;
