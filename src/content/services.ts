import { sceneSize } from './art';

export interface Service {
  slug: string;
  title: string;
  description1: string;
  description2?: string;
  imageUrl: string;
  imageAlt: string;
}

export const serviceImageSize = sceneSize;

const image = (slug: string) => `/art/services/${slug}.svg`;

export const services: readonly Service[] = [
  {
    slug: 'software-development',
    title: 'Software Development',
    description1:
      'Custom software built around the way your organisation already works: from a small internal tool to a multi-user platform, designed, coded, tested and handed over with documentation.',
    description2:
      'We work in short cycles, show you working software every two weeks and stay on for maintenance once it is live.',
    imageUrl: image('software-development'),
    imageAlt: 'A laptop showing lines of code next to a code badge',
  },
  {
    slug: 'it-consulting',
    title: 'IT Consulting',
    description1:
      'Independent advice before you spend: we review your systems, your people and your budget, then recommend the tools and architecture that fit, not the ones with the biggest commission.',
    imageUrl: image('it-consulting'),
    imageAlt: 'A consultant and a client exchanging speech bubbles',
  },
  {
    slug: 'digital-transformation',
    title: 'Digital Transformation',
    description1:
      'Move paper registers, spreadsheets and manual approvals onto simple digital workflows that staff actually adopt.',
    description2:
      'We plan the change in stages, train your team in Nepali or English and measure the time saved after each step.',
    imageUrl: image('digital-transformation'),
    imageAlt: 'A paper form turning into a digital document along an arrow',
  },
  {
    slug: 'data-analysis',
    title: 'Data Analysis',
    description1:
      'Turn survey results, sales records and service data into clear dashboards and plain-language findings that support your next decision.',
    imageUrl: image('data-analysis'),
    imageAlt: 'A bar chart with a rising trend line',
  },
  {
    slug: 'business-mapping',
    title: 'Business Mapping',
    description1:
      'Map your customers, branches, suppliers and competitors by location so you can see where demand is and where to grow next.',
    description2: 'Useful for cooperatives, clinics, retailers and NGOs planning outreach across districts.',
    imageUrl: image('business-mapping'),
    imageAlt: 'A folded map with location pins and a dotted route',
  },
  {
    slug: 'data-banking',
    title: 'Data Banking',
    description1:
      'A secure, organised home for your records: structured storage, access control and regular backups so your data is safe and easy to find.',
    imageUrl: image('data-banking'),
    imageAlt: 'A locked vault door representing secure data storage',
  },
  {
    slug: 'data-processing',
    title: 'Data Processing & Tabulation',
    description1:
      'Accurate data entry, cleaning, coding and tabulation for surveys, censuses, examinations and research projects, delivered on deadline.',
    imageUrl: image('data-processing'),
    imageAlt: 'Interlocking gears processing data',
  },
  {
    slug: 'database-management',
    title: 'Database Management',
    description1:
      'Design, tuning, monitoring and backup of the databases behind your applications, so they stay fast, consistent and recoverable.',
    description2: 'We support MySQL, PostgreSQL and SQL Server, on your own servers or in the cloud.',
    imageUrl: image('database-management'),
    imageAlt: 'A stack of database cylinders with status lights',
  },
  {
    slug: 'web-applications',
    title: 'Web Application Development',
    description1:
      'Fast, accessible websites and web applications that work on every phone and on slow connections: portals, booking systems, dashboards and online stores.',
    imageUrl: image('web-applications'),
    imageAlt: 'A browser window with a web application layout',
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description1:
      'Campaigns that reach the right audience: content, e-mail and video marketing planned around your goals and measured against real enquiries.',
    imageUrl: image('digital-marketing'),
    imageAlt: 'A megaphone sending out sound waves',
  },
  {
    slug: 'hr-systems',
    title: 'HR Systems',
    description1:
      'Human resource management systems for attendance, leave, payroll and staff records, configured for Nepali labour rules and your own policies.',
    imageUrl: image('hr-systems'),
    imageAlt: 'An organisation chart linking three team members',
  },
  {
    slug: 'it-consultancy',
    title: 'IT Consultancy & Support',
    description1:
      'Ongoing technical support for schools, offices and small businesses: a named consultant who knows your setup, answers quickly and keeps things running.',
    description2: 'Choose a monthly plan or book hours as you need them.',
    imageUrl: image('it-consultancy'),
    imageAlt: 'A support agent wearing a headset answering messages',
  },
  {
    slug: 'ui-ux-design',
    title: 'UI/UX Design',
    description1:
      'Research, wireframes and tested interface designs that make your product easy to learn and pleasant to use, on mobile first.',
    imageUrl: image('ui-ux-design'),
    imageAlt: 'A page wireframe beside a phone screen design',
  },
  {
    slug: 'seo-sem',
    title: 'SEO & SEM Services',
    description1:
      'Be found when people search: technical SEO, local listings, content and paid search campaigns with monthly reports you can understand.',
    imageUrl: image('seo-sem'),
    imageAlt: 'A magnifying glass over a growing chart',
  },
  {
    slug: 'social-media',
    title: 'Social Media Management',
    description1:
      'Planned posts, community replies and advertising on the platforms your customers use, with a consistent voice for your brand.',
    imageUrl: image('social-media'),
    imageAlt: 'A phone surrounded by likes, comments and messages',
  },
];

export const servicesPage = {
  title: 'Services',
  eyebrow: 'What we do',
  intro:
    'Fifteen services across software, data and digital growth, delivered by one team that stays with you after launch.',
  cta: {
    title: 'Not sure which service you need?',
    text: 'Tell us about your goal in a free 15-minute consultation and we will point you the right way.',
    action: { to: '/book', label: 'Book a Meeting' },
  },
};
