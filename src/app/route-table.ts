/**
 * The route table: every public route with its page module (src/app/routes/<page>.tsx), document
 * title and meta description. The router, the prerenderer, the sitemap and the tests read it.
 */
export interface RouteEntry {
  path: string;
  page: string;
  title: string;
  description: string;
}

export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    page: 'home',
    title: 'IT & Educational Consultancy in Biratnagar',
    description:
      'Software, data and digital services with honest educational guidance from Biratnagar, Nepal. Request a callback or book a free consultation.',
  },
  {
    path: '/about',
    page: 'about',
    title: 'About Us',
    description:
      'Who we are, why clients choose us, our mission across health care, tourism, employment and agriculture, and our advisors.',
  },
  {
    path: '/blog',
    page: 'blog',
    title: 'Blog',
    description:
      'News, admissions updates, announcements and ideas from our team on technology, careers and education.',
  },
  { path: '/blogsingle', page: 'blog-single', title: 'Article', description: 'Read an article from our blog.' },
  {
    path: '/services',
    page: 'services',
    title: 'Services',
    description:
      'Fifteen services from software development and IT consulting to data analysis, digital marketing, HR systems and UI/UX design.',
  },
  {
    path: '/team',
    page: 'team',
    title: 'Our Team',
    description: 'Meet the people behind our projects, consultations and training.',
  },
  {
    path: '/testimonials',
    page: 'testimonials',
    title: 'Testimonials',
    description: 'What clients, students and partners say about working with us.',
  },
  {
    path: '/contact',
    page: 'contact',
    title: 'Contact',
    description: 'Call, e-mail or visit our office in Biratnagar, Nepal.',
  },
  {
    path: '/book',
    page: 'book',
    title: 'Book a Meeting',
    description:
      'Book a free 15-minute consultation or a paid 30 or 60 minute meeting over Zoom, Google Meet or Microsoft Teams.',
  },
  {
    path: '/terms',
    page: 'terms',
    title: 'Terms & Conditions',
    description: 'The terms that govern the use of our website and services.',
  },
  {
    path: '/privacy',
    page: 'privacy',
    title: 'Privacy Policy',
    description: 'What we collect, how we use it, and the rights you have over your information.',
  },
  {
    path: '/gallery',
    page: 'gallery',
    title: 'Gallery',
    description: 'Events we have organised and joined across Nepal and India from 2017 to 2020.',
  },
  {
    path: '/works',
    page: 'works',
    title: 'How it works',
    description:
      'Search, hire, instruct and pay: how our jobs and services marketplace connects you with skilled professionals.',
  },
  {
    path: '/vmgo',
    page: 'vmgo',
    title: 'Vision, Mission, Goals and Objectives',
    description: 'Our vision, mission, goals and objectives for the jobs and services marketplace.',
  },
  {
    path: '/career',
    page: 'career',
    title: 'Careers',
    description: 'Apply to work with us as an agent, full-timer, part-timer, intern or volunteer.',
  },
  {
    path: '/timeline',
    page: 'timeline',
    title: 'Our Journey',
    description: 'Milestones of our marketplace, from company registration in 2018 to wallet payments in 2024.',
  },
  {
    path: '/aboutpage',
    page: 'about-marketplace',
    title: 'About the Marketplace',
    description: 'Who we are, what sets the marketplace apart, our history and our founder.',
  },
  { path: '/video', page: 'video', title: 'Videos', description: 'Watch our videos in English and Nepali.' },
  {
    path: '/gallerys',
    page: 'marketplace-gallery',
    title: 'Event Gallery',
    description: 'Eleven events from the marketplace community, with photo galleries.',
  },
  {
    path: '/singlegallery',
    page: 'single-gallery',
    title: 'Inauguration Ceremony',
    description: 'Photos from our inauguration ceremony.',
  },
  {
    path: '/feature',
    page: 'feature',
    title: 'Features',
    description: 'Nine features that make the marketplace fast, safe and easy to use.',
  },
];

/** The route table's entry for a path, if the path is a page. */
export function routeFor(path: string): RouteEntry | undefined {
  return routeTable.find((route) => route.path === path);
}
