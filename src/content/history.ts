import { sceneSize } from './art';

export interface HistoryMilestone {
  image: string;
  imageAlt: string;
  title: string;
  date: string;
  /** Accent of the milestone's card. */
  colour: 'brand' | 'accent' | 'green' | 'violet';
}

export const historyImageSize = sceneSize;

// PLACEHOLDER: the dates of the two MoUs and the award stand in until the company confirms them.
export const historyMilestones: readonly HistoryMilestone[] = [
  {
    image: '/art/history/registration.svg',
    imageAlt: 'A registration certificate with an approval stamp',
    title: 'Company registration',
    date: 'Jun 2018',
    colour: 'brand',
  },
  {
    image: '/art/history/inauguration.svg',
    imageAlt: 'Guests cutting the inauguration ribbon on stage',
    title: 'Inauguration at Kathmandu',
    date: 'Sep 2019',
    colour: 'accent',
  },
  {
    image: '/art/history/mou-1.svg',
    imageAlt: 'Two partners shaking hands over an agreement',
    title: 'MoU with a national skills organisation',
    date: 'Feb 2020',
    colour: 'green',
  },
  {
    image: '/art/history/mou-2.svg',
    imageAlt: 'A graduation cap on a stack of books',
    title: 'Second MoU for skills certification',
    date: 'Aug 2022',
    colour: 'violet',
  },
  {
    image: '/art/history/award.svg',
    imageAlt: 'A trophy with a star',
    title: 'Award ceremony',
    date: 'Nov 2023',
    colour: 'accent',
  },
  {
    image: '/art/history/wallet.svg',
    imageAlt: 'A phone wallet approving a card payment',
    title: 'MoU with the wallet provider',
    date: 'May 2024',
    colour: 'brand',
  },
];
