import { factsDependent, fullAddress, site } from '@/config/site';

/**
 * Every text of the site's shell and shared widgets (navigation, footer, helpline, popup, error
 * screen, carousels, lightbox, team list). The Nepali twin is ne/shell.ts, typed against this one.
 */
export const shell = factsDependent(() => ({
  skipToContent: 'Skip to content',
  address: fullAddress(),
  home: ', home',
  mainNavLabel: 'Main',
  nav: {
    '/': 'Home',
    '/about': 'About',
    '/services': 'Services',
    '/team': 'Team',
    '/testimonials': 'Testimonials',
    '/contact': 'Contact',
    '/book': 'Book a Meeting',
    '/blog': 'Blog',
    '/terms': 'Terms & Conditions',
    '/privacy': 'Privacy Policy',
    '/career': 'Careers',
    '/vmgo': 'Vision and mission',
    '/timeline': 'Our story',
    '/gallerys': 'Events',
    '/gallery': 'Gallery',
    '/video': 'Videos',
    '/aboutpage': `About ${site.marketplace}`,
    '/works': 'How it works',
    '/feature': 'Features',
  },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  languageSwitch: { label: 'नेपाली', title: 'यो पृष्ठ नेपालीमा पढ्नुहोस्', lang: 'ne' },
  footer: {
    about: `${site.pitch} ${site.tagline}: technology and educational consultancy from ${site.address.city}, ${site.address.country}.`,
    groups: {
      'Useful Links': 'Useful Links',
      'Other Resources': 'Other Resources',
      Company: 'Company',
      Marketplace: site.marketplace,
    },
    rights: (year: number) => `© ${year} ${site.name}. All Rights Reserved.`,
    socialLabel: 'Social media',
    opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  },
  helpline: {
    label: 'Helpline',
    text: 'Need IT support or career advice? Call our toll-free helpline',
    call: 'Call Now',
    close: 'Close helpline bar',
  },
  popup: {
    title: `Get IT support with ${site.name}`,
    text: 'Software, data, digital marketing or a career question: talk to a consultant. The first 15 minutes are free.',
  },
  reopenModal: 'Reopen Modal',
  /** The tab's accessible name: what it opens ('Reopen Modal' stays its tooltip, as the spec says). */
  reopenName: `Open again: Get IT support with ${site.name}`,
  chat: 'Chat with us on WhatsApp (opens in a new tab)',
  chatGreeting: site.whatsapp.greeting,
  homeFloat: 'Request a callback',
  androidApp: `Get the ${site.marketplace} app on Google Play`,
  dialogClose: 'Close',
  pageLoading: 'Loading page',
  errorScreen: {
    eyebrow: 'Something went wrong',
    title: 'Unexpected Application Error!',
    text: 'The page you asked for does not exist or could not be shown. Everything else on the site still works.',
    back: 'Back to home',
  },
}));

export type Shell = typeof shell;
