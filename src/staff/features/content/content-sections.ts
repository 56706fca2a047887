/**
 * The Content area's sub-sections, in the order the landing screen lists them. Each content kind
 * adds its entry here and its screens to the route table (app/route-table.ts) under `/content/…`.
 */
export interface ContentSection {
  path: string;
  label: string;
  description: string;
}

export const contentSections: readonly ContentSection[] = [
  {
    path: '/content/posts',
    label: 'Blog posts',
    description: 'Write, preview, schedule and publish articles in English and Nepali.',
  },
  {
    path: '/content/post-categories',
    label: 'Blog categories',
    description: 'The categories posts are filed under on /blog: names in both languages, order.',
  },
  {
    path: '/content/events',
    label: 'Events',
    description: 'Events with their photo albums (the gallery pages), in English and Nepali.',
  },
  {
    path: '/content/testimonials',
    label: 'Testimonials',
    description: 'Quotes, names, ratings and photos, and the four the carousel shows.',
  },
  {
    path: '/content/videos',
    label: 'Videos',
    description: 'The videos of /video in both languages: uploaded files or YouTube links, their order and posters.',
  },
  {
    path: '/content/openings',
    label: 'Career openings',
    description: 'The positions /career lists above the application form: open, close, order, closing dates.',
  },
  {
    path: '/content/supporters',
    label: 'Supporters',
    description: 'The logos under “Our Supporters” on the home page: names in both languages, links, order (admins).',
  },
  {
    path: '/content/company',
    label: 'Company facts',
    description:
      'Name, phones, e-mail, address, map, opening hours, links, and the home page’s tagline and figures (admins).',
  },
];
