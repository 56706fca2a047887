// @ts-check
// Measures what each prerendered page makes the browser fetch before it is interactive: the
// modules its boot script loads (entry and preloads), any module script or modulepreload in the
// page, every linked stylesheet and its inline styles, raw and gzip (level 9).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Decimal kilobytes, the stricter reading of "100 KB".
export const budgets = { homeJs: 100_000, routeJs: 150_000, css: 25_000 };

/** @typedef {{ raw: number, gzip: number }} Size */

/** @param {Buffer} body @returns {Size} */
const sizeOfBody = (body) => ({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
/** @param {string} file */
const sizeOf = (file) => sizeOfBody(readFileSync(file));
/** @param {Size} total @param {Size} size @returns {Size} */
const add = (total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip });
/** @param {string[]} files */
const sum = (files) => files.map(sizeOf).reduce(add, { raw: 0, gzip: 0 });

/** @param {string} dist @param {string} path */
export function htmlFileFor(dist, path) {
  return join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

/**
 * @param {string} dist
 * @param {string} path
 * @returns {{ path: string, js: Size, jsBeforePaint: Size, css: Size, html: Size, jsFiles: number }}
 */
export function measureRoute(dist, path) {
  const htmlFile = htmlFileFor(dist, path);
  const html = readFileSync(htmlFile, 'utf8');
  /** @param {RegExp} pattern */
  const attr = (pattern) => [...html.matchAll(pattern)].map((match) => join(dist, match[1]));
  // The boot script (src/islands/page-boot.ts) loads the entry and these modules after the first paint.
  const data = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  /** @type {{ entry: string, preload: string[] }} */
  const scripts = data ? JSON.parse(data[1]) : { entry: '', preload: [] };
  // What the page itself names is fetched as it is parsed, before the first paint.
  const jsBeforePaint = [
    ...new Set([
      ...attr(/<script type="module"[^>]*src="([^"]+)"/g),
      ...attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]),
  ];
  const booted = [...(scripts.entry ? [scripts.entry] : []), ...scripts.preload].map((file) => join(dist, file));
  const js = [...new Set([...booted, ...jsBeforePaint])];
  const css = [...new Set(attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))];
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sizeOfBody(Buffer.from(match[1])));
  return {
    path,
    js: sum(js),
    jsBeforePaint: sum(jsBeforePaint),
    css: inlineCss.reduce(add, sum(css)),
    html: sizeOf(htmlFile),
    jsFiles: js.length,
  };
}

/** @param {string} path @returns {{ js: number, css: number }} */
export function budgetFor(path) {
  const home = path === '/' || path === '/ne/';
  return { js: home ? budgets.homeJs : budgets.routeJs, css: budgets.css };
}
