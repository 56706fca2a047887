import type { PostCover, PostInput, PostView } from '@schemas/blog-post';

/** The editor's fields as typed (strings), turned into a save's body by `toInput`. */
export interface PostForm {
  title: string;
  slug: string;
  lang: PostInput['lang'];
  twinId: string;
  summary: string;
  /** A category's key, '' until one is chosen. */
  category: string;
  /** A staff account's id, or '' for a free name. */
  authorId: string;
  authorName: string;
  cover: PostCover | null;
  coverAlt: string;
  body: string;
  featured: boolean;
}

export const emptyPostForm: PostForm = {
  title: '',
  slug: '',
  lang: 'en',
  twinId: '',
  summary: '',
  category: '',
  authorId: '',
  authorName: '',
  cover: null,
  coverAlt: '',
  body: '',
  featured: false,
};

export const formOf = (post: PostView): PostForm => ({
  title: post.title,
  slug: post.slug,
  lang: post.lang,
  twinId: post.twinId ?? '',
  summary: post.summary,
  category: post.category,
  authorId: post.authorId ?? '',
  authorName: post.authorId ? '' : post.authorName,
  cover: post.cover,
  coverAlt: post.coverAlt,
  body: post.body,
  featured: post.featured,
});

/** What is still missing before a save, in the order of the form; none means it can be sent. */
export function missingFields(form: PostForm): string[] {
  return [
    !form.title.trim() && 'a title',
    !form.summary.trim() && 'a summary',
    !form.category && 'a category',
    !form.authorId && !form.authorName.trim() && 'an author',
    !form.cover && 'a cover image',
    !form.coverAlt.trim() && "the cover's alt text",
  ].filter((item): item is string => !!item);
}

export const toInput = (form: PostForm): PostInput => ({
  title: form.title.trim(),
  ...(form.slug.trim() && { slug: form.slug.trim() }),
  lang: form.lang,
  twinId: form.twinId || null,
  summary: form.summary.trim(),
  category: form.category,
  authorId: form.authorId || null,
  authorName: form.authorName.trim(),
  cover: form.cover!,
  coverAlt: form.coverAlt.trim(),
  body: form.body,
  featured: form.featured,
});
