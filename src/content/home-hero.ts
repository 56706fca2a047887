import { factsDependent, site } from '@/config/site';
import type { Picture } from '@/components/ui/img';
import { heroSize } from './art';

/** The home page banner: kept apart from the rest of the home copy, which loads as the visitor scrolls. */
export const hero = factsDependent(() => ({
  eyebrow: 'IT & Educational Consultancy',
  title: site.pitch,
  subtitle: site.tagline,
  intro:
    'Software, data and digital services with honest educational guidance, from our office in Biratnagar to clients across Nepal and beyond.',
  primary: { to: '/book', label: 'Book a Free Consultation' },
  secondary: { to: '/services', label: 'Explore Services' },
  // PLACEHOLDER: location and credit for the hero picture; update both when a real photo replaces it.
  location: `${site.address.city}, ${site.address.country}`,
  credit: `Illustration: ${site.name}`,
  image: {
    src: '/art/hero.svg',
    alt: 'A bridge joining learning to technology, with people crossing it',
    ...heroSize,
  } satisfies Picture,
}));
