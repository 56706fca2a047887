import { site } from './site';

export interface NavLink {
  to: string;
  label: string;
}

export const mainNav: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/team', label: 'Team' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact', label: 'Contact' },
];

export const bookLink: NavLink = { to: '/book', label: 'Book a Meeting' };

export const footerNav: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Useful Links',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Other Resources',
    links: [
      { to: '/services', label: 'Services' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

export const socialLinks = [site.socials.linkedin, site.socials.x, site.socials.whatsapp] as const;
