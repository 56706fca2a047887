import { postPath, type PublicPost } from '../../../schemas/blog-post';

/** A post with a published twin in each language, the English one for everyone else (as the pages' x-default). */
export function postAlternates(siteUrl: string, post: Pick<PublicPost, 'lang' | 'slug'>, twinPath: string) {
  const own = `${siteUrl}${postPath(post)}`;
  const twin = `${siteUrl}${twinPath}`;
  const [en, ne] = post.lang === 'en' ? [own, twin] : [twin, own];
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'ne', href: ne },
    { hreflang: 'x-default', href: en },
  ];
}
