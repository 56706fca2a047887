// npm run bench:load: many visitors at once for a while (pages, assets, the Team list and durable
// callback submissions mixed), then checks that every acknowledged submission was stored.
// LOAD_SECONDS and LOAD_CONNECTIONS tune it.
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_BASE, BENCH_STAFF_TOKEN, snapshotBuild, startBenchGateway } from './bench-gateway';

const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);

function residentMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

async function storedIds(url: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let offset = '';
  do {
    const response = await fetch(`${url}/v0/${BENCH_BASE}/Request-Callback?pageSize=100${offset && `&offset=${encodeURIComponent(offset)}`}`, {
      headers: { Authorization: `Bearer ${BENCH_STAFF_TOKEN}` },
    });
    const page = (await response.json()) as { records: { id: string }[]; offset?: string };
    for (const record of page.records) ids.add(record.id);
    offset = page.offset ?? '';
  } while (offset);
  return ids;
}

async function main() {
  const { workDir, dist } = snapshotBuild('bench-load');
  const gateway = await startBenchGateway(join(workDir, 'data'), dist);
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '/';
  const acknowledged: string[] = [];
  let submitted = 0;
  const rssBefore = residentMegabytes(gateway.child.pid!);
  try {
    const result = await autocannon({
      url: gateway.url,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: asset },
        { method: 'GET', path: '/team' },
        { method: 'GET', path: `/v0/${BENCH_BASE}/Team` },
        {
          method: 'POST',
          path: `/v0/${BENCH_BASE}/Request-Callback`,
          headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
          setupRequest: (request) => {
            const n = submitted++;
            const body = { fields: { 'First Name': 'Load', 'Last Name': 'Test', 'Phone No': `+977 98${String(n).padStart(8, '0')}` } };
            return { ...request, body: JSON.stringify(body) };
          },
          onResponse: (status, body) => {
            if (status === 200) acknowledged.push((JSON.parse(body) as { id: string }).id);
          },
        },
      ],
    });
    const rssAfter = residentMegabytes(gateway.child.pid!);
    const stored = await storedIds(gateway.url);
    const lost = acknowledged.filter((id) => !stored.has(id));

    console.log(`\n${seconds} s, ${connections} connections, loopback; ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
    console.table({
      'requests/s (all kinds)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      'errors and time-outs': result.errors + result.timeouts,
      'non-2xx answers': result.non2xx,
      'submissions acknowledged': acknowledged.length,
      'acknowledged but not stored': lost.length,
      'gateway memory MB (before, after)': `${rssBefore}, ${rssAfter}`,
    });
    if (lost.length > 0 || result.errors > 0 || result.non2xx > 0) process.exitCode = 1;
  } finally {
    gateway.child.kill('SIGTERM');
    setTimeout(() => rmSync(workDir, { recursive: true, force: true }), 500);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
