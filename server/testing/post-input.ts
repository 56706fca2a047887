import type { PostInput } from '../../schemas/blog-post';

/** A post as the editor sends it, with one of the site's own drawings as its cover (no upload needed). */
export const postInput = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Scholarships for IT students',
  lang: 'en',
  summary: 'Who can apply and how.',
  category: 'Career',
  authorName: 'Asha Poudel',
  cover: { src: '/art/blog/featured.svg', width: 800, height: 600 },
  coverAlt: 'A graduation cap',
  body: 'Applications close in **March**.',
  ...overrides,
});
