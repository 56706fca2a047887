// `node scripts/screenshots.mjs [/path ...] [--widths=375,1280] [--full]`: starts the gateway on
// the current build and saves PNGs to test-results/screens/ for a person to look at.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startGateway } from './gateway-process.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith('/'));
const widths = (args.find((arg) => arg.startsWith('--widths='))?.split('=')[1] ?? '375,1280').split(',').map(Number);
const fullPage = args.includes('--full');

const gateway = await startGateway({ STAFF_TOKEN: 'screenshots-token-0123456789abcdef' });
const url = gateway.url;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
mkdirSync('test-results/screens', { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
      reducedMotion: 'reduce',
    });
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
      // One capture of the whole page is not a scroll: draw the parts the browser only draws near
      // the window (content-visibility: auto) as a visitor scrolling past would see them.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => document.fonts.ready);
    }
    const file = `test-results/screens/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await context.close();
  }
}
await browser.close();
await gateway.stop();
