// `node scripts/screenshots.mjs [/path ...] [--widths=375,1280] [--full]`: starts the gateway on
// the current build and saves PNGs to test-results/screens/ for a person to look at.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith('/'));
const widths = (args.find((arg) => arg.startsWith('--widths='))?.split('=')[1] ?? '375,1280').split(',').map(Number);
const fullPage = args.includes('--full');

const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, MODE: 'local', HOST: '127.0.0.1', PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'shots-')), STAFF_TOKEN: 'screenshots-token-0123456789', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve) => {
  gateway.stdout.on('data', (chunk) => {
    const match = /Gateway listening on (\S+)/.exec(chunk.toString());
    if (match) resolve(match[1]);
  });
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync('test-results/screens', { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('support-popup-seen', '1'));
    const page = await context.newPage();
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    if (fullPage) {
      // Scroll through like a visitor so lazy images and reveal-on-view sections load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    const file = `test-results/screens/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await context.close();
  }
}
await browser.close();
gateway.kill();
