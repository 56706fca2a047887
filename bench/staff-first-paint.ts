// npm run bench:staff-first-paint [-- --runs 5] [-- --screen inbox]
// How soon a staff member on a cheap phone sees the first screen (the overview at /staff/; with
// --screen inbox, All new at /staff/inbox): 1,000 submissions in a fresh data folder, a signed-in
// session, then the screen opened with an empty cache on the phone profile (375 px, CPU 4× slower,
// 150 ms round trip, 1.6 Mbit/s down) against the real gateway serving a snapshot of the build.
// Times navigation start to the first frame showing its content (the overview's lines, the inbox's
// rows), and counts the script the page fetched by then (gzip as sent). Prints median and maximum;
// fails no build.
// BENCH_SHORT=1 (npm test): 100 submissions, one run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { snapshotBuild, startBenchGateway } from './bench-gateway';
import { CPU_SLOWDOWN, NETWORK, PHONE, phonePage } from './phone-profile';
import { seed, signIn } from './staff-seed';

const { values: args } = parseArgs({ options: { runs: { type: 'string' }, screen: { type: 'string' } } });
const screens = {
  overview: { path: '/staff/', shows: 'main section li', painted: 'overview lines painted' },
  inbox: { path: '/staff/inbox', shows: 'main a[data-row-link]', painted: 'inbox rows painted' },
};
const screen = screens[(args.screen ?? 'overview') as keyof typeof screens];
if (!screen) throw new Error(`--screen is overview or inbox, not ${args.screen}`);
const short = process.env.BENCH_SHORT === '1';
const runs = Number(args.runs ?? (short ? 1 : 5));
const total = short ? 100 : 1000;
const TARGET_MS = 1500;

interface Paint {
  /** Milliseconds from navigation start to the first frame with the screen's content. */
  rows: number;
  /** First contentful paint (the loading state). */
  fcp: number;
  /** Script fetched by the time the rows showed, bytes over the wire. */
  scriptBytes: number;
  scriptFiles: number;
}

/** In the page, from its first script: the first frame that shows the screen's content (`shows`). */
function watchRows(shows: string) {
  const probe = window as unknown as { rowsAt?: number };
  const frame = (now: number) => {
    if (document.querySelector(shows)) probe.rowsAt = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const { workDir, dist } = snapshotBuild('bench-staff-first-paint');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-staff-first-paint-data-'));
await seed(dataDir, total);
const gateway = await startBenchGateway(dataDir, dist);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
const paints: Paint[] = [];
try {
  const { name, value } = await signIn(gateway.url);
  for (let run = 0; run < runs; run += 1) {
    const page = await phonePage(browser, async (context) => {
      await context.addCookies([{ name, value, url: gateway.url }]);
      await context.addInitScript(
        `window.__name = (f) => f; (${watchRows.toString()})(${JSON.stringify(screen.shows)})`,
      );
    });
    try {
      await page.goto(`${gateway.url}${screen.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { rowsAt?: number }).rowsAt !== undefined, null, {
        timeout: 60_000,
        polling: 100,
      });
      paints.push(
        await page.evaluate(() => {
          const rows = (window as unknown as { rowsAt: number }).rowsAt;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
            .filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= rows);
          return {
            rows,
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            scriptFiles: scripts.length,
          };
        }),
      );
    } finally {
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  gateway.child.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (label: string, values: number[], unit: string) =>
  console.log(
    `${label.padEnd(34)} median ${median(values).toFixed(0).padStart(6)} ${unit}   max ${Math.max(...values)
      .toFixed(0)
      .padStart(6)} ${unit}`,
  );
console.log(
  `\n${screen.path} with ${total} submissions, signed in, empty cache; phone profile: ${PHONE.width} px, ` +
    `CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms round trip, 1.6 Mbit/s down; ${runs} run(s).\n`,
);
row(
  'first contentful paint',
  paints.map((paint) => paint.fcp),
  'ms',
);
row(
  screen.painted,
  paints.map((paint) => paint.rows),
  'ms',
);
row(
  'script fetched by then (over the wire)',
  paints.map((paint) => paint.scriptBytes / 1000),
  'kB',
);
console.log(`script files fetched by then: ${paints.map((paint) => paint.scriptFiles).join(', ')}`);
console.log(
  `\ntarget: painted within ${TARGET_MS} ms (median): ${median(paints.map((paint) => paint.rows)) <= TARGET_MS ? 'met' : 'NOT met'}`,
);
