// `npm run bench:lighthouse [-- --runs=3 --routes=/,/about --form-factor=mobile|desktop|both
//   --throttling=simulate|devtools|both]`: builds when needed, serves the build through the gateway,
// runs Lighthouse with Debian's Chromium on every route (by default mobile emulation, once with
// simulated throttling, the estimate, and once with devtools throttling, a really throttled load)
// and prints the median of each score and metric (speed index too) per route, with the script bytes and the number
// of requests; under a route whose median total blocking time is over 50 ms, the long tasks of that
// run (which script, and under devtools throttling how much parsing, layout and script evaluation).
// The full results go to bench/results/lighthouse-<form factor>.json (or --out=FILE).
// Without --routes, the published blog pages are measured too: 50 posts with a 4000 × 3000 cover
// (scripts/bench-blog-posts.mjs), /blog and /ne/blog, an English post and its Nepali twin; and a
// sample event's album page in both languages (/gallery, /gallerys, /singlegallery and /testimonials
// are in the route table, rendered by the gateway from the stored events and testimonials).
// In --routes, `published` stands for those (--routes=/,published: the home page beside them).
// BENCH_SHORT=1 (npm test) runs / once, mobile, simulated throttling, and keeps no results.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { seedBlogPosts } from './bench-blog-posts.mjs';
import { startGateway } from './gateway-process.mjs';
import { routeTableFromBuild } from './route-table-from-build.mjs';

const short = process.env.BENCH_SHORT === '1';
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', short ? '1' : '3'));
const formFactors = { both: ['mobile', 'desktop'], mobile: ['mobile'], desktop: ['desktop'] }[
  option('form-factor', 'mobile')
];
const throttlings = { both: ['simulate', 'devtools'], simulate: ['simulate'], devtools: ['devtools'] }[
  option('throttling', short ? 'simulate' : 'both')
];

if (!existsSync('dist/index.html')) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const routeList = option('routes', short ? '/' : '');
const named = routeList ? routeList.split(',') : [];
const routes = routeList
  ? named.filter((path) => path !== 'published')
  : (await routeTableFromBuild()).map((route) => route.path);

const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
const baseURL = gateway.url;
// Seeded unless short, so --routes may name the post pages (/blog/study-abroad-guide-part-1).
const blogPaths = short ? [] : await seedBlogPosts(baseURL, gateway.staffToken);
const published = !routeList || named.includes('published');
if (published) routes.push(...blogPaths.filter((path) => !routes.includes(path)));
if (published) routes.push('/gallerys/registration', '/ne/gallerys/registration');

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

// A metric Lighthouse could not compute (e.g. NO_LCP) is left out; a route without it shows n/a.
const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const fixed = (value, digits, width) => (value === null ? 'n/a' : value.toFixed(digits)).padStart(width);
const output = option('out', `bench/results/lighthouse-${option('form-factor', 'mobile')}.json`);

/**
 * The long tasks Lighthouse counted (its simulated durations under simulated throttling), each
 * with the script it is attributed to and where its time went (parseHTML, styleLayout,
 * scriptEvaluation, …): what a route's total blocking time is made of.
 */
function longTasksOf(lhr) {
  const debug = lhr.audits['long-tasks'].details?.debugData;
  if (!debug) return [];
  return debug.tasks.map(({ urlIndex, startTime, duration, ...groups }) => ({
    url: debug.urls[urlIndex],
    startTime,
    duration,
    groups,
  }));
}

/**
 * One line per long task of a route's median-TBT run: start, duration, script and, where Lighthouse
 * splits it (devtools throttling; a simulated task is one block of its own), the largest groups.
 */
function describeLongTasks(sample) {
  return sample.longTasks.map(({ url, startTime, duration, groups }) => {
    const parts = Object.entries(groups)
      .filter(([group, ms]) => group !== 'other' && ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([group, ms]) => `${group} ${Math.round(ms)}`);
    const where = `${String(Math.round(startTime)).padStart(5)} ms: ${String(Math.round(duration)).padStart(4)} ms`;
    return `    at ${where}  ${url.replace(baseURL, '')}${parts.length ? `  (${parts.join(', ')})` : ''}`;
  });
}

const results = [];
try {
  for (const [formFactor, throttling] of formFactors.flatMap((f) => throttlings.map((t) => [f, t]))) {
    console.log(`\n${formFactor}, ${throttling} throttling (median of ${runs} runs)`);
    console.log('route           perf  a11y  best   seo |   FCP ms   LCP ms    SI ms  TBT ms    CLS |  JS KB requests');
    for (const path of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        // A trace Lighthouse failed to record (NO_NAVSTART, seen about once in 60 runs) is run again.
        let lhr;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt += 1)
          ({ lhr } = await lighthouse(
            `${baseURL}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              throttlingMethod: throttling,
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          ));
        const requests = lhr.audits['network-requests'].details?.items ?? [];
        const jsBytes = requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((total, item) => total + (item.transferSize ?? 0), 0);
        samples.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          si: lhr.audits['speed-index'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          jsBytes,
          requests: requests.length,
          longTasks: longTasksOf(lhr),
          errors: [lhr.runtimeError?.code, ...Object.values(lhr.audits).map((audit) => audit.errorMessage)].filter(
            Boolean,
          ),
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        });
      }
      const row = Object.fromEntries(
        [
          'performance',
          'accessibility',
          'bestPractices',
          'seo',
          'lcp',
          'fcp',
          'si',
          'tbt',
          'cls',
          'jsBytes',
          'requests',
        ].map((key) => [key, median(samples.map((s) => s[key]))]),
      );
      results.push({
        formFactor,
        throttling,
        path,
        ...row,
        failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
        samples,
      });
      console.log(
        `${decodeURIComponent(path).padEnd(15)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${String(row.seo).padStart(4)} | ${fixed(row.fcp, 0, 8)} ${fixed(row.lcp, 0, 8)} ${fixed(row.si, 0, 8)} ${fixed(row.tbt, 0, 7)} ${fixed(row.cls, 3, 6)} | ${fixed(row.jsBytes === null ? null : row.jsBytes / 1000, 1, 6)} ${fixed(row.requests, 0, 8)}`,
      );
      // Where a route misses the TBT goal (50 ms), the long tasks of its median run say why.
      if (row.tbt > 50) console.log(describeLongTasks(samples.find((sample) => sample.tbt === row.tbt)).join('\n'));
    }
  }
} finally {
  await chrome.kill();
  await gateway.stop();
}

const failing = [...new Set(results.flatMap((result) => result.failingAudits))];
if (failing.length) console.log(`\nAudits failing on some route: ${failing.join(', ')}`);
if (!short) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(output, JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2));
  console.log(`\nFull results: ${output}`);
}
