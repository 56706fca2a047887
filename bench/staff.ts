// npm run bench:staff: 100,000 submissions in a fresh data folder, then the back office's list,
// search and filter queries over HTTP against the real gateway (a child process), signed in as staff.
// Prints p50/p95 per query; BENCH_RECORDS and BENCH_ROUNDS tune it; BENCH_SHORT=1 (npm test) runs
// 300 records, three rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startGateway } from '../scripts/gateway-process.mjs';
import { sessionAnswer } from '../schemas/staff-api';
import { lastNames, password, pick, schools, seed } from './staff-seed';

const short = process.env.BENCH_SHORT === '1';
const total = Number(process.env.BENCH_RECORDS ?? (short ? 300 : 100_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? (short ? 3 : 200));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
  const userIds = await seed(dataDir, total);
  const gateway = await startGateway({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const signIn = await fetch(`${gateway.url}/staff/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({ email: 'bina@example.com', password }),
    });
    sessionAnswer.parse(await signIn.json());
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const get = async (path: string) => {
      const t0 = performance.now();
      const response = await fetch(`${gateway.url}/staff/api${path}`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as { items?: unknown[] };
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return { ms, body };
    };
    const tables = ['Request-Callback', 'Meeting', 'Career'];
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, (i: number) => string][] = [
      ['list: one table, newest 50', (i) => `/records?table=${pick(tables, i)}`],
      ['list: All new', () => '/records?status=new'],
      [
        'list: page 40 deep (cursor)',
        (i) => `/records?table=${pick(tables, i)}&cursor=${Math.max(1, total - 2000 - i * 37)}`,
      ],
      ['counts (new per table)', () => '/counts'],
      ['overview (the first screen)', () => '/overview'],
      ['search: a surname (1 in 12)', (i) => `/records?q=${pick(lastNames, i)}`],
      ['search: rare word (1 in 97)', () => '/records?q=rarename'],
      ['search: school in Career', (i) => `/records?table=Career&q=${encodeURIComponent(pick(schools, i))}`],
      ['search: phone prefix', (i) => `/records?q=98100${String(i % 100).padStart(2, '0')}`],
      [
        'filter: status + assignee',
        (i) => `/records?table=${pick(tables, i)}&status=done&assignee=${pick(userIds, i)}`,
      ],
      ['filter: unassigned in progress', () => '/records?status=in_progress&assignee=none'],
      ['filter: date range (one month)', (i) => `/records?from=${day(400 + i)}&to=${day(370 + i)}`],
      [
        'filter: search + status + date',
        (i) => `/records?q=${pick(lastNames, i)}&status=done&from=${day(700)}&to=${day(30)}`,
      ],
    ];
    for (let i = 0; i < Math.min(20, rounds); i++) for (const [, path] of cases) await get(path(i));
    console.log(`\n${rounds} requests per query over HTTP, ${total} records, one staff session:\n`);
    console.log('query'.padEnd(36), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), '  rows');
    let worst = 0;
    for (const [name, path] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < rounds; i++) {
        const { ms, body } = await get(path(i));
        times.push(ms);
        rows = body.items?.length ?? 0;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        name.padEnd(36),
        percentile(times, 0.5).toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        `  ${rows}`,
      );
    }
    console.log(`\nworst p95: ${worst.toFixed(1)} ms (target: under 50 ms)`);
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
