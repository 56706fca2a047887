// npm run bench:first-tap [-- --runs 5] [--only /book,/career,booking,staff] [--lang en|ne|both]
// How long a visitor on a cheap phone waits for the first tap on each control to answer: Chromium
// at 375 px with touch, CPU 4× slower, 150 ms round trip and 1.6 Mbit/s down, against the real
// gateway serving a snapshot of the build. Each run loads the page, scrolls the control into view,
// waits three seconds after the load event and taps it with real touch input; the answer is the
// first animation frame showing the state the page settles in once the tap's code has arrived (no
// change from before the tap is a lost tap). Then the control is put back and tapped again: the
// "loaded" figure. Then the booking's own controls in English (bench/first-tap-booking.ts; --only
// booking), and the back office's main controls (bench/first-tap-staff.ts), with 1,000 submissions.
// Prints tables of medians and maxima; fails no build.
// BENCH_SHORT=1 (npm test): three controls, English only, the manage page's first and opening a
// submission, one run each.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { routeTable } from '../src/app/route-table';
import { startSmtpSink } from '../server/testing/smtp-sink';
import { snapshotBuild, startBenchGateway } from './bench-gateway';
import { bookingEnv, confirmationControl, manageControls, managePage } from './first-tap-booking';
import { type State, stateOf, type TapControl, tapControls } from './first-tap-controls';
import { measureStaff, shortStaffControls, staffControls, type StaffRow } from './first-tap-staff';
import { CPU_SLOWDOWN, GIVE_UP_MS, NETWORK, PHONE, READ_MS, phonePage, tapCentre } from './phone-profile';
import { seed, signIn } from './staff-seed';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    lang: { type: 'string', default: 'both' },
  },
});
const short = process.env.BENCH_SHORT === '1';
const runs = Number(args.runs ?? (short ? 1 : 5));
const only = args.only?.split(',');
const languages = short || args.lang === 'en' ? [''] : args.lang === 'ne' ? ['/ne'] : ['', '/ne'];

const phoneWithProbe = (browser: Browser) =>
  phonePage(browser, async (context) => {
    // The support popup would open over the page during the three seconds of reading.
    await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
    // The frame loop runs `stateOf` inside the page; a script given this way is not subject to its CSP.
    // tsx names functions through a `__name` helper, which the page needs too.
    await context.addInitScript(`window.__name = (f) => f; window.tapState = ${stateOf.toString()}`);
  });

interface Trace {
  before: State;
  /** Each change of state after the touch: milliseconds since the touch, and the new state. */
  frames: { at: number; state: State }[];
  /** A tap that navigates: its navigation has started. */
  navigating?: true;
}

/**
 * Taps the control, then follows the page frame by frame until its code has arrived and its state
 * has held for a while. The answer is the first frame showing that final state; a final state
 * equal to the one before the tap is a lost tap. A tap that navigates is held where its navigation
 * starts (the page stays to be read): that start is its answer.
 */
