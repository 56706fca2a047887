import { createHash } from 'node:crypto';
import {
  blogListPath,
  postLanguages,
  postPath,
  type BlogListData,
  type BlogListFilters,
  type BlogPageData,
  type PostLanguage,
  type PublicPost,
} from '../../../schemas/blog-post';
import { company } from '../../../schemas/company';
import type { PublicPostCategory } from '../../../schemas/blog-category';
import type { HeadTag } from '../../../schemas/document-head';
import type { ListedTeamMember } from '../../../schemas/team-member';
import type { PageKind, VersionedPage } from '../../static/kept-pages';
import type { PageRenderer, SiteBundle } from '../../static/page-renderer';
import type { SiteFile, SiteFiles } from '../../static/site-files';
import type { LiveAnswer, LivePageRenderer } from '../../static/static-routes';
import type { MediaStore } from '../media/media-store';
import { coverSharePicture } from '../media/cover-share-picture';
import { shareImageSize } from '../media/share-image';
import { atomFeed, feedTitle } from './atom-feed';
import { blogListing, featuredOf, postsFor } from './blog-listing';
import { postAlternates } from './post-alternates';
import { PostAuthors, TeamAuthors } from './post-authors';
import type { PostCategoryStore } from './post-category-store';
import { isPublic, type PostStore, type StoredPost } from './post-store';
import type { PostViews } from './post-views';
import { readMinutes } from './read-minutes';
import { renderMarkdown } from './render-markdown';
import { sitemapWithPosts } from './sitemap';

export interface BlogPagesOptions {
  renderer: PageRenderer;
  posts: PostStore;
  /** The categories staff edit: their names and order show on the next load. */
  categories: PostCategoryStore;
  /** The posts' page views, for "Trending Post". */
  views: PostViews;
  media: MediaStore;
  /** The team page's members: a post by one links to their card, and shows their Nepali name on Nepali pages. */
  team: () => Promise<ListedTeamMember[]>;
  now: () => number;
  /** More `<url>` lines for the sitemap (the events' albums), given the site's address. */
  sitemapUrls?: (siteUrl: string) => string;
}

const feedKind: PageKind = {
  diskPath: 'feed',
  contentType: 'application/atom+xml; charset=utf-8',
  cacheControl: 'no-cache',
};
const sitemapKind: PageKind = { diskPath: 'sitemap', contentType: 'application/xml', cacheControl: 'no-cache' };

const versionOf = (...parts: string[]) => createHash('sha1').update(parts.join('\n')).digest('base64url');
/** A post's identity: a save and each change of state set `updatedAt`. */
const stampOf = (post: StoredPost) => `${post.id}@${post.updatedAt}`;

const listPath = /^(\/ne)?\/blog$/;
const singlePath = /^(\/ne)?\/blogsingle$/;
const feedPath = /^(\/ne)?\/blog\/feed\.xml$/;
/** The blog's list of one author's posts, in the post's language (the listing's author filter). */
const blogAuthorPath = (lang: PostLanguage, authorName: string) =>
  `${lang === 'ne' ? '/ne' : ''}/blog?${new URLSearchParams({ author: authorName })}`;

/** `/blog/{slug}` or `/ne/blog/{slug}`: a post's own page. */
export const postPagePath = /^(\/ne)?\/blog\/([^/]+)$/;

/** The sitemap names no authors: it needs no team. */
const noAuthors = new PostAuthors([]);

const langOf = (prefix: string | undefined): PostLanguage => (prefix ? 'ne' : 'en');

/** The prerendered page's own sharing picture's alt (the site's picture, said in the page's language). */
const sharedAltOf = (shell: SiteFile) =>
  (/<meta property="og:image:alt" content="([^"]*)"/.exec(shell.body?.toString('utf8') ?? '')?.[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A post's sharing picture: its cover as a 1200 × 630 JPEG, at a path of the site. */
interface SharePicture {
  path: string;
  alt: string;
}

