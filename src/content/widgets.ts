import { factsDependent, site } from '@/config/site';

/**
 * Texts of the widgets some pages carry (carousels, lightbox, ratings, map, team list); they load
 * with those pages, not with every page as the shell's do. The Nepali twin is ne/widgets.ts.
 */
export const widgets = factsDependent(() => ({
  carousel: {
    previous: 'Previous picture',
    next: 'Next picture',
    pictureBullet: 'Show picture {{index}}',
    quoteBullet: 'Show quote {{index}}',
    autoplay: (playing: boolean, subject: string) => `${playing ? 'Pause' : 'Play'} ${subject}`,
    slideshow: 'slideshow',
    testimonials: 'testimonials',
  },
  lightbox: {
    Previous: 'Previous',
    Next: 'Next',
    Close: 'Close',
    'Hide thumbnails': 'Hide thumbnails',
    'Show thumbnails': 'Show thumbnails',
    open: (n: number, of: number, alt: string) => `Open photo ${n} of ${of}: ${alt}`,
  },
  rating: (value: number, max: number) => `Rated ${value} out of ${max}`,
  map: { picture: `Map of central ${site.address.city} with our office marked`, show: 'Show interactive map' },
  team: {
    loading: 'Loading the team…',
    failed: 'We couldn’t load our team just now.',
    failedHint: 'Please check your connection and try again.',
    retry: 'Try again',
    empty: 'Our team will be introduced here soon.',
    listLabel: 'Team members',
    portrait: (name: string) => `Portrait of ${name}`,
    onX: (name: string) => `${name} on X`,
    onLinkedIn: (name: string) => `${name} on LinkedIn`,
  },
}));

export type Widgets = typeof widgets;
