import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { specOptions } from '../../schemas/offered-options';

/** A prerendered page as scripts/prerender.mjs leaves it: the head the blog's renderer replaces, the root, the boot data. */
const shell = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>${title}</title>
    <link rel="canonical" href="https://example.test/blog" />
    <meta property="og:url" content="https://example.test/blog" />
    <link rel="alternate" hreflang="x-default" href="https://example.test/blogsingle" />
  </head>
  <body>
    <div id="root"><p>prerendered</p></div>
    <script type="application/json" id="page-scripts">{}</script>
  </body>
</html>
`;

/**
 * The parts of the build's server bundle (src/entry-server.tsx) the gateway's live pages use, made
 * small: a page shows its path, the posts' titles, authors, category names and bodies (and a list's
 * categories, trending titles and author filter), /career's openings, /book's purposes and gateways, the head's tags as the real one writes them, the home page's
 * supporters, and the company phone it was rendered with, read as src/config/site.ts reads the facts. Each evaluation counts itself in
 * `globalThis.fakeBundleInstances`, so a test sees how often the gateway imported it.
 */
const bundle = `
const specOptions = ${JSON.stringify(specOptions)};
globalThis.fakeBundleInstances = (globalThis.fakeBundleInstances ?? 0) + 1;
let source = () => undefined;
export const setFactsSource = (read) => (source = read);
export const site = {
  get name() {
    return source()?.name ?? 'Fake Company';
  },
  url: 'https://example.test',
};
const phone = () => source()?.phone ?? '+977 1-000 000';
export async function render(path, data = {}) {
  const blog = data.blog ?? {};
  const posts = blog.post ? [blog.post] : (blog.list?.posts ?? []);
  const shown = posts.map((post) => '<h2>' + post.title + '</h2><p class="author">' + post.author + '</p><p class="category">' + post.categoryName + '</p>' + post.html).join('');
  const categories = blog.list ? '<ul class="categories">' + blog.list.categories.map((category) => '<li data-key="' + category.key + '">' + category.name + '</li>').join('') + '</ul>' : '';
  const trending = blog.list ? '<ol class="trending">' + blog.list.trending.map((post) => '<li>' + post.title + '</li>').join('') + '</ol>' : '';
  const authors = blog.list ? '<ul class="authors">' + blog.list.authors.map((author) => '<li data-value="' + author.value + '">' + author.name + '</li>').join('') + '</ul>' : '';
  const openings = data.career
    ? '<ul class="openings">' + data.career.openings.map((item) => '<li id="opening-' + item.id + '" lang="' + item.lang + '">' + item.title + ' · ' + item.type + ' · ' + (item.closesOn ?? '') + '</li>').join('') + '</ul>'
    : '';
  const options = (name, list) => '<select name="' + name + '">' + list.map(([value, label]) => '<option value="' + value + '">' + label + '</option>').join('') + '</select>';
  // /book offers the spec's lists unless the gateway rendered it with the options staff set.
  const offered = data.bookingOptions ?? (path === '/book' || path === '/ne/book' ? specOptions : undefined);
  const booking = offered
    ? options('Purpose', offered.purposes.map((p) => [p.value, path.startsWith('/ne/') ? p.ne : p.value])) + options('Meeting Gateway', offered.gateways.map((g) => [g, g]))
    : '';
  const supporters = data.supporters
    ? '<ul class="supporters">' + data.supporters.map((s) => '<li><a href="' + s.link + '"><img src="' + s.logo.src + '" alt="' + s.name + '"></a></li>').join('') + '</ul>'
    : '';
  await new Promise((resolve) => setImmediate(resolve));
  return '<main data-path="' + path + '">' + categories + shown + trending + authors + openings + booking + supporters + '<p class="phone">' + phone() + '</p></main>';
}
export const headHtml = (head) => [
  '<title>' + head.title + '</title>',
  ...head.tags.map(([tag, key, id, attribute, value]) => '<' + tag + ' ' + key + '="' + id + '" ' + attribute + '="' + value + '" />'),
  ...head.alternates.map(({ hreflang, href }) => '<link rel="alternate" hreflang="' + hreflang + '" href="' + href + '" />'),
  ...(head.jsonLd ? ['<script type="application/ld+json">' + head.jsonLd + '</script>'] : []),
];
export const documentHead = (path) => ({ title: path + ' | ' + site.name, lang: 'en', tags: [], alternates: [] });
export const loadNepaliHeads = async () => ({});
`;

/** A build (dist/ with the blog's shells, dist-ssr/entry-server.js) small enough to write per test file. */
export function writeFakeSite(folder: string): { dist: string; serverBundle: string } {
  const dist = join(folder, 'dist');
  const serverBundle = join(folder, 'dist-ssr', 'entry-server.js');
  const files: Record<string, string> = {
    'index.html': shell('Home'),
    '404.html': shell('Not found'),
    'ne/404.html': shell('Not found'),
    'contact/index.html': shell('Contact'),
    'career/index.html': shell('Career'),
    'ne/career/index.html': shell('Career'),
    'book/index.html': shell('Book'),
    'ne/book/index.html': shell('Book'),
    'blog/index.html': shell('Blog'),
    'ne/blog/index.html': shell('Blog'),
    'blogsingle/index.html': shell('Post'),
    'ne/blogsingle/index.html': shell('Post'),
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n  <url><loc>https://example.test/blog</loc></url>\n  <url><loc>https://example.test/blogsingle</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.test/blogsingle" /></url>\n  <url><loc>https://example.test/ne/blogsingle</loc></url>\n</urlset>\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  mkdirSync(dirname(serverBundle), { recursive: true });
  writeFileSync(serverBundle, bundle);
  writeFileSync(join(dirname(serverBundle), 'package.json'), '{ "type": "module" }');
  return { dist, serverBundle };
}
