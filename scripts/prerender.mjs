// Renders every route of the route table into dist/<route>/index.html and in Nepali into
// dist/ne/<route>/index.html (and the fallback screens into dist/404.html and dist/ne/404.html)
// with its own head (src/app/document-head.ts), its page's stylesheets from Vite's manifest and, for
// the boot script (src/islands/page-boot.ts), the entry's modules; then writes sitemap.xml, robots.txt
// and .br/.gz siblings of every text file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { interFont } from './inter-font.mjs';
import { nepaliFont } from './nepali-font.mjs';

const dist = 'dist';
const serverBundle = 'dist-ssr/entry-server.js';
const server = await import(pathToFileURL(serverBundle).href);
const { routeTable, documentHead, headHtml, loadNepaliHeads, withFirstImagePreload } = server;
const nepaliHeads = await loadNepaliHeads();
// Every page also exists in Nepali under /ne/ (src/i18n/locale.ts); only those declare the Devanagari faces.
const nePath = (path) => (path === '/' ? '/ne/' : `/ne${path}`);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The JS files and CSS a manifest entry pulls in through static imports. */
function assetsOf(key, seen = new Set()) {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No '${key}' in the build manifest`);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const child of chunk.imports ?? []) {
    const sub = assetsOf(child, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

const entry = assetsOf('index.html');

// The site stylesheet is small (about 6 kB gzip), so each page carries it inline: on a slow phone
// network that saves the round trip a render-blocking <link> costs before the first paint. The
// manifest names the entry's stylesheets; each must be linked exactly once in Vite's index.html.
let template = readFileSync(join(dist, 'index.html'), 'utf8');
/**
 * A stylesheet of the build, inlined, and a disabled link to it, which the browser neither fetches
 * nor applies: Vite's loader for a chunk (an island's code) adds the chunk's stylesheets unless a
 * `<link rel="stylesheet">` to them is in the page, and a second copy cost a request and a restyle of
 * the whole page in the task that wakes the island (85 ms of /vmgo's carousel wake, at 4x slowdown).
 */
const inlined = (file) =>
  `<style>${readFileSync(join(dist, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled />`;
for (const file of entry.css) {
  const links = [...template.matchAll(/<link\b[^>]*>/g)].filter(
    ([tag]) => tag.includes('rel="stylesheet"') && tag.includes(`href="/${file}"`),
  );
  if (links.length !== 1) throw new Error(`Expected one <link> to ${file} in dist/index.html, found ${links.length}`);
  template = template.replace(links[0][0], () => inlined(file));
}
// No module script or modulepreload in the page itself: the browser would fetch them before the
// first paint. The inline boot script requests them after it, at low priority.
// Each with its own line, so no blank line of spaces stays in the head (html-validate's no-trailing-whitespace).
const moduleTags = /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;
if (![...template.matchAll(moduleTags)].some(([tag]) => tag.includes(`src="/${entry.js[0]}"`)))
  throw new Error(`Expected the entry script /${entry.js[0]} in dist/index.html`);
template = template.replace(moduleTags, '');
// The gateway's CSP allows it by its hash, read from the built pages (server/http/security-headers.ts).
// The phone menu's lines (src/components/layout/menu-boot.ts), the dialogs'
// (src/components/layout/dialog-boot.ts) and the chat button's (src/components/layout/chat-boot.ts) go in the same script.
const bootScript = [server.pageBoot, server.menuBoot, server.dialogBoot, server.chatBoot]
  .map((boot) => `(${boot.toString()})();`)
  .join('');
// Each control that answers before its code has its lines, on a page that has the control: the select
// menus (src/components/ui/listbox/listbox-boot.ts), the carousels (src/components/blocks/carousel-boot.ts),
// the contact map (src/components/pages/contact/map-boot.ts), the video player and playlist
// (video/video-boot.ts) and the album's lightbox (gallery/lightbox-boot.ts).
const earlyScripts = [
  ['data-early-listbox', server.listboxBoot],
  ['data-early-carousel', server.carouselBoot],
  ['data-early-map', server.mapBoot],
  ['data-early-video', server.videoBoot],
  ['data-early-lightbox', server.lightboxBoot],
].map(([marker, boot]) => [marker, `(${boot.toString()})();`]);
const earlyScriptsFor = (html) =>
  earlyScripts
    .filter(([marker]) => html.includes(marker))
    .map(([, script]) => script)
    .join('');
const siteUrl = server.site.url.replace(/\/$/, '');
const font = await nepaliFont(dist, serverBundle);

/** A page's stylesheets (its own module never runs in the browser; only its islands hydrate), all inline as the site's is. */
function pageCss(route) {
  return route ? assetsOf(`src/app/routes/${route.page}.tsx`).css : [];
}

/** The tags a page adds to the head: its own head (src/app/document-head.ts), then what the browser should fetch early. */
function headFor(css, head) {
  return [
    ...headHtml(head),
    `<link rel="preload" href="/${bodyFont.site.file}" as="font" type="font/woff2" crossorigin />`,
    ...css.filter((file) => !entry.css.includes(file)).map(inlined),
  ].join('\n    ');
}

/** The page-scripts data and the boot script at the end of every body; its modules load after the first paint. */
const [entryFile, ...entryImports] = entry.js;
const pageScripts = { entry: `/${entryFile}`, preload: [...new Set(entryImports)].map((file) => `/${file}`) };
const bootFor = (html) =>
  `<script type="application/json" id="page-scripts">${JSON.stringify(pageScripts)}</script>\n    <script>${bootScript}${earlyScriptsFor(html)}</script>\n  </body>`;

// Every page in both languages, rendered first: the text font's subset is cut to what they show.
const fileFor = (path) => (path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}/index.html`);
const pages = [
  ...routeTable.map((route) => ({ path: route.path, file: fileFor(route.path), route })),
  { path: '/404', file: '404.html' },
  ...routeTable.map((route) => ({ path: nePath(route.path), file: fileFor(nePath(route.path)), route })),
  { path: '/ne/404', file: 'ne/404.html' },
];
for (const page of pages) page.html = await server.render(page.path);

// The text font (Inter cut to the site's weights, scripts/inter-font.mjs): its two faces stand in
// for the package's Latin face in the inlined stylesheet, and the site face is fetched with the
// page rather than after the first style pass.
const packagedFont = readdirSync(join(dist, 'assets')).find((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
const packagedFace = new RegExp(`@font-face\\{[^}]*/assets/${packagedFont}[^}]*\\}`, 'g');
if (!packagedFont || template.match(packagedFace)?.length !== 1)
  throw new Error(
    'Expected the Inter Latin variable font in dist/assets and its one @font-face in the inlined stylesheet',
  );
const bodyFont = await interFont(dist, pages.map((page) => page.html).join(''));
template = template.replace(packagedFace, () => bodyFont.faces);

// The Devanagari faces (the device's own Noto Sans Devanagari, else the subset; the package's full
// face for what the subset lacks: scripts/nepali-font.mjs) leave the inlined stylesheet for the
// Nepali pages alone. An English page shows Devanagari only beside its English (the language
// switch, second titles): those few words are drawn from the device's own Devanagari font (every
// phone and desktop system in common use has one). Applied after the first paint instead, the faces made the browser
// choose every text's font again: a relayout of the whole page (81 ms on / at 4x slowdown).
const packagedDevanagari = /@font-face\{font-family:Noto Sans Devanagari;[^}]*\}/g;
const packagedDevanagariFaces = template.match(packagedDevanagari);
if (packagedDevanagariFaces?.length !== 1)
  throw new Error("Expected the Noto Sans Devanagari package's one @font-face in the inlined stylesheet");
template = template.replace(packagedDevanagari, '');
const devanagariFaces = font.faces(packagedDevanagariFaces[0]);

for (const { path, file, route, html } of pages) {
  const head = documentHead(path, nepaliHeads);
  const page = withFirstImagePreload(
    template
      .replace('<html lang="en">', `<html lang="${head.lang}">`)
      .replace('<!--app-head-->', () => headFor(pageCss(route), head))
      .replace('<!--app-html-->', () => html)
      .replace('</body>', () => bootFor(html))
      .replace('</head>', () => (head.lang === 'ne' ? `  <style>${devanagariFaces}</style>\n  </head>` : '</head>')),
    html,
  );
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page);
}

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${routeTable
    .flatMap((route) => {
      const alternates = documentHead(route.path, nepaliHeads)
        .alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`)
        .join('');
      return [route.path, nePath(route.path)].map((path) => `  <url><loc>${siteUrl}${path}</loc>${alternates}</url>`);
    })
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
let compressed = 0;
for (const file of walk(dist)) {
  if (!/\.(html|js|css|svg|json|xml|txt|ics|webmanifest)$/.test(file) || file.includes('.vite')) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}
console.log(
  `prerendered ${routeTable.length} routes in English and in Nepali and both 404 pages for ${siteUrl}; Inter ${bodyFont.site.bytes} bytes for the site's characters, ${bodyFont.latin.bytes} for the rest of Latin, of ${bodyFont.fullBytes}; Noto Sans Devanagari ${font.bytes} bytes for the ${font.characters} Devanagari characters the site shows, of ${font.fullBytes}; compressed ${compressed} files`,
);
