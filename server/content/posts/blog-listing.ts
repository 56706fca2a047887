import { POSTS_PER_PAGE, type BlogListFilters, type PostLanguage } from '../../../schemas/blog-post';
import type { StoredPost } from './post-store';

/** Cards in "Latest updates" and in "Trending Post". */
export const LATEST_COUNT = 3;
export const TRENDING_COUNT = 4;

/**
 * What a blog page in `lang` lists of the published posts (newest first, as `PostStore.published`
 * gives them): the posts in that language, and those in the other language with no published twin
 * in it (a twin is listed once, in the reader's language).
 */
export function postsFor(published: StoredPost[], lang: PostLanguage): StoredPost[] {
  const twinned = new Set(published.flatMap((post) => (post.lang === lang && post.twinId ? [post.twinId] : [])));
  return published.filter((post) => post.lang === lang || !twinned.has(post.id));
}

/** The lead story: the newest featured post (the reader's language first), else the newest post. */
export function featuredOf(shown: StoredPost[], lang: PostLanguage): StoredPost | undefined {
  return shown.find((post) => post.featured && post.lang === lang) ?? shown.find((post) => post.featured) ?? shown[0];
}

/**
 * The most read of `shown` (a post's views and its twin's add up), then the newest, so that the
 * section is full from the first day.
 */
function trendingOf(shown: StoredPost[], mostRead: { postId: string; views: number }[]): StoredPost[] {
  const views = new Map(mostRead.map((row) => [row.postId, row.views]));
  const score = (post: StoredPost) => (views.get(post.id) ?? 0) + (post.twinId ? (views.get(post.twinId) ?? 0) : 0);
  // A stable sort: equal scores keep `shown`'s order, newest first.
  return [...shown].sort((a, b) => score(b) - score(a)).slice(0, TRENDING_COUNT);
}

export interface BlogListing {
  /** The lead story and the three after it: on the first page of the unfiltered list only. */
  featured?: StoredPost;
  latest: StoredPost[];
  trending: StoredPost[];
  /** This page of the list. */
  posts: StoredPost[];
  page: number;
  pages: number;
  total: number;
}

/**
 * /blog (or /ne/blog) with these filters at this page, of the published posts newest first. Unfiltered, the list is every post after the
 * featured one, newest first; a language filter lists every post in that language, twins or not.
 */
export function blogListing(
  published: StoredPost[],
  lang: PostLanguage,
  filters: BlogListFilters,
  page: number,
  mostRead: { postId: string; views: number }[],
): BlogListing {
  const shown = postsFor(published, lang);
  const filtered = Boolean(filters.lang || filters.category || filters.author);
  const featured = filtered ? undefined : featuredOf(shown, lang);
  const base = filters.lang ? published.filter((post) => post.lang === filters.lang) : shown;
  const matching = base.filter(
    (post) =>
      post !== featured &&
      (!filters.category || post.category === filters.category) &&
      (!filters.author || post.authorName === filters.author),
  );
  const pages = Math.max(1, Math.ceil(matching.length / POSTS_PER_PAGE));
  const shownPage = Math.min(page, pages);
  const first = shownPage === 1 && !filtered;
  return {
    ...(first && featured && { featured }),
    latest: first ? matching.slice(0, LATEST_COUNT) : [],
    trending: trendingOf(shown, mostRead),
    posts: matching.slice((shownPage - 1) * POSTS_PER_PAGE, shownPage * POSTS_PER_PAGE),
    page: shownPage,
    pages,
    total: matching.length,
  };
}
