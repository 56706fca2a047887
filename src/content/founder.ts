import { factsDependent, site } from '@/config/site';
import { portrait } from './art';

// PLACEHOLDER: the founder's name, words and profiles (the company's own profiles stand in for now).
export const founder = factsDependent(() => ({
  eyebrow: 'Meet the Founder',
  name: 'Binod Kumar Sah',
  role: `Founder & CEO, ${site.marketplace}`,
  paragraphs: [
    `I started ${site.marketplace} after watching skilled neighbours in Biratnagar wait weeks for work while families across town could not find a trusted electrician or tutor.`,
    'Our job is to close that gap: a simple app, fair rules and payment people can trust. Every feature we ship starts with a conversation with the professionals who use it.',
  ],
  image: portrait(14, 'Binod Kumar Sah'),
  socials: site.socials,
}));
