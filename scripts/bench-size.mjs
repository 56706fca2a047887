// `npm run bench:size`: each route's first-load JS (and how much of it the page fetches before its
// first paint), CSS and HTML (raw and gzip) against the budget.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { routeTableFromBuild } from './route-table-from-build.mjs';
import { budgetFor, measureRoute } from './route-sizes.mjs';

if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
// Every route in English and in Nepali (/ne/...).
const routes = (await routeTableFromBuild()).flatMap(({ path }) => [
  { path },
  { path: path === '/' ? '/ne/' : `/ne${path}` },
]);
let over = 0;
console.log(
  'route              JS raw  JS gzip  budget | JS before paint gzip | CSS raw CSS gzip | HTML raw HTML gzip',
);
for (const { path } of routes) {
  const size = measureRoute('dist', path);
  const budget = budgetFor(path);
  const ok = size.js.gzip <= budget.js && size.css.gzip <= budget.css;
  if (!ok) over += 1;
  console.log(
    `${path.padEnd(18)} ${kb(size.js.raw)} ${kb(size.js.gzip)}  ${kb(budget.js)} | ${kb(size.jsBeforePaint.gzip).padStart(20)} | ${kb(size.css.raw)} ${kb(size.css.gzip)}  | ${kb(size.html.raw)} ${kb(size.html.gzip)} ${ok ? '' : ' OVER BUDGET'}`,
  );
}
console.log(
  `\nsizes in kB (1000 bytes); gzip level 9. ${over === 0 ? 'All routes within budget.' : `${over} route(s) over budget.`}`,
);
process.exit(over === 0 ? 0 : 1);
