import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const base = process.argv[2] ?? 'http://127.0.0.1:8091';
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
for (const width of [375, 1280])
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 667 : 800 } });
    await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => new URL(r.name).pathname),
    );
    const gz = files.reduce((t, f) => t + gzipSync(readFileSync('/work/main/dist' + f), { level: 9 }).length, 0);
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')]
        .map((e) => e.dataset.island + (e.hasAttribute('data-hydrated') ? '+' : '-'))
        .join(' '),
    );
    if (process.env.FILES)
      console.log(
        files
          .map(
            (f) =>
              f.replace('/assets/', '') +
              ':' +
              (gzipSync(readFileSync('/work/main/dist' + f), { level: 9 }).length / 1000).toFixed(1),
          )
          .join(' '),
      );
    console.log(
      width,
      path,
      (gz / 1000).toFixed(1),
      'kB',
      files.length,
      'files |',
      islands,
      errors.length ? '\n  ERR ' + errors.slice(0, 3).join('\n  ERR ') : '',
    );
    await context.close();
  }
await browser.close();
