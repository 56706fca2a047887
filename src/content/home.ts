import { HiOutlineChartBar, HiOutlineMap, HiOutlineCircleStack } from 'react-icons/hi2';
import { factsDependent, site } from '@/config/site';
import { scene } from './art';
import type { IconFeature } from './icon-feature';

export interface TabItem {
  id: string;
  label: string;
  heading: string;
  paragraphs: readonly string[];
}

/** Heading for screen readers; the tiles speak for themselves on screen. */
export const homeFeaturesTitle = 'What we do best';

export const homeFeatures: readonly IconFeature[] = [
  {
    title: 'Data Analysis',
    description: 'Dashboards and plain-language findings from your surveys, sales and service records.',
    icon: HiOutlineChartBar,
  },
  {
    title: 'Business Mapping',
    description: 'See customers, branches and competitors on a map and plan where to grow next.',
    icon: HiOutlineMap,
  },
  {
    title: 'Data Banking',
    description: 'Secure, organised storage with access control and regular backups.',
    icon: HiOutlineCircleStack,
  },
];

export const welcome = factsDependent(() => ({
  eyebrow: `Welcome to ${site.name}`,
  title: 'Technology and guidance that move you forward',
  paragraphs: [
    `${site.name} is an IT and educational consultancy based in Biratnagar. We help schools, businesses, cooperatives and NGOs put technology to work, and we help students and job seekers plan their next step with honest advice.`,
    'From a first website to a national data project, we bring the same care: listen, explain, deliver, and stay on to support you.',
  ],
  link: { to: '/about', label: 'More about us' },
  image: scene('/art/home/welcome.svg', 'A graduation cap resting on a stack of books'),
}));

export const industriesIntro = {
  eyebrow: 'Focused Industries',
  title: 'Where we make the biggest difference',
  linkLabel: 'Learn More',
};

export const showcase = {
  eyebrow: 'Our Approach',
  title: 'Results you can measure',
  image: scene('/art/home/showcase.svg', 'A chart of bars rising along an upward arrow'),
  tabs: [
    {
      id: 'description',
      label: 'Description',
      heading: 'One partner from idea to launch',
      paragraphs: [
        'We start with a free consultation to understand your goals, then propose a clear plan with fixed milestones and prices.',
        'Our developers, analysts and designers work as one team, so nothing is lost between hand-offs.',
      ],
    },
    {
      id: 'reviews',
      label: 'Reviews',
      heading: 'Trusted by schools, clinics and businesses',
      paragraphs: [
        'Clients rate us for clear communication, on-time delivery and support that continues after launch.',
        'Read what principals, programme directors and business owners say on our testimonials page.',
      ],
    },
    {
      id: 'details',
      label: 'Details',
      heading: 'How an engagement works',
      paragraphs: [
        'Consultations run over Zoom, Google Meet or Microsoft Teams: 15 minutes free, 30 minutes for 49 USD, or 60 minutes for 99 USD.',
        'Projects are billed by milestone; support and data services are available on monthly subscriptions.',
      ],
    },
  ] satisfies TabItem[],
};

export const supportersIntro = {
  eyebrow: 'Our Supporters',
  title: 'Working together with',
  logoAlt: (name: string) => `${name} logo`,
};

export const consultationCta = {
  title: 'Get Your Free Consultation Now',
  text: 'Fifteen minutes with a consultant, online, at a time that suits you. No obligation.',
  action: { to: '/book', label: 'Book a Meeting' },
};

export const whyUsIntro = factsDependent(() => ({
  eyebrow: 'Why Us',
  title: `Why clients choose ${site.name}`,
}));

export const banner = factsDependent(() => ({
  title: site.tagline,
  text: 'Bringing modern technology and honest guidance to every district, one project at a time.',
  stats: site.figures.en,
}));

export const endPrompt = factsDependent(() => ({
  title: 'Ready to talk?',
  text: 'Book a free 15-minute consultation or call us now.',
  action: { to: '/book', label: 'Book a Meeting' },
  call: { href: site.phone.href, label: `Call ${site.phone.display}` },
  close: 'Close the prompt',
  reopen: 'Open the consultation prompt',
}));
