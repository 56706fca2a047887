// `npm test`: every check the project has, in order, then one closing line
// `tests: N passed, M failed` counting each vitest test plus lint, typecheck and each bench (run
// once in its short mode, figures unchecked, so a bench that no longer runs fails the build).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

function check(name, command, args, env) {
  if (step(name, command, args, env)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

const bin = (name) => `node_modules/.bin/${name}`;

if (!step('browser: ensure Chromium', 'bash', ['scripts/ensure-chromium.sh'])) failures.push('Chromium install');
check('lint', bin('eslint'), ['.']);
check('format', bin('prettier'), ['--check', '.']);
check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
const built = step('build', process.execPath, ['scripts/build.mjs']);
if (!built) failures.push('build');

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const projects = built ? [] : ['--project', 'site', '--project', 'gateway'];
step('vitest', bin('vitest'), [
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests + (json.success || json.numFailedTests > 0 ? 0 : 1);
  if (!json.success) failures.push('vitest');
} else {
  results.failed += 1;
  failures.push('vitest (no report)');
}
if (!built) results.failed += 1;
else {
  // Every `bench:*` entry of package.json, as a reader would run it.
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  for (const name of Object.keys(scripts).filter((script) => script.startsWith('bench:')))
    check(`${name} (short)`, 'npm', ['run', '--silent', name], { BENCH_SHORT: '1' });
}

const line = `tests: ${results.passed} passed, ${results.failed} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(line);
process.exit(failures.length ? 1 : 0);
