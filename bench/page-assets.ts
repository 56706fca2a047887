import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The hashed files a browser fetches for the built home page after its HTML: the modules its boot
 * script loads (the page-scripts data, src/app/page-boot.ts; a page names no script of its own) and
 * its stylesheets.
 */
export function homePageAssets(dist: string): { scripts: string[]; stylesheets: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const data = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  if (!data) throw new Error('no page-scripts data in dist/index.html');
  const { entry, preload } = JSON.parse(data[1]) as { entry: string; preload: string[] };
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  return { scripts: [entry, ...preload], stylesheets };
}
