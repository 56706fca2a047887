import type { TeamMember } from '../../schemas/team-member';

const member = (slug: string, fields: Omit<TeamMember, 'Image' | 'XLink' | 'LinkedInLink'>): TeamMember => ({
  ...fields,
  Image: [{ url: `/team/${slug}.svg` }],
  XLink: `https://x.com/${slug.replace('-', '_')}`,
  LinkedInLink: `https://www.linkedin.com/in/${slug}`,
});

/** The sample team a fresh install starts with; staff replace it with `npm run records -- import Team`. */
export const sampleTeam: TeamMember[] = [
  member('aarav-shrestha', {
    Name: 'Aarav Shrestha',
    Role: 'Founder and Managing Director',
    About:
      'Aarav founded the company in Biratnagar to bring dependable software and data services to businesses across Koshi Province.\nHe spent a decade building systems for hospitals and travel companies before returning home, and still reviews every project plan himself.\nOutside work he mentors students preparing to study abroad.',
    order: 1,
  }),
  member('sita-karki', {
    Name: 'Sita Karki',
    Role: 'Head of Consulting',
    About:
      'Sita leads the consulting practice, mapping business processes for clients in health care, tourism and employment.',
    order: 2,
  }),
  member('bikash-rai', {
    Name: 'Bikash Rai',
    Role: 'Lead Software Engineer',
    About:
      'Bikash designs the web applications and databases the team delivers, and keeps them fast on modest hardware.',
    order: 3,
  }),
  member('anjali-thapa', {
    Name: 'Anjali Thapa',
    Role: 'Data Analyst',
    About: 'Anjali turns survey and operations data into reports that owners can act on.',
    order: 4,
  }),
  member('prakash-gurung', {
    Name: 'Prakash Gurung',
    Role: 'UI/UX Designer',
    About: 'Prakash designs interfaces that work in Nepali and English, on phones first.',
    order: 5,
  }),
  member('sunita-limbu', {
    Name: 'Sunita Limbu',
    Role: 'Education Counsellor',
    About: 'Sunita guides students through course choices, applications and visa documents.',
    order: 6,
  }),
  member('rohan-adhikari', {
    Name: 'Rohan Adhikari',
    Role: 'Digital Marketing Specialist',
    About: 'Rohan plans search, social and e-mail campaigns for local and international clients.',
    order: 7,
  }),
];
