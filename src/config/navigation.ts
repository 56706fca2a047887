import { site } from './site';

// Paths only: each link's text is in the page's language, src/content/shell.ts (nav).

// The spec's six, and Careers (issue 48): a job seeker on a phone finds the openings from the menu.
export const mainNav = ['/', '/about', '/services', '/team', '/testimonials', '/career', '/contact'] as const;

export const bookLink = '/book';

// The spec's two columns, then what a visitor looks for on a company site and every page nothing
// else links to: the company (Careers first) and the marketplace brand.
export const footerNav = [
  { title: 'Useful Links', links: ['/about', '/blog', '/contact'] },
  { title: 'Other Resources', links: ['/services', '/testimonials', '/terms', '/privacy'] },
  { title: 'Company', links: ['/career', '/vmgo', '/timeline', '/gallerys', '/gallery', '/video'] },
  { title: 'Marketplace', links: ['/aboutpage', '/works', '/feature'] },
] as const;

/** Read at each render: the links are company facts. */
export const socialLinks = () => site.socials;
