import type { GalleryEvent } from './gallery-events';

export const marketplaceGalleryPage = {
  eyebrow: 'Event Gallery',
  title: 'Moments from our community',
  intro: 'Launches, trainings, agreements and celebrations with the professionals and partners of the marketplace.',
};

const image = (n: number) => `/art/events/event-${String(n).padStart(2, '0')}.svg`;

// PLACEHOLDER: event titles and dates stand in for the marketplace's real event records.
export const marketplaceEvents: readonly GalleryEvent[] = [
  {
    id: 'registration',
    image: image(3),
    alt: 'Company Registration Celebration',
    date: '2018-06-15',
    location: 'Biratnagar',
  },
  { id: 'app-launch', image: image(1), alt: 'Android App Launch', date: '2018-04-20', location: 'Biratnagar' },
  { id: 'inauguration', image: image(2), alt: 'Inauguration Ceremony', date: '2019-09-06', location: 'Kathmandu' },
  { id: 'agent-training', image: image(6), alt: 'Agent Training Programme', date: '2019-12-14', location: 'Itahari' },
  {
    id: 'skills-mou',
    image: image(5),
    alt: 'MoU Signing with Skills Partner',
    date: '2020-02-21',
    location: 'Kathmandu',
  },
  { id: 'plumbers-meet', image: image(9), alt: 'Professionals Meet-up', date: '2020-10-03', location: 'Dharan' },
  { id: 'installs-50k', image: image(7), alt: '50K Installs Celebration', date: '2021-03-27', location: 'Biratnagar' },
  {
    id: 'installs-100k',
    image: image(8),
    alt: '100K Installs Celebration',
    date: '2021-12-18',
    location: 'Biratnagar',
  },
  { id: 'award', image: image(11), alt: 'Startup Award Ceremony', date: '2022-08-12', location: 'Kathmandu' },
  {
    id: 'wallet-agreement',
    image: image(10),
    alt: 'Wallet Partnership Agreement',
    date: '2023-02-17',
    location: 'Kathmandu',
  },
  { id: 'women-at-work', image: image(4), alt: 'Women at Work Workshop', date: '2024-03-08', location: 'Damak' },
];