/**
 * A feed entry's id (RFC 4151 `tag:` URI): the site's host, the day the post was written and its
 * own id, so that a new title or address is the same entry to a feed reader, not a new one.
 */
const entryId = (siteUrl: string, post: StoredPost) =>
  `tag:${new URL(siteUrl).hostname},${post.createdAt.slice(0, 10)}:blog/${post.id}`;

/** Only the filters the page offers; anything else in the query is ignored. */
function filtersOf(
  query: URLSearchParams,
  authors: string[],
  categories: string[],
): BlogListFilters & { page: number } {
  const lang = query.get('language') ?? '';
  const category = query.get('category') ?? '';
  const author = query.get('author') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    ...((postLanguages as readonly string[]).includes(lang) && { lang: lang as PostLanguage }),
    ...(categories.includes(category) && { category }),
    ...(authors.includes(author) && { author }),
    page: Number.isInteger(page) && page > 1 && page < 1000 ? page : 1,
  };
}

/** The language's Atom feed, for feed readers to find from the blog's pages. */
const feedLink = (siteUrl: string, lang: PostLanguage, siteName: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${feedTitle(lang, siteName).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" href="${siteUrl.replace(/\/$/, '')}${lang === 'ne' ? '/ne' : ''}/blog/feed.xml" />`;

/**
 * A list page's own address as its canonical (each page of the list and each filter is a list of
 * its own), with `rel="prev"`/`rel="next"` to its neighbours: the shell's head names /blog itself.
 */
function withListHead(
  document: string,
  siteUrl: string,
  siteName: string,
  lang: PostLanguage,
  list: BlogListData,
): string {
  const url = (page: number) => `${siteUrl.replace(/\/$/, '')}${blogListPath(lang, list.filters, page)}`;
  const escaped = (page: number) => url(page).replace(/&/g, '&amp;');
  const links = [
    `<link rel="canonical" href="${escaped(list.page)}" />`,
    ...(list.page > 1 ? [`<link rel="prev" href="${escaped(list.page - 1)}" />`] : []),
    ...(list.page < list.pages ? [`<link rel="next" href="${escaped(list.page + 1)}" />`] : []),
    feedLink(siteUrl, lang, siteName),
  ].join('\n    ');
  return document
    .replace(/<link rel="canonical" href="[^"]*" \/>/, () => links)
    .replace(
      /(<meta property="og:url" content=")[^"]*(" \/>)/,
      (_, start: string, end: string) => start + escaped(list.page) + end,
    );
}

/**
 * The blog rendered with the stored posts by the build's own server bundle (as the Team's
 * `LivePages` renders /team): /blog and /ne/blog with their filters and pages, each post's page,
 * /blogsingle (the featured post), the Atom feeds and the sitemap. Each page is kept with its
 * compressed forms for one version of what it shows (the published posts' ids and update times, or
 * the post's own and its twin's address; the build; the company facts): a change (a save, publish,
 * unpublish, an import by another process, a scheduled time passing) shows on the next load, and
 * the version alone names the ETag, so neither a revalidation nor a repeat visit renders anything.
 */
export class BlogPages implements LivePageRenderer {
  private readonly authors: TeamAuthors;

  constructor(private readonly options: BlogPagesOptions) {
    this.authors = new TeamAuthors(options.team);
  }

  async answer(path: string, query: URLSearchParams, site: SiteFiles): Promise<LiveAnswer | undefined> {
    const { posts, renderer } = this.options;
    const feed = feedPath.exec(path);
    if (feed) {
      const lang = langOf(feed[1]);
      const authors = await this.authors.current();
      const version = versionOf(renderer.version(), posts.publishedStamps(), authors.version);
      return {
        page: renderer.kept(path, version, feedKind, async () => {
          const { url, name } = await this.siteFacts();
          const published = posts.published().filter((post) => post.lang === lang);
          return atomFeed(
            lang,
            published.map((post) => ({ ...this.publicPost(post, true, authors, lang), entryId: entryId(url, post) })),
            url,
            name,
          );
        }),
      };
    }
    if (path === '/sitemap.xml') {
      const built = site.get('/sitemap.xml');
      const { url } = await this.siteFacts();
      const more = this.options.sitemapUrls?.(url) ?? '';
      const version = versionOf(built?.etag ?? '', renderer.version(), posts.publishedStamps(), more);
      return {
        page: renderer.kept(path, version, sitemapKind, async () =>
          sitemapWithPosts(
            built,
            posts.published().map((post) => this.publicPost(post, false, noAuthors, post.lang)),
            url,
          ).replace('</urlset>', () => `${more}</urlset>`),
        ),
      };
    }
    const list = listPath.exec(path);
    if (list) return this.list(path, query, site, await this.authors.current());
    const single = singlePath.exec(path);
    if (single) {
      const lang = langOf(single[1]);
      const featured = featuredOf(postsFor(posts.published(), lang), lang);
      return featured && this.postPage(path, featured, site, await this.authors.current(), { asRoute: true });
    }
    const own = postPagePath.exec(path);
    if (!own) return undefined;
    const found = posts.lookup(langOf(own[1]), own[2]);
    if (!found) return undefined;
    if ('redirect' in found) return { redirect: postPath(found.redirect) };
    if ('gone' in found) {
      const missing = site.get(own[1] ? '/ne/404.html' : '/404.html');
      return missing ? { file: missing, status: 410 } : undefined;
    }
    return this.postPage(path, found.post, site, await this.authors.current());
  }

  /** A post's page as it will look once published, marked noindex: the back office's preview. */
  async preview(post: StoredPost, site: SiteFiles): Promise<string | undefined> {
    const answer = this.postPage(`/preview/${post.id}`, post, site, await this.authors.current(), {
      preview: true,
    });
    return (await answer?.page.file())?.body?.toString('utf8');
  }

  /** The site's address and name as the build has them (the company's defaults without a build). */
  private async siteFacts(): Promise<{ url: string; name: string }> {
    const { renderer } = this.options;
    const facts = renderer.ready()
      ? await renderer.bundle.rendering(({ site }) => ({ url: site.url, name: site.name })).catch(() => undefined)
      : undefined;
    return { url: (facts?.url ?? company.website).replace(/\/$/, ''), name: facts?.name ?? company.name };
  }

  /** The address of the post's twin in the other language, while that is published. */
  private twinPath(post: StoredPost): string | null {
    const twin = post.twinId ? this.options.posts.get(post.twinId) : undefined;
    return twin && isPublic(twin, this.options.now()) ? postPath(twin) : null;
  }

  /**
   * The post as a page in `pageLang` shows it (an author on the team by the name in that language,
   * its category by the name in `categories`, the page language's).
   */
  private publicPost(
    post: StoredPost,
    withBody: boolean,
    authors: PostAuthors,
    pageLang: PostLanguage,
    categories: PublicPostCategory[] = [],
  ): PublicPost {
    const publishedAt = post.publishAt ?? post.updatedAt;
    return {
      slug: post.slug,
      lang: post.lang,
      title: post.title,
      summary: post.summary,
      category: post.category,
      categoryName: categories.find((category) => category.key === post.category)?.name ?? post.category,
      author: authors.name(post.authorName, pageLang),
      cover: post.cover,
      coverAlt: post.coverAlt,
      html: withBody ? renderMarkdown(post.body, { image: (id) => this.options.media.get(id) }) : '',
      featured: post.featured,
      sample: post.sample,
      publishedAt,
      // A post scheduled ahead was last saved before it appeared: it changed when it was published.
      updatedAt: post.updatedAt > publishedAt ? post.updatedAt : publishedAt,
      twinPath: this.twinPath(post),
      readMinutes: readMinutes(post.body),
    };
  }

  private list(path: string, query: URLSearchParams, site: SiteFiles, authors: PostAuthors): LiveAnswer | undefined {
    const { renderer, posts, views } = this.options;
    const shell = site.get(`${path}/index.html`);
    if (!shell?.body || !renderer.ready()) return undefined;
    const lang = langOf(listPath.exec(path)?.[1]);
    const published = posts.published(lang);
    const authorNames = [...new Set(published.map((post) => post.authorName))].sort();
    const categories = this.options.categories.shown(lang);
    const { page, ...filters } = filtersOf(
      query,
      authorNames,
      categories.map((category) => category.key),
    );
    const listing = blogListing(published, lang, filters, page, views.mostRead());
    // An address showing this list: the key the refresh after a facts change asks for again.
    const key = `${path}?${new URLSearchParams({ language: filters.lang ?? '', category: filters.category ?? '', author: filters.author ?? '', page: String(listing.page) })}`;
    const version = versionOf(
      shell.etag,
      renderer.version(),
      published.map(stampOf).join(),
      listing.trending.map((post) => post.id).join(),
      authors.version,
      JSON.stringify(categories),
    );
    const card = (post: StoredPost) => this.publicPost(post, false, authors, lang, categories);
    return {
      page: renderer.kept(
        key,
        version,
        shell,
        () => {
          const list: BlogListData = {
            ...(listing.featured && { featured: card(listing.featured) }),
            latest: listing.latest.map(card),
            trending: listing.trending.map(card),
            posts: listing.posts.map(card),
            filters,
            categories,
            authors: authorNames.map((value) => ({ value, name: authors.name(value, lang) })),
            page: listing.page,
            pages: listing.pages,
            total: listing.total,
          };
          return this.render(path, shell, { list }, (rendered, bundle) =>
            withListHead(rendered, bundle.site.url, bundle.site.name, lang, list),
          );
        },
        true,
      ),
    };
  }

  /**
   * A post's page under `path` (its own address, /blogsingle's, or a preview's), kept until the post,
   * its twin's address, the build or the facts change.
   */
  private postPage(
    path: string,
    post: StoredPost,
    site: SiteFiles,
    authors: PostAuthors,
    {
      preview = false,
      /** Shown as /blogsingle: the route's language switch; its head is the post's own (canonical included). */
      asRoute = false,
    } = {},
  ): { page: VersionedPage } | undefined {
    const { renderer } = this.options;
    const shell = site.get(post.lang === 'ne' ? '/ne/blogsingle/index.html' : '/blogsingle/index.html');
    if (!shell?.body || !renderer.ready()) return undefined;
    const categories = this.options.categories.shown(post.lang);
    const version = versionOf(
      shell.etag,
      renderer.version(),
      stampOf(post),
      this.twinPath(post) ?? '',
      String(preview),
      authors.version,
      JSON.stringify(categories),
    );
    return {
      page: renderer.kept(path, version, shell, async () => {
        const shown = this.publicPost(post, true, authors, post.lang, categories);
        const share = await this.sharePicture(post, site, shell);
        const author = authors.member(post.authorName, post.lang);
        return this.render(asRoute ? path : postPath(post), shell, { post: shown }, (rendered, bundle) =>
          this.withPostHead(bundle, rendered, shown, {
            share,
            authorPath: author?.path ?? blogAuthorPath(post.lang, post.authorName),
            preview,
          }),
        );
      }),
    };
  }

  /**
   * The post's cover as the sharing picture (Facebook, X and LinkedIn show no SVG): an uploaded
   * image's largest fallback, or the build's art, cut to 1200 × 630, made once per cover and kept with
   * the images. Without one (the art missing from the build), the site's own picture.
   */
  private async sharePicture(post: StoredPost, site: SiteFiles, shell: SiteFile): Promise<SharePicture> {
    const path = await coverSharePicture(this.options.media, site, post.cover);
    return path ? { path, alt: post.coverAlt } : { path: '/og-image.jpg', alt: sharedAltOf(shell) };
  }

  private render(
    path: string,
    shell: SiteFile,
    data: BlogPageData,
    head: (rendered: string, bundle: SiteBundle) => string,
  ): Promise<string> {
    return this.options.renderer.document(
      path,
      shell,
      { blog: data },
      { place: { aheadOfFont: 'post' in data }, head },
    );
  }

  /**
   * The shell's head (the /blogsingle page's) replaced by the post's: title, description, canonical
   * (the post's own address, on /blogsingle too), Open Graph, JSON-LD, the feed's link.
   */
  private withPostHead(
    bundle: SiteBundle,
    document: string,
    post: PublicPost,
    {
      share,
      authorPath,
      preview,
    }: {
      share: SharePicture;
      /** The author's card on the team page when the author is on the team, else the blog's list of their posts. */
      authorPath: string;
      preview: boolean;
    },
  ): string {
    const siteUrl = bundle.site.url.replace(/\/$/, '');
    const url = `${siteUrl}${postPath(post)}`;
    const title = `${post.title} | ${bundle.site.name}`;
    const image = `${siteUrl}${share.path}`;
    const tags: HeadTag[] = [
      ['meta', 'name', 'description', 'content', post.summary],
      ['link', 'rel', 'canonical', 'href', url],
      ['meta', 'property', 'og:type', 'content', 'article'],
      ['meta', 'property', 'og:locale', 'content', post.lang === 'ne' ? 'ne_NP' : 'en_US'],
      ['meta', 'property', 'og:site_name', 'content', bundle.site.name],
      ['meta', 'property', 'og:title', 'content', post.title],
      ['meta', 'property', 'og:description', 'content', post.summary],
      ['meta', 'property', 'og:url', 'content', url],
      ['meta', 'property', 'og:image', 'content', image],
      ['meta', 'property', 'og:image:type', 'content', 'image/jpeg'],
      ['meta', 'property', 'og:image:width', 'content', String(shareImageSize.width)],
      ['meta', 'property', 'og:image:height', 'content', String(shareImageSize.height)],
      ['meta', 'property', 'og:image:alt', 'content', share.alt],
      ['meta', 'property', 'article:published_time', 'content', post.publishedAt],
      ['meta', 'property', 'article:modified_time', 'content', post.updatedAt],
      ['meta', 'name', 'twitter:card', 'content', 'summary_large_image'],
      ['meta', 'name', 'twitter:title', 'content', post.title],
      ['meta', 'name', 'twitter:description', 'content', post.summary],
      ['meta', 'name', 'twitter:image', 'content', image],
      ['meta', 'name', 'twitter:image:alt', 'content', share.alt],
      ...(preview ? [['meta', 'name', 'robots', 'content', 'noindex'] as HeadTag] : []),
    ];
    const alternates = post.twinPath ? postAlternates(siteUrl, post, post.twinPath) : [];
    const publisher = { '@type': 'Organization', name: bundle.site.name, url: siteUrl };
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      image,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      inLanguage: post.lang,
      // Google recommends author.url: the person the byline names, at their card on the team page or their posts.
      author: { '@type': 'Person', name: post.author, url: `${siteUrl}${authorPath}` },
      publisher,
      mainEntityOfPage: url,
      articleSection: post.categoryName,
    }).replace(/</g, '\\u003c');
    const head = [
      ...bundle.headHtml({ title, lang: post.lang, tags, alternates, jsonLd }),
      feedLink(siteUrl, post.lang, bundle.site.name),
    ].join('\n    ');
    const start = document.indexOf('<title>');
    const lastAlternate = document.indexOf('hreflang="x-default"');
    const end = document.indexOf('/>', lastAlternate) + 2;
    if (start < 0 || lastAlternate < start) throw new Error('No head to replace in the article page');
    return document.slice(0, start) + head + document.slice(end);
  }
}
