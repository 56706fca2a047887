import { postPath, type PublicPost } from '../../../schemas/blog-post';
import type { SiteFile } from '../../static/site-files';
import { postAlternates } from './post-alternates';
import { xmlText } from './xml-text';

const emptySitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n';

/**
 * The build's sitemap (every route in both languages) with each published post added, with its
 * `lastmod` and its twin and the English one (x-default) as alternates, and /blog's and /ne/blog's
 * `lastmod` their newest post's. /blogsingle goes: it shows the featured post, whose own address
 * is its canonical and is listed already.
 */
export function sitemapWithPosts(built: SiteFile | undefined, posts: PublicPost[], siteUrl: string): string {
  let sitemap = (built?.body?.toString('utf8') ?? emptySitemap).replace(
    /^ *<url><loc>[^<]*\/blogsingle<\/loc>.*<\/url>\n/gm,
    '',
  );
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
    const alternates = post.twinPath
      ? postAlternates(siteUrl, post, post.twinPath)
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}" />`)
          .join('')
      : '';
    return `  <url><loc>${xmlText(siteUrl + postPath(post))}</loc><lastmod>${post.updatedAt}</lastmod>${alternates}</url>\n`;
  });
  return sitemap.replace('</urlset>', () => `${urls.join('')}</urlset>`);
}
