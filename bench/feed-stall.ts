// npm run bench:feed-stall: a visitor's /contact (served from memory) timed alone, then while 20
// connections read /blog/feed.xml, on a gateway holding 30 published posts of 4 kB bodies (issue 43:
// one feed reader must not stall every visitor; the visitor should answer within 3x its idle time).
// The load comes from autocannon in a process of its own, so the visitor's timing here is not
// taken on the load generator's event loop. BENCH_SECONDS and BENCH_CONNECTIONS tune the load;
// BENCH_SHORT=1 (npm test) runs it for a second with 2 connections and keeps no results.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { exited } from '../server/testing/process-output';
import { openDatabase } from '../server/database';
import { PostStore } from '../server/content/posts/post-store';
import { snapshotBuild, startBenchGateway } from './bench-gateway';

const short = process.env.BENCH_SHORT === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (short ? 1 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (short ? 2 : 20));
const POSTS = 30;
const BODY_BYTES = 4096;

/** Paragraphs of plain prose with some Markdown, about `BODY_BYTES` long. */
function body(n: number): string {
  const paragraph = `Post ${n}: a **practical** note on study abroad, *scholarships* and [courses](https://example.com/${n}), written for students in Koshi Province.`;
  const paragraphs: string[] = [];
  while (paragraphs.join('\n\n').length < BODY_BYTES) paragraphs.push(paragraph);
  return paragraphs.join('\n\n');
}

function seedPosts(dataDir: string) {
  const db = openDatabase(dataDir);
  const posts = new PostStore(db);
  for (let n = 0; n < POSTS; n++) {
    const saved = posts.save(
      undefined,
      {
        title: `Bench post ${n}`,
        lang: 'en',
        twinId: null,
        summary: `Summary of bench post ${n}.`,
        category: 'Career',
        authorId: null,
        authorName: 'Bench Author',
        cover: { src: '/art/blog/featured.svg', width: 800, height: 600 },
        coverAlt: 'A cover',
        body: body(n),
        featured: false,
      },
      'bench',
    );
    posts.setState(saved.id, { action: 'publish' });
  }
  db.close();
}

/** The value `share` of the way up the sorted values (0.5: the median). */
const quantile = (values: number[], share: number) =>
  +[...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))].toFixed(1);

/** One visitor loading /contact again and again, one request at a time, until `until` resolves or `count` are done. */
async function visitor(url: string, count: number, until?: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until?.then(() => (done = true));
  const times: number[] = [];
  while (until ? !done : times.length < count) {
    const start = performance.now();
    const response = await fetch(`${url}/contact`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/contact answered ${response.status}`);
    times.push(performance.now() - start);
    if (until) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

/** autocannon's command line in its own process: `connections` readers of `url` for `seconds`; its JSON result. */
async function readersOf(url: string): Promise<autocannon.Result> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/autocannon/autocannon.js',
      ...['-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=br, gzip', '-j', url],
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await exited(child);
  return JSON.parse(output) as autocannon.Result;
}

async function main() {
  const { workDir, dist } = snapshotBuild('bench-feed-stall');
  const dataDir = join(workDir, 'data');
  seedPosts(dataDir);
  const gateway = await startBenchGateway(dataDir, dist);
  try {
    await visitor(gateway.url, 20);
    const idle = await visitor(gateway.url, short ? 20 : 100);
    const load = readersOf(`${gateway.url}/blog/feed.xml`);
    const busy = await visitor(gateway.url, 0, load);
    const feed = await load;
    const figures = {
      seconds,
      connections,
      posts: POSTS,
      bodyBytes: BODY_BYTES,
      idleMedianMs: quantile(idle, 0.5),
      idleP90Ms: quantile(idle, 0.9),
      busyMedianMs: quantile(busy, 0.5),
      busyP90Ms: quantile(busy, 0.9),
      busyMaxMs: quantile(busy, 1),
      busySamples: busy.length,
      feedPerSecond: Math.round(feed.requests.average),
      feedErrors: feed.errors + feed.timeouts + feed.non2xx,
    };
    const load1 = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(`${cpus().length} cores, load average ${load1} (other work on the machine skews every figure)`);
    console.table(figures);
    console.log(
      `/contact while ${connections} connections read the feed: median ${figures.busyMedianMs} ms, ${(figures.busyMedianMs / figures.idleMedianMs).toFixed(1)}x its idle ${figures.idleMedianMs} ms`,
    );
    if (short) return;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/feed-stall-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      JSON.stringify(figures, null, 2),
    );
  } finally {
    gateway.child.kill('SIGTERM');
    setTimeout(() => rmSync(workDir, { recursive: true, force: true }), 500);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
