// Writes tests/file-seconds.json, each test file's time in the last full `npm test` (read from its
// reports in test-results/), for the longest-first order of tests/longest-first.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const seconds = {};
for (const report of ['vitest-site', 'vitest-gateway', 'vitest-e2e'].map((name) => `test-results/${name}.json`)) {
  if (!existsSync(report)) throw new Error(`${report} is missing: run npm test first`);
  for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults)
    seconds[relative(process.cwd(), file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('tests/file-seconds.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/file-seconds.json: ${Object.keys(sorted).length} files`);
