// Renders every route of the route table into dist/<route>/index.html (and the fallback screen
// into dist/404.html) with its own head tags and preloads, then writes sitemap.xml, robots.txt
// and .br/.gz siblings of every text file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { nepaliFont } from './nepali-font.mjs';

const dist = 'dist';
const server = await import(pathToFileURL('dist-ssr/entry-server.js').href);
const { routeTable, pageTitle, site, loadNepaliContent, requestedNepaliContent } = server;
const { shell: nepaliShell } = await loadNepaliContent('shell');
const { routeHeads: nepaliRouteHeads, siteDescription: nepaliSiteDescription } = await loadNepaliContent('route-heads');
requestedNepaliContent();
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The site stylesheet is small (about 6 kB gzip), so each page carries it inline: on a slow phone
// network that saves the round trip a render-blocking <link> costs before the first paint.
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
  (_, file) => `<style>${readFileSync(join(dist, file), 'utf8')}</style>`,
);
if (!template.includes('<style>')) throw new Error('Expected Vite to link the site stylesheet in index.html');
const siteUrl = site.url.replace(/\/$/, '');
// Every page also exists in Nepali under /ne/ (src/i18n/locale.ts); the subset font goes with those only.
const nePath = (path) => (path === '/' ? '/ne/' : `/ne${path}`);
const font = await nepaliFont(dist);

const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JS files and CSS a manifest entry pulls in through static imports. */
function assetsOf(key, seen = new Set()) {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
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

// The body text's font, fetched with the page rather than after the first style pass.
const bodyFont = readdirSync(join(dist, 'assets')).find((file) => /^inter-latin-400-normal-.*\.woff2$/.test(file));
if (!bodyFont) throw new Error('Expected the Inter Latin 400 font in dist/assets');

/**
 * The manifest key of a route's page module. Rollup keys it by source path, except when the
 * module shares a chunk with code it loads later; then the chunk carries the page's name instead.
 */
function pageKey(page) {
  const bySource = `src/app/routes/${page}.tsx`;
  if (manifest[bySource]) return bySource;
  const byName = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && !manifest[key].src && manifest[key].name === page,
  );
  if (byName.length !== 1)
    throw new Error(`Cannot find the chunk of page '${page}' in the build manifest (${byName.length} candidates)`);
  return byName[0];
}

function organisationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'NP',
    },
    sameAs: Object.values(site.socials).map((social) => social.href),
  };
}

/** The Nepali content chunks a page asked for while it rendered, preloaded so hydration need not wait. */
function nepaliChunks(names) {
  return names.flatMap((name) => assetsOf(`src/content/ne/${name}.ts`).js);
}

function headFor(route, path, locale, contentNames) {
  const ne = locale === 'ne';
  const url = `${siteUrl}${path}`;
  const head = ne ? (route ? nepaliRouteHeads[route.path] : { title: nepaliShell.errorScreen.title }) : route;
  const title = pageTitle(head);
  const description = head?.description ?? (ne ? nepaliSiteDescription : site.description);
  const page = route ? assetsOf(pageKey(route.page)) : { js: [], css: [] };
  if (ne) page.js.push(...nepaliChunks(contentNames));
  const tags = [
    `<link rel="preload" href="/assets/${bodyFont}" as="font" type="font/woff2" crossorigin />`,
    ne && font.head,
    route && `<link rel="canonical" href="${url}" />`,
    ...(route
      ? [
          `<link rel="alternate" hreflang="en" href="${siteUrl}${route.path}" />`,
          `<link rel="alternate" hreflang="ne" href="${siteUrl}${nePath(route.path)}" />`,
          `<link rel="alternate" hreflang="x-default" href="${siteUrl}${route.path}" />`,
        ]
      : []),
    `<meta property="og:locale" content="${ne ? 'ne_NP' : 'en_US'}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(site.name)}" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    route && `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${siteUrl}/og-image.jpg" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(title)}" />`,
    `<meta name="twitter:description" content="${escape(description)}" />`,
    `<meta name="twitter:image" content="${siteUrl}/og-image.jpg" />`,
    !route && `<meta name="robots" content="noindex" />`,
    ...page.css.filter((file) => !entry.css.includes(file)).map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...new Set(page.js)]
      .filter((file) => !entry.js.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    (path === '/' || path === '/contact') &&
      `<script type="application/ld+json">${JSON.stringify(organisationJsonLd()).replace(/</g, '\\u003c')}</script>`,
  ];
  return { title, description, tags: tags.filter(Boolean).join('\n    ') };
}

async function writePage(path, file, route, locale = 'en') {
  const html = await server.render(path);
  const head = headFor(route, path, locale, requestedNepaliContent());
  const page = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>.*?<\/title>/, `<title>${escape(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escape(head.description)}" />`,
    )
    .replace('<!--app-head-->', head.tags)
    .replace('<!--app-html-->', html);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page);
}

for (const route of routeTable) {
  await writePage(route.path, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`, route);
}
await writePage('/404', '404.html', undefined);
for (const route of routeTable) {
  const path = nePath(route.path);
  await writePage(path, path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}/index.html`, route, 'ne');
}
await writePage('/ne/404', 'ne/404.html', undefined, 'ne');

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${routeTable
    .flatMap((route) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${route.path}" />`,
        `<xhtml:link rel="alternate" hreflang="ne" href="${siteUrl}${nePath(route.path)}" />`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${route.path}" />`,
      ].join('');
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
  `prerendered ${routeTable.length} routes in English and Nepali and both 404 pages for ${siteUrl}; Nepali font subset of ${font.characters} characters (${font.files.map((f) => `${f.weight}: ${f.bytes} of ${f.fullBytes} bytes`).join(', ')}); compressed ${compressed} files`,
);