async function tracedTap(page: Page, { tap: selector, navigates = undefined }: TapControl): Promise<number | null> {
  await page.evaluate(
    ({ selector, navigates }) => {
      const probe = window as unknown as { tapTrace: Trace; tapState: typeof stateOf; navigation: EventTarget };
      // Each tap follows the page into a trace of its own; the previous tap's frame loop sees the
      // swap and stops.
      const trace: Trace = { before: probe.tapState(selector), frames: [] };
      probe.tapTrace = trace;
      const stateNow = () => probe.tapState(selector) + (trace.navigating ? ' navigating' : '');
      if (navigates)
        probe.navigation.addEventListener(
          'navigate',
          (event) => {
            event.preventDefault();
            trace.navigating = true;
          },
          { once: true },
        );
      addEventListener(
        'touchstart',
        (event) => {
          const touchedAt = event.timeStamp;
          let last = trace.before;
          const frame = (now: number) => {
            if (probe.tapTrace !== trace) return;
            const state = stateNow();
            if (state !== last) trace.frames.push({ at: now - touchedAt, state });
            last = state;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    },
    { selector, navigates },
  );
  await tapCentre(page, selector);
  await settled(page);
  const { before, frames } = await page.evaluate(() => (window as unknown as { tapTrace: Trace }).tapTrace);
  const final = frames.at(-1)?.state ?? before;
  if (process.env.FIRST_TAP_TRACE) console.log(JSON.stringify({ before, frames }, null, 1));
  if (final === before) return null;
  return frames.find((frame) => frame.state === final)!.at;
}

/** Resolves once no request is in flight and the traced state has not changed for 1.5 s. */
async function settled(page: Page): Promise<void> {
  const started = Date.now();
  await page.waitForLoadState('networkidle');
  let count = -1;
  while (Date.now() - started < GIVE_UP_MS) {
    const now = await page.evaluate(() => (window as unknown as { tapTrace: Trace }).tapTrace.frames.length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(1500);
  }
}

const state = (page: Page, selector: string) =>
  page.evaluate((selector) => (window as unknown as { tapState: typeof stateOf }).tapState(selector), selector);

async function load(page: Page, url: string, control: TapControl): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await control.prepare?.(page);
  await page
    .locator(control.tap)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Puts the control back as it was before the tap; false when it cannot be. */
async function putBack(page: Page, control: TapControl, before: State): Promise<boolean> {
  if (control.putBack === 'none') return false;
  if (control.putBack === 'escape') await page.keyboard.press('Escape');
  else if (control.putBack === 'again') await tapCentre(page, control.tap);
  else if (control.putBack === 'blur')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  else await tapCentre(page, control.putBack.tap);
  await page.waitForTimeout(1500);
  return (await state(page, control.tap)) === before;
}

interface Row {
  page: string;
  control: string;
  first: (number | null)[];
  loaded: (number | null)[];
  note?: string;
}

async function measure(browser: Browser, url: string, control: TapControl): Promise<Row> {
  const row: Row = { page: new URL(url).pathname, control: control.name, first: [], loaded: [] };
  for (let run = 0; run < runs; run += 1) {
    const page = await phoneWithProbe(browser);
    try {
      await load(page, url, control);
      await page.waitForTimeout(READ_MS);
      const before = await state(page, control.tap);
      row.first.push(await tracedTap(page, control));
      if (await putBack(page, control, before)) row.loaded.push(await tracedTap(page, control));
      else if (control.putBack !== 'none') row.note = 'could not be put back';
    } finally {
      await page.context().close();
    }
  }
  return row;
}

const median = (values: (number | null)[]) => {
  if (values.length === 0) return '—';
  if (values.includes(null)) return 'lost';
  const sorted = (values as number[]).toSorted((a, b) => a - b);
  return `${Math.round(sorted[Math.floor(sorted.length / 2)])}`;
};
const max = (values: (number | null)[]) =>
  values.length === 0 ? '—' : values.includes(null) ? 'lost' : `${Math.round(Math.max(...(values as number[])))}`;

/** One line as a row is measured: its medians and maxima. */
const progress = (page: string, row: Row | StaffRow) =>
  console.log(
    `${page.padEnd(18)} ${row.control.padEnd(28)} first ${median(row.first).padStart(5)} ms` +
      ` (max ${max(row.first)})  loaded ${median(row.loaded).padStart(5)} ms (max ${max(row.loaded)})` +
      ('note' in row && row.note ? `  ${row.note}` : ''),
  );

const { workDir, dist } = snapshotBuild('bench-first-tap');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-tap-data-'));
const backups = join(workDir, 'backups');
mkdirSync(backups);
await seed(dataDir, short ? 100 : 1000);
const sink = await startSmtpSink();
const gateway = await startBenchGateway(dataDir, dist, { ...bookingEnv(sink), BACKUP_DIR: backups });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
const rows: Row[] = [];
const staffRows: StaffRow[] = [];
try {
  const paths = routeTable.map((route) => route.path).filter((path) => !only || only.includes(path));
  for (const language of languages)
    for (const path of paths)
      for (const control of tapControls(path, short)) {
        const url = `${gateway.url}${language}${path === '/' && language ? '/' : path}`;
        const row = await measure(browser, url, control);
        rows.push(row);
        progress(row.page, row);
      }
  if (!only || only.includes('booking')) {
    const manage = await managePage(gateway.url, sink);
    const booking: [string, TapControl][] = [
      [`${gateway.url}/book`, confirmationControl],
      ...manageControls.map((control): [string, TapControl] => [manage, control]),
    ];
    for (const [url, control] of short ? booking.slice(1, 2) : booking) {
      const row = await measure(browser, url, control);
      rows.push(row);
      progress(row.page, row);
    }
  }
  if (!only || only.includes('staff')) {
    const sessions = { staff: await signIn(gateway.url), admin: await signIn(gateway.url, 'asha@example.com') };
    for (const control of short ? shortStaffControls : staffControls) {
      const row = await measureStaff(browser, gateway.url, sessions, control, runs);
      staffRows.push(row);
      progress('/staff', row);
    }
  }
} finally {
  await browser.close();
  gateway.child.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await sink.close();
}

console.log(
  `\nPhone profile: ${PHONE.width} px, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms round trip, ` +
    `1.6 Mbit/s down; tap ${READ_MS / 1000} s after load; ${runs} run(s) per control.\n`,
);
console.log('| page | control | first tap median (max), ms | loaded tap median (max), ms |');
console.log('|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.page} | ${row.control} | ${median(row.first)} (${max(row.first)}) | ${median(row.loaded)} (${max(row.loaded)})` +
      `${row.note ? ` ${row.note}` : ''} |`,
  );
for (const row of staffRows)
  console.log(
    `| /staff | ${row.control} | ${median(row.first)} (${max(row.first)}) | ${median(row.loaded)} (${max(row.loaded)}) |`,
  );
if (staffRows.length > 0)
  console.log(
    `\nBack office: ${short ? 100 : 1000} submissions; a tap is touch input, a choice in a native select is timed ` +
      "from the choice (its picker is the phone's own); the answer is the first frame of the screen it settles in.",
  );
