import type { Picture } from '@/components/ui/img';
import { photoSize } from './art';

export const singleGalleryPage = {
  eyebrow: 'Gallery',
  title: 'Inauguration Ceremony',
  intro:
    'Kathmandu, September 2019: the day the marketplace officially opened its doors. Select a photo to view it full screen.',
};

const moments = [
  'Guests cutting the ribbon to open the office',
  'Lighting the ceremonial lamp',
  'The founder welcoming guests from the podium',
  'The team gathered on stage',
  'A partner speaking about digital jobs',
  'Presenting tokens of thanks to supporters',
  'Professionals trying the app at the demo tables',
  'Guests and partners on stage',
  'Ribbon cutting, seen from the audience',
  'A guest speaker on skills and employment',
  'Guests lighting lamps together',
  'The founding team with invited guests',
  'Awards for the first registered professionals',
  'Hands-on registration help at the tables',
  'A group photo to close the ceremony',
];

export const inaugurationPhotos: readonly Picture[] = moments.map((alt, i) => ({
  src: `/art/inauguration/photo-${String(i + 1).padStart(2, '0')}.svg`,
  alt,
  ...photoSize,
}));
