import { postPath, type PublicPost } from '../../../schemas/blog-post';
import type { SiteFile } from '../../static/site-files';
import { xmlText } from './xml-text';

const emptySitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n';

/**
 * The build's sitemap (every route in both languages) with each published post added, with its
 * `lastmod` and its twin as an alternate, and /blog's and /ne/blog's `lastmod` their newest post's.
 */
export function sitemapWithPosts(built: SiteFile | undefined, posts: PublicPost[], siteUrl: string): string {
  let sitemap = built?.body?.toString('utf8') ?? emptySitemap;
  for (const lang of ['en', 'ne'] as const) {
    const newest = posts
      .filter((post) => post.lang === lang)
      .map((post) => post.updatedAt)
      .sort()
      .at(-1);
    const loc = `<loc>${siteUrl}${lang === 'ne' ? '/ne' : ''}/blog</loc>`;
    if (newest) sitemap = sitemap.replace(loc, `${loc}<lastmod>${newest}</lastmod>`);
  }
  const urls = posts.map((post) => {
    const alternate = post.twinPath
      ? `<xhtml:link rel="alternate" hreflang="${post.lang}" href="${xmlText(siteUrl + postPath(post))}" />` +
        `<xhtml:link rel="alternate" hreflang="${post.lang === 'en' ? 'ne' : 'en'}" href="${xmlText(siteUrl + post.twinPath)}" />`
      : '';
    return `  <url><loc>${xmlText(siteUrl + postPath(post))}</loc><lastmod>${post.updatedAt}</lastmod>${alternate}</url>\n`;
  });
  return sitemap.replace('</urlset>', () => `${urls.join('')}</urlset>`);
}
