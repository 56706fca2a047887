import { HiOutlineGlobeAlt, HiOutlineHeart, HiOutlineLightBulb, HiOutlineUserGroup } from 'react-icons/hi2';
import type { IconFeature } from './icon-feature';

export const whyUs: readonly IconFeature[] = [
  {
    title: 'Innovative Solutions',
    description:
      'We pair proven tools with new ideas, from AI-assisted data work to mobile-first design, so you get solutions that last.',
    icon: HiOutlineLightBulb,
  },
  {
    title: 'Expert Team',
    description:
      'Developers, analysts, designers and education counsellors who have delivered for schools, businesses and NGOs across Nepal.',
    icon: HiOutlineUserGroup,
  },
  {
    title: 'Customer-Centric Approach',
    description:
      'We listen first, explain in plain language and keep you informed at every step, in Nepali or English.',
    icon: HiOutlineHeart,
  },
  {
    title: 'Global Reach and Scalability',
    description:
      'A subscription-based model lets you start small and scale up, with the same service whether you are in Biratnagar, Kathmandu or abroad.',
    icon: HiOutlineGlobeAlt,
  },
];
