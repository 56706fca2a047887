// `npm test`: every check the project has, in order, then one closing line
// `tests: N passed, M failed` counting each vitest test plus lint, typecheck and each bench (run
// once in its short mode, figures unchecked, so a bench that no longer runs fails the build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const results = { passed: 0, failed: 0 };
const failures = [];
// CI keeps only the output's tail, so the failed tests are named again at the end.
const failedTests = [];

// How long each step took, repeated at the end for the same reason.
const took = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

/**
 * A step run beside others: its output is held and printed whole when it ends, so steps that run
 * at the same time do not interleave their lines.
 */
function quietStep(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(status === 0);
    });
  });
}

/** Counts a check as one test, passed or failed. */
function record(name, passed) {
  if (passed) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

function check(name, command, args, env) {
  record(name, step(name, command, args, env));
}

const bin = (name) => `node_modules/.bin/${name}`;

if (!step('browser: ensure Chromium', 'bash', ['scripts/ensure-chromium.sh'])) failures.push('Chromium install');
if (
  !step('validators: ensure Java, feedparser, xmllint, LinkChecker, SpamAssassin', 'bash', [
    'scripts/ensure-validators.sh',
  ])
)
  failures.push('validators install');
// The static checks and the build read the same files and write nothing the others read, and each
// runs on one core: side by side they finish in about half the time one after another took.
const [linted, cycles, formatted, typed, built] = await Promise.all([
  quietStep('lint', bin('eslint'), ['.']),
  quietStep('import cycles', 'npm', ['run', '--silent', 'lint:cycles']),
  quietStep('format', bin('prettier'), ['--check', '.']),
  quietStep('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  quietStep('build', process.execPath, ['scripts/build.mjs']),
]);
record('lint', linted);
record('import cycles', cycles);
record('format', formatted);
record('typecheck', typed);
if (!built) failures.push('build');

/** One vitest run with its own JSON report; each of its tests counts. */
function vitest(name, args) {
  const report = `test-results/${name}.json`;
  rmSync(report, { force: true });
  step(name, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) {
    results.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests + (json.success || json.numFailedTests > 0 ? 0 : 1);
  if (!json.success) failures.push(name);
  failedTests.push(...failedTestLines(json));
}

/** A line per failed test (or file that failed outside its tests), with its error's first line. */
function failedTestLines(json) {
  const firstLine = (message = '') => message.trim().split('\n')[0].slice(0, 300);
  return json.testResults.flatMap(({ name: file, status, message, assertionResults }) => {
    const where = file.replace(`${process.cwd()}/`, '');
    // The stack's first frame in the test file itself: which of its waits or expectations failed.
    const lineIn = (failure = '') => failure.match(new RegExp(`${where.replace(/[.]/g, '\\.')}:(\\d+)`))?.[1];
    const failed = assertionResults.filter((test) => test.status === 'failed');
    const lines = failed.map((test) => {
      const line = lineIn(test.failureMessages[0]);
      return `  ✗ ${where}${line ? `:${line}` : ''} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`;
    });
    return status === 'failed' && !failed.length ? [`  ✗ ${where}: ${firstLine(message)}`] : lines;
  });
}

mkdirSync('test-results', { recursive: true });
// Each run takes two files at a time even on two cores (vitest would give it one worker there).
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
vitest('vitest-site', ['--project', 'site', workers]);
// One module graph per worker, not one per file: each gateway test file importing the gateway afresh
// spent more CPU than its tests (collect 335 s of a 717 s run; 13 s of 195 s without), so a gateway
// test file leaves nothing behind that another could see (its gateways, folders and counters are its
// own, counted from its start).
vitest('vitest-gateway', ['--project', 'gateway', '--no-isolate', workers]);
// The same gateway tests on PostgreSQL (DATABASE_URL), in a throw-away cluster the run starts itself.
if (step('postgres: ensure PostgreSQL 15 and its driver', 'bash', ['scripts/ensure-postgres.sh']))
  vitest('vitest-gateway-postgres', ['--project', 'gateway-postgres', '--no-isolate', workers]);
else {
  failures.push('PostgreSQL install');
  results.failed += 1;
}
// The browser tests need the build. One suite at a time: beside the browser tests, tests that wait
// on their own timing (a kill landing mid-run, retries within a deadline, jsdom's 5 s) missed it.
if (built) vitest('vitest-e2e', ['--project', 'e2e', workers]);
if (!built) results.failed += 1;
else {
  // Every `bench:*` entry of package.json, as a reader would run it.
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  for (const name of Object.keys(scripts).filter((script) => script.startsWith('bench:')))
    check(`${name} (short)`, 'npm', ['run', '--silent', name], { BENCH_SHORT: '1' });
}

const line = `tests: ${results.passed} passed, ${results.failed} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(`\nTook: ${took.join(', ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
if (failedTests.length) console.log(failedTests.join('\n'));
console.log(line);
process.exit(failures.length ? 1 : 0);
