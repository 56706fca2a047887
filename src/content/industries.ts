import { sceneSize } from './art';

export interface Industry {
  slug: string;
  title: string;
  /** Always empty: the cards have no category label (kept for the record shape). */
  category: '';
  description: string;
  imageUrl: string;
  imageAlt: string;
  /** Where the card's 'Learn More' leads. */
  href: string;
}

export const industryImageSize = sceneSize;

export const industries: Record<'healthCare' | 'employment' | 'tourism' | 'agriculture', Industry> = {
  healthCare: {
    slug: 'health-care',
    title: 'Health Care',
    category: '',
    description:
      'Patient records, appointment systems and data analysis that help clinics and hospitals serve more people with the staff they have.',
    imageUrl: '/art/industries/health-care.svg',
    imageAlt: 'A clinic sign with a heartbeat line and a nurse',
    href: '/services#data-banking',
  },
  employment: {
    slug: 'employment',
    title: 'Employment',
    category: '',
    description:
      'Job matching, HR systems and skills training that connect job seekers with employers at home and abroad.',
    imageUrl: '/art/industries/employment.svg',
    imageAlt: 'A briefcase between two job seekers',
    href: '/works',
  },
  tourism: {
    slug: 'tourism',
    title: 'Tourism',
    category: '',
    description:
      'Booking websites, digital marketing and visitor analytics for hotels, trekking agencies and destinations across Nepal.',
    imageUrl: '/art/industries/tourism.svg',
    imageAlt: 'Snow-capped mountains under the sun',
    href: '/services#digital-marketing',
  },
  agriculture: {
    slug: 'agriculture',
    title: 'Agriculture',
    category: '',
    description:
      'Farmer registries, cooperative accounting and market-price information that bring farms closer to buyers.',
    imageUrl: '/art/industries/agriculture.svg',
    imageAlt: 'Rows of young crops in a green field',
    href: '/services#data-processing',
  },
};

/** The home page's Focused Industries, in the spec's order. */
export const focusedIndustries = [industries.healthCare, industries.employment, industries.tourism];

/** The About page's Mission sectors, in the spec's order. */
export const missionSectors = [
  industries.healthCare,
  industries.tourism,
  industries.employment,
  industries.agriculture,
];
