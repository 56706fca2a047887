import type { Picture } from '@/components/ui/img';
import { portrait } from './art';

export interface Advisor {
  name: string;
  title: string;
  bio: string;
  image: Picture;
}

// PLACEHOLDER: advisor names and titles stand in for the company's real advisory board.
export const advisors: readonly Advisor[] = [
  {
    name: 'Prof. Krishna Bahadur Shah',
    title: 'Academic Advisor',
    bio: 'Thirty years in higher education; guides our educational consultancy and training programmes.',
    image: portrait(4, 'Prof. Krishna Bahadur Shah'),
  },
  {
    name: 'Sabina Koirala',
    title: 'Technology Advisor',
    bio: 'Software architect who has led platform teams in Nepal and abroad; reviews our technical designs.',
    image: portrait(6, 'Sabina Koirala'),
  },
  {
    name: 'Rajesh Agrawal',
    title: 'Business Advisor',
    bio: 'Entrepreneur and investor in Koshi Province; advises on partnerships and growth.',
    image: portrait(8, 'Rajesh Agrawal'),
  },
];
