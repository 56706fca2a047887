import { sceneSize } from './art';

export interface GalleryEvent {
  id: string;
  image: string;
  /** The event's title, also the picture's alt text. */
  alt: string;
  /** ISO date, shown as 'Tuesday, 12 March 2019' in both galleries. */
  date: string;
  /** The date as the page shows it when its language writes it differently (Nepali: with Bikram Sambat). */
  dateLabel?: string;
  location: string;
  /** The location's language where it differs from the page's (a Nepali page's untranslated place). */
  locationLang?: string;
  /** An event the back office published: its album's address, its picture's widths and size, its title's language. */
  href?: string;
  srcSet?: string;
  sizes?: string;
  imageSize?: { width: number; height: number };
  lang?: string;
  /** The "sample content" mark, shown only on the shipped sample events. */
  sampleLabel?: string;
}

export const eventImageSize = sceneSize;

const image = (n: number) => `/art/events/event-${String(n).padStart(2, '0')}.svg`;

export const galleryPage = {
  eyebrow: 'Gallery',
  title: 'Events and workshops',
  intro: 'Seminars, trainings and partner events we have organised and joined across Nepal and India.',
  tag: 'Events',
  action: { to: '/singlegallery', label: 'View Gallery' },
};

// PLACEHOLDER: event titles and dates stand in for the company's real event records.
export const galleryEvents: readonly GalleryEvent[] = [
  {
    id: 'digital-literacy-biratnagar',
    image: image(1),
    alt: 'Digital Literacy Seminar',
    date: '2017-08-19',
    location: 'Biratnagar, Nepal',
  },
  {
    id: 'it-career-fair-pokhara',
    image: image(3),
    alt: 'IT Career Fair',
    date: '2018-02-10',
    location: 'Pokhara, Nepal',
  },
  {
    id: 'data-skills-dharan',
    image: image(6),
    alt: 'Data Skills Workshop',
    date: '2018-11-24',
    location: 'Dharan, Nepal',
  },
  {
    id: 'agritech-meetup-chitwan',
    image: image(4),
    alt: 'AgriTech Meetup',
    date: '2019-03-16',
    location: 'Chitwan, Nepal',
  },
  {
    id: 'startup-summit-kathmandu',
    image: image(5),
    alt: 'Startup Summit',
    date: '2019-09-21',
    location: 'Kathmandu, Nepal',
  },
  {
    id: 'education-expo-india',
    image: image(2),
    alt: 'International Education Expo',
    date: '2020-01-25',
    location: 'New Delhi, India',
  },
];

/** Texts of the gallery pages once the gateway renders them with the published events. */
export const liveGallery = {
  sample: 'Sample content',
  empty: 'No events are published yet.',
};
