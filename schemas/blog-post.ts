import type { PublicPostCategory } from './blog-category';
import { mediaImage } from './media-image';
import { withoutControls } from './plain-text';
import { slug } from './slug';
import { z } from './zod';

/**
 * Blog posts as the back office edits them (`/staff/api/content/posts`) and as the public pages
 * show them (rendered by the gateway into /blog, /blog/{slug} and /ne/blog/{slug}).
 */
/** The blog's five built-in categories' keys (migration 019 seeds them); staff add, rename and delete categories since. */
export const postCategories = ['Health', 'Lifestyle', 'Career', 'Entertainment', 'Technology'] as const;
export const postLanguages = ['en', 'ne'] as const;
export const postLanguageNames = { en: 'English', ne: 'Nepali' } as const;
export type PostLanguage = (typeof postLanguages)[number];

export const MAX_BODY_CHARS = 100_000;

/** A cover: an uploaded image (re-encoded into widths), or one of the site's own illustrations (sample posts). */
export const postCover = z.union([
  z.object({ media: mediaImage }),
  z.object({
    src: z.string().regex(/^\/art\/[a-z0-9/-]+\.(svg|webp|jpg|png)$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
]);
export type PostCover = z.infer<typeof postCover>;

const text = (max: number) => z.string().trim().min(1).max(max).superRefine(withoutControls());

/** What the editor sends on every save. `publishAt`: an ISO instant (the editor converts Nepal time). */
export const postInput = z.object({
  title: text(200),
  slug: slug.optional(),
  lang: z.enum(postLanguages),
  twinId: z.string().max(40).nullable().optional(),
  summary: text(400),
  /** A category's key, one the store holds (the gateway checks). */
  category: z.string().min(1, 'choose a category').max(120),
  authorId: z.string().max(40).nullable().optional(),
  authorName: z.string().trim().max(120).superRefine(withoutControls()).optional(),
  cover: postCover,
  coverAlt: text(300),
  body: z
    .string()
    .max(MAX_BODY_CHARS)
    .superRefine(withoutControls({ lines: true })),
  featured: z.boolean().optional(),
});
export type PostInput = z.infer<typeof postInput>;

/** draft (never shown), scheduled (shown from `publishAt`), published (shown), unpublished (was shown; 404 now). */
export const postStates = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostState = (typeof postStates)[number];

export const postStateChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('schedule'), publishAt: z.iso.datetime({ offset: true }) }),
  z.object({ action: z.literal('unpublish') }),
]);
export type PostStateChange = z.infer<typeof postStateChange>;

export const postView = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  lang: z.enum(postLanguages),
  twinId: z.string().nullable(),
  summary: z.string(),
  category: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  cover: postCover,
  coverAlt: z.string(),
  body: z.string(),
  featured: z.boolean(),
  state: z.enum(postStates),
  publishAt: z.string().nullable(),
  sample: z.boolean(),
  updatedAt: z.string(),
  /** The private address staff open to see the page as visitors will. */
  previewUrl: z.string(),
  /** The public address (shown once published). */
  url: z.string(),
});
export type PostView = z.infer<typeof postView>;

export const postListAnswer = z.object({ items: z.array(postView) });
export const postRevision = z.object({ id: z.number(), savedAt: z.string(), savedBy: z.string(), title: z.string() });
export const postRevisionsAnswer = z.object({ items: z.array(postRevision) });
export const postPreviewAnswer = z.object({ html: z.string() });

/** A published post as the public pages show it; `html` is the sanitised body. */
export interface PublicPost {
  slug: string;
  lang: PostLanguage;
  title: string;
  summary: string;
  category: string;
  /** The category's name in the page's language (its key, were the category deleted since). */
  categoryName: string;
  author: string;
  cover: PostCover;
  coverAlt: string;
  html: string;
  featured: boolean;
  sample: boolean;
  /** ISO instants. */
  publishedAt: string;
  updatedAt: string;
  /** The twin's public path, when it is published. */
  twinPath: string | null;
  readMinutes: number;
}

/** `/blog/{slug}` or `/ne/blog/{slug}`. */
export const postPath = (post: { lang: PostLanguage; slug: string }) =>
  `${post.lang === 'ne' ? '/ne' : ''}/blog/${encodeURIComponent(post.slug)}`;

export interface BlogListFilters {
  lang?: PostLanguage;
  /** A category's key. */
  category?: string;
  author?: string;
}
/**
 * /blog as the gateway renders it: one page of the published posts the filters leave; on the first
 * page of the unfiltered list, the featured post and the three newest after it above.
 */
export interface BlogListData {
  featured?: PublicPost;
  latest: PublicPost[];
  /** The most read posts of the last 30 days, then the newest. */
  trending: PublicPost[];
  posts: PublicPost[];
  filters: BlogListFilters;
  /** The categories in their order, named in the page's language: the strip and the search panel. */
  categories: PublicPostCategory[];
  /** Every author with a published post, for the search panel: the filter's value, and the name the page shows. */
  authors: { value: string; name: string }[];
  page: number;
  pages: number;
  total: number;
}
export type BlogPageData = { list: BlogListData } | { post: PublicPost };

/** `/blog?…` (or `/ne/blog?…`) with these filters and page: the list's links and its canonical address agree. */
export function blogListPath(lang: PostLanguage, filters: BlogListFilters, page = 1) {
  const query = new URLSearchParams();
  if (filters.lang) query.set('language', filters.lang);
  if (filters.category) query.set('category', filters.category);
  if (filters.author) query.set('author', filters.author);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${lang === 'ne' ? '/ne' : ''}/blog${search ? `?${search}` : ''}`;
}
export const POSTS_PER_PAGE = 9;
