import { site } from './site';

// Paths only: each link's text is in the page's language, src/content/shell.ts (nav).

export const mainNav = ['/', '/about', '/services', '/team', '/testimonials', '/contact'] as const;

export const bookLink = '/book';

export const footerNav = [
  { title: 'Useful Links', links: ['/about', '/blog', '/contact'] },
  { title: 'Other Resources', links: ['/services', '/testimonials', '/terms', '/privacy'] },
] as const;

export const socialLinks = [site.socials.linkedin, site.socials.x, site.socials.whatsapp] as const;
