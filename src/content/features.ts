import {
  HiOutlineBolt,
  HiOutlineChatBubbleLeftRight,
  HiOutlineCheckBadge,
  HiOutlineDevicePhoneMobile,
  HiOutlineGlobeAlt,
  HiOutlineIdentification,
  HiOutlineLockClosed,
  HiOutlineRocketLaunch,
  HiOutlineShare,
} from 'react-icons/hi2';
import { site } from '@/config/site';
import type { IconFeature } from './icon-feature';

export const featurePage = {
  eyebrow: site.marketplace,
  title: 'Features',
  intro: 'Nine reasons the marketplace is fast, safe and easy to use for clients and professionals alike.',
  /** Heading for screen readers; the tiles speak for themselves on screen. */
  gridTitle: 'The nine features',
  cta: {
    title: 'See how it works',
    text: 'Search, hire, instruct and pay: four steps from need to done.',
    action: { to: '/works', label: 'How it works' },
  },
};

export const marketplaceFeatureList: readonly IconFeature[] = [
  {
    title: 'Lightweight App',
    description: 'A small download that runs smoothly on entry-level Android phones and slow data.',
    icon: HiOutlineDevicePhoneMobile,
  },
  {
    title: 'Open Platform',
    description: 'Any skilled person can join, and any client can search without signing up.',
    icon: HiOutlineShare,
  },
  {
    title: 'Digital Profiling',
    description: 'Professionals build a digital profile with skills, photos, experience and reviews.',
    icon: HiOutlineIdentification,
  },
  {
    title: 'Verified Professionals',
    description: 'Identity and skills are checked before a profile earns its verified badge.',
    icon: HiOutlineCheckBadge,
  },
  {
    title: 'WhatsApp Integrated',
    description: 'Message a professional on WhatsApp straight from their profile.',
    icon: HiOutlineChatBubbleLeftRight,
  },
  {
    title: 'Secured Payment',
    description: 'Membership is paid safely through our digital wallet partner.',
    icon: HiOutlineLockClosed,
  },
  {
    title: 'Easy Registration',
    description: 'Sign up with a phone number in under two minutes.',
    icon: HiOutlineRocketLaunch,
  },
  {
    title: 'Wide Network',
    description: 'Thousands of professionals across hundreds of trades and every province.',
    icon: HiOutlineGlobeAlt,
  },
  { title: 'Fast Access', description: 'Find and contact the right person in seconds, not days.', icon: HiOutlineBolt },
];
