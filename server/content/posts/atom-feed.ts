import { postPath, type PostLanguage, type PublicPost } from '../../../schemas/blog-post';
import { xmlText } from './xml-text';

const feedTitles = { en: 'Blog', ne: 'ब्लग' } as const;
const MAX_ENTRIES = 30;

export const feedTitle = (lang: PostLanguage, siteName: string) => `${feedTitles[lang]} | ${siteName}`;

/**
 * An Atom feed (RFC 4287) of a language's published posts, newest first, each with its sanitised
 * body and its lasting id (`entryId`, a `tag:` URI that outlives a change of address).
 */
export function atomFeed(
  lang: PostLanguage,
  posts: (PublicPost & { entryId: string })[],
  siteUrl: string,
  siteName: string,
): string {
  const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, MAX_ENTRIES);
  const base = `${siteUrl}${lang === 'ne' ? '/ne' : ''}/blog`;
  const updated = newest.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  );
  const entries = newest.map((post) => {
    const url = `${siteUrl}${postPath(post)}`;
    return [
      '  <entry>',
      `    <title>${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <id>${xmlText(post.entryId)}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <author><name>${xmlText(post.author)}</name></author>`,
      `    <category term="${xmlText(post.category)}"/>`,
      `    <summary>${xmlText(post.summary)}</summary>`,
      `    <content type="html">${xmlText(post.html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <title>${xmlText(feedTitle(lang, siteName))}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${base}/feed.xml"/>`,
    `  <link rel="alternate" type="text/html" href="${base}"/>`,
    `  <id>${base}/feed.xml</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
