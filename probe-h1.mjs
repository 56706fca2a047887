import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { startGateway } from './scripts/gateway-process.mjs';
const gateway = await startGateway({ RATE_LIMIT_PER_MIN: '0' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const delay of [0, 1500]) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
if (delay) await page.route(/\/assets\/inter-.*\.woff2$/, async (route) => { await new Promise((r) => setTimeout(r, delay)); await route.continue(); });
await page.goto(`${gateway.url}/gallery`, { waitUntil: 'networkidle' });
const cdp = await page.context().newCDPSession(page);
await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
const { root } = await cdp.send('DOM.getDocument');
const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
const fonts = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
console.log(delay, await page.locator('h1').evaluate((e) => e.getBoundingClientRect().height), JSON.stringify(fonts.fonts));
await page.close();
}
await browser.close(); await gateway.stop();
