import { factsDependent, site } from '@/config/site';
import { scene } from './art';

export const aboutPage = factsDependent(() => ({
  eyebrow: `Bridging the digital divide from ${site.address.city}`,
  title: 'About Us',
  intro: `${site.name} helps organisations and learners across Nepal put technology to work, with honest advice and dependable delivery.`,
  action: { to: '/book', label: 'Book a Meeting' },
  whoWeAre: {
    eyebrow: 'Who We Are',
    title: 'An IT and educational consultancy with local roots',
    paragraphs: [
      `Founded in ${site.address.city}, we are a team of developers, data analysts, designers and education counsellors. We build software, manage data and run digital campaigns for schools, clinics, cooperatives, businesses and NGOs.`,
      'Alongside our technology work, we guide students and job seekers through study and career choices, so the skills of tomorrow reach people in every district.',
    ],
    image: scene('/art/about/who-we-are.svg', 'Two team members talking through a project in speech bubbles'),
  },
  whyChooseUs: {
    eyebrow: 'Why Choose Us',
    title: 'Clear advice, fair prices, lasting support',
    paragraphs: [
      'We explain options in plain language, quote fixed prices per milestone and keep you informed every week.',
      'Our subscription plans let you start small and scale up, and the same consultant stays with you after launch.',
    ],
    points: [
      'Free 15-minute first consultation',
      'Work in Nepali or English',
      'Fixed milestones and transparent pricing',
      'Support that continues after launch',
    ],
    image: scene('/art/about/why-choose-us.svg', 'A checklist with three items ticked'),
  },
  caseStudy: {
    eyebrow: 'Featured Case Study',
    title: 'Subscription-based IT solutions for companies in several world cities',
    paragraphs: [
      'A growing services group with offices in Kathmandu, Dubai, Kuala Lumpur and Sydney needed one way to run its websites, staff records and reporting without a large in-house IT team.',
      'We moved them onto a single subscription: a shared web platform, an HR system and monthly data reports, supported from Biratnagar across time zones. Onboarding a new office now takes days instead of months.',
    ],
    results: [
      { value: '4', label: 'cities on one platform' },
      { value: '60%', label: 'lower IT running costs' },
      { value: '24h', label: 'support response' },
    ],
    image: scene('/art/about/case-study.svg', 'A map with pins marking offices in several cities'),
  },
  mission: {
    eyebrow: 'Our Mission',
    title: 'Technology that serves the sectors Nepal depends on',
    intro: 'We focus our skills where better data and better tools change the most lives.',
    linkLabel: 'Learn More',
  },
  advisors: {
    eyebrow: 'Advisors',
    title: 'Guided by experience',
  },
}));
