// `npm run bench:size`: each route's first-load JS (and how much of it the page fetches before its
// first paint), CSS and HTML (raw and gzip) against the budget.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { routeTableFromBuild } from './route-table-from-build.mjs';
import { budgetFor, measureRoute } from './route-sizes.mjs';
import { measureStaffScreens, staffFirstScreenTarget } from './staff-sizes.mjs';

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

// The back office (its own build): each screen's script before its first paint, and its own part.
const staff = measureStaffScreens('dist');
console.log(`\nback office screen   first paint JS gzip | its own JS gzip   (entry ${kb(staff.entry).trim()} kB)`);
for (const screen of staff.screens.toSorted((a, b) => a.first - b.first))
  console.log(`${screen.screen.padEnd(22)} ${kb(screen.first)}${' '.repeat(13)} | ${kb(screen.own)}`);
const inbox = staff.screens.find((screen) => screen.screen === 'inbox-page');
console.log(
  `the inbox's first screen: ${kb(inbox?.first ?? 0).trim()} kB gzip of script (target ${kb(staffFirstScreenTarget).trim()} kB)`,
);
process.exit(over === 0 ? 0 : 1);
