import { HiOutlineEye, HiOutlineFlag, HiOutlineRocketLaunch, HiOutlineClipboardDocumentCheck } from 'react-icons/hi2';
import { site } from '@/config/site';
import type { Picture } from '@/components/ui/img';
import { scene, slideSize } from './art';
import type { IconFeature } from './icon-feature';

export const vmgoPage = {
  carouselLabel: `${site.marketplace} in pictures`,
  /** Autoplay delay of the picture carousel (spec section 9). */
  delayMs: 3000,
  eyebrow: site.marketplace,
  title: 'Vision, Mission, Goals and Objectives',
  intro: `What ${site.marketplace} is working towards, and how we measure our progress.`,
  /** Heading for screen readers; the tiles speak for themselves on screen. */
  tilesTitle: 'At a glance',
};

export const vmgoSlides: readonly Picture[] = [
  { src: '/art/vmgo/slide-1.svg', alt: 'Searching the marketplace for a professional nearby', ...slideSize },
  { src: '/art/vmgo/slide-2.svg', alt: 'A client and a professional shaking hands on a job', ...slideSize },
];

export const vmgoTiles: readonly IconFeature[] = [
  {
    title: 'Vision',
    description: 'A Nepal where every skilled person can find fair work close to home.',
    icon: HiOutlineEye,
  },
  {
    title: 'Mission',
    description: 'Connect people who need work done with trusted professionals, simply and safely.',
    icon: HiOutlineFlag,
  },
  {
    title: 'Goals',
    description: 'Four goals that guide what we build and who we build it for.',
    icon: HiOutlineRocketLaunch,
  },
  {
    title: 'Objectives',
    description: 'Five measurable objectives we report on every year.',
    icon: HiOutlineClipboardDocumentCheck,
  },
];

export const vmgoBlocks = [
  {
    id: 'vision',
    title: 'Our Vision',
    paragraphs: [
      `We see a Nepal where a plumber in Dharan, a tutor in Itahari and a designer in Kathmandu can all be found, hired and paid fairly through their phones. ${site.marketplace} aims to be the most trusted place to find skilled help in the country.`,
    ],
    image: scene('/art/vmgo/vision.svg', 'An open eye looking ahead'),
  },
  {
    id: 'mission',
    title: 'Our Mission',
    paragraphs: [
      'To connect skilled professionals with the people who hire them, without intermediaries: transparent profiles, direct communication and secure payment, in a lightweight app that works on any Android phone.',
    ],
    image: scene('/art/vmgo/mission.svg', 'An arrow hitting the centre of a target'),
  },
  {
    id: 'goals',
    title: 'Our Goals',
    paragraphs: ['Four goals shape every feature we ship:'],
    list: [
      'Facilitate Connections: bring clients and professionals together in a few taps.',
      'Promote Transparency: clear profiles, fair prices and honest reviews.',
      'Empower Individuals: help people earn from their skills, wherever they live.',
      'Drive Innovation: keep improving the app with AI, data and user feedback.',
    ],
    image: scene('/art/vmgo/goals.svg', 'A flag planted on a mountain summit'),
  },
  {
    id: 'objectives',
    title: 'Our Objectives',
    paragraphs: ['Five objectives we measure ourselves against:'],
    list: [
      'Expand Reach: bring the marketplace to every province of Nepal.',
      'Enhance User Experience: make finding and hiring faster with every release.',
      'Build Partnerships: work with skills councils, wallets and local governments.',
      'Promote Diversity and Inclusion: welcome professionals of every gender, caste and region.',
      'Drive Customer Satisfaction: resolve every complaint quickly and fairly.',
    ],
    image: scene('/art/vmgo/objectives.svg', 'A checklist with items ticked off'),
  },
];
