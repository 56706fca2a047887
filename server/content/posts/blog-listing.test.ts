import { describe, expect, it } from 'vitest';
import type { PostLanguage } from '../../../schemas/blog-post';
import { blogListing } from './blog-listing';
import type { StoredPost } from './post-store';

// Issue 48: /blog lists its language's posts and the other language's with no twin there, each
// twin once, newest first after the featured post, with "Latest updates" and "Trending Post".

const post = (id: string, lang: PostLanguage, publishAt: string, extra: Partial<StoredPost> = {}): StoredPost => ({
  id,
  slug: id,
  lang,
  twinId: null,
  title: id,
  summary: '',
  category: 'Career',
  authorId: null,
  authorName: 'Asha Poudel',
  cover: { src: '/art/blog/featured.svg', width: 800, height: 600 },
  coverAlt: '',
  body: '',
  featured: false,
  status: 'published',
  publishAt,
  everPublished: true,
  sample: false,
  createdAt: publishAt,
  updatedAt: publishAt,
  ...extra,
});

/** The samples as shipped (a featured twin pair and two English posts from 2024), and posts written since. */
const published = [
  post('today-en', 'en', '2026-05-01T06:00:00.000Z'),
  post('english-only', 'en', '2026-04-20T06:00:00.000Z'),
  post('nepali-only', 'ne', '2026-04-10T06:00:00.000Z'),
  post('banner-en', 'en', '2024-08-14T04:15:00.000Z', { featured: true, twinId: 'banner-ne' }),
  post('banner-ne', 'ne', '2024-08-14T04:15:00.000Z', { featured: true, twinId: 'banner-en' }),
  post('admissions', 'en', '2024-08-02T04:15:00.000Z'),
  post('checklist', 'en', '2024-07-20T04:15:00.000Z'),
];
const ids = (posts: StoredPost[]) => posts.map((item) => item.id);

describe('the blog list', () => {
  it('lists its language and the other language’s posts with no twin there, a twin once, newest first after the featured', () => {
    const english = blogListing(published, 'en', {}, 1, []);
    expect(english.featured?.id).toBe('banner-en');
    expect(ids(english.posts)).toEqual(['today-en', 'english-only', 'nepali-only', 'admissions', 'checklist']);
    expect(english.total).toBe(5);

    const nepali = blogListing(published, 'ne', {}, 1, []);
    expect(nepali.featured?.id).toBe('banner-ne');
    expect(ids(nepali.posts)).toEqual(['today-en', 'english-only', 'nepali-only', 'admissions', 'checklist']);
  });

  it('shows the three newest after the featured post as the latest updates, on the unfiltered first page only', () => {
    expect(ids(blogListing(published, 'en', {}, 1, []).latest)).toEqual(['today-en', 'english-only', 'nepali-only']);
    const filtered = blogListing(published, 'en', { category: 'Career' }, 1, []);
    expect(filtered.featured).toBeUndefined();
    expect(filtered.latest).toEqual([]);
    expect(ids(filtered.posts)).toContain('banner-en');
  });

  it('lists every post in a language when that language is chosen, twins included', () => {
    expect(ids(blogListing(published, 'en', { lang: 'ne' }, 1, []).posts)).toEqual(['nepali-only', 'banner-ne']);
  });

  it('trends the most read (a post’s views and its twin’s together), then the newest', () => {
    expect(ids(blogListing(published, 'en', {}, 1, []).trending)).toEqual([
      'today-en',
      'english-only',
      'nepali-only',
      'banner-en',
    ]);
    const read = [
      { postId: 'checklist', views: 5 },
      { postId: 'banner-ne', views: 4 },
      { postId: 'banner-en', views: 2 },
    ];
    expect(ids(blogListing(published, 'ne', {}, 1, read).trending)).toEqual([
      'banner-ne',
      'checklist',
      'today-en',
      'english-only',
    ]);
  });
});
