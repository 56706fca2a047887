import { HiOutlineCpuChip, HiOutlineGlobeAlt, HiOutlineSquares2X2, HiOutlineUserGroup } from 'react-icons/hi2';
import { factsDependent, site } from '@/config/site';
import { scene } from './art';
import type { IconFeature } from './icon-feature';

export const aboutMarketplacePage = factsDependent(() => ({
  eyebrow: `About ${site.marketplace}`,
  title: 'Skilled work, found and hired in minutes',
  intro: `${site.marketplace} connects skilled professionals with the people who hire them, across Nepal, from one lightweight Android app.`,
  action: { to: '/works', label: 'How it works' },
  whoWeAre: {
    eyebrow: 'Who We Are',
    title: 'A marketplace built in Biratnagar for all of Nepal',
    paragraphs: [
      `${site.marketplace} is the jobs and services marketplace of ${site.name}. Electricians, plumbers, tutors, drivers, designers and hundreds of other professionals keep a verified profile; clients search, hire directly and pay securely.`,
      'Membership is paid through a digital wallet, so professionals across the country can join without a bank visit.',
    ],
    image: scene('/art/aboutpage/who-we-are.svg', 'A briefcase between two professionals'),
  },
  features: {
    eyebrow: 'What sets us apart',
    title: 'Why professionals and clients choose us',
  },
  history: {
    eyebrow: 'Our History',
    title: 'Six milestones so far',
    label: 'History milestones',
    hint: 'Scroll sideways or use the arrow keys to see every milestone.',
  },
}));

export const marketplaceFeatures: readonly IconFeature[] = [
  {
    title: 'Experienced Team',
    description: 'Engineers, designers and field agents who know the Nepali job market first hand.',
    icon: HiOutlineUserGroup,
  },
  {
    title: 'Global Reach',
    description: 'Clients at home and in the diaspora can hire trusted help for family in Nepal.',
    icon: HiOutlineGlobeAlt,
  },
  {
    title: 'Multiple Opportunities',
    description: 'Hundreds of trades and skills, from home repairs to tutoring and IT work.',
    icon: HiOutlineSquares2X2,
  },
  {
    title: 'AI and ML Integration',
    description: 'Smart matching suggests the right professional by skill, distance and rating.',
    icon: HiOutlineCpuChip,
  },
];
