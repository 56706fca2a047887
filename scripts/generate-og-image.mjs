// Renders public/og-image.jpg (1200x630, the social-card image) from an HTML card in Chromium.
// Run after changing the brand or the pitch lines; the image is committed. The palette is a
// TypeScript module, hence tsx: `node --import tsx scripts/generate-og-image.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { brandPalette } from '../schemas/brand-palette.ts';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const { brand, accent, white } = brandPalette;

const logo = readFileSync('public/favicon.svg', 'utf8');
const inter = readFileSync('node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2').toString('base64');
const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; font-weight: 700; src: url(data:font/woff2;base64,${inter}) format('woff2'); }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter, sans-serif; color: ${white};
  background: linear-gradient(135deg, ${brand[950]} 0%, ${brand[900]} 55%, ${brand[700]} 100%); position: relative; overflow: hidden; }
.sun { position: absolute; right: -120px; top: -120px; width: 520px; height: 520px; border-radius: 50%; background: radial-gradient(${accent[500]}99, transparent 70%); }
.wrap { position: absolute; left: 90px; top: 120px; }
.logo { display: flex; align-items: center; gap: 22px; font-size: 40px; }
.logo svg { width: 84px; height: 84px; }
h1 { font-size: 88px; margin: 56px 0 12px; letter-spacing: -2px; }
p { font-size: 40px; margin: 0; color: ${accent[200]}; }
</style></head><body><div class="sun"></div><div class="wrap">
<div class="logo">${logo}<span>Digital Bridge Nepal</span></div>
<h1>Dream. Learn. Achieve.</h1><p>Bridging Digital Divide · Biratnagar, Nepal</p></div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: 'public/og-image.jpg', type: 'jpeg', quality: 85 });
await browser.close();
console.log('public/og-image.jpg');
