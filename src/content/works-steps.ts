import { site } from '@/config/site';
import type { Picture } from '@/components/ui/img';
import { scene } from './art';

export interface WorkStep {
  id: string;
  title: string;
  paragraphs: readonly string[];
  image: Picture;
}

export const worksPage = {
  eyebrow: site.marketplace,
  title: 'How it works',
  intro: `Four simple steps to get skilled work done with ${site.marketplace}.`,
  stepLabel: 'Step',
  cta: {
    title: 'Ready to find a professional?',
    text: 'See every feature of the app, or talk to us about joining as a professional.',
    action: { to: '/feature', label: 'Explore the features' },
  },
};

export const workSteps: readonly WorkStep[] = [
  {
    id: 'search',
    title: 'Search',
    paragraphs: [
      'Find the right professional by location, industry or skill. Browse verified profiles with photos, experience and ratings from past clients.',
    ],
    image: scene('/art/works/search.svg', 'A search bar above a list of matching professionals'),
  },
  {
    id: 'hire',
    title: 'Hire',
    paragraphs: [
      'Hire directly, with no intermediaries and no hidden commission. Agree the job, the time and the price with the professional yourself.',
    ],
    image: scene('/art/works/hire.svg', 'A client and a professional shaking hands'),
  },
  {
    id: 'instruct',
    title: 'Instruct',
    paragraphs: [
      'Explain exactly what you need through transparent, in-app communication, so both sides have a clear record of what was agreed.',
    ],
    image: scene('/art/works/instruct.svg', 'Two people exchanging messages about a job'),
  },
  {
    id: 'pay',
    title: 'Pay',
    paragraphs: [
      'Pay securely through the digital wallet once the work is done. No cash to carry and a receipt for every payment.',
    ],
    image: scene('/art/works/pay.svg', 'A phone wallet confirming a card payment'),
  },
];
