// `npm test`: every check the project has, in order, then one closing line
// `tests: N passed, M failed` counting each vitest test plus lint and typecheck.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0;
}

function check(name, command, args) {
  if (step(name, command, args)) results.passed += 1;
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

const line = `tests: ${results.passed} passed, ${results.failed} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(line);
process.exit(failures.length ? 1 : 0);
