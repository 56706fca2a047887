/**
 * Every Nepali content module by name, each a chunk of its own (ne-*), loaded only when an island
 * of a Nepali page needs it: English pages carry no Nepali text. The imports sit here, apart from
 * the pages that use them: a page's chunk that imported its Nepali twin, which imports the English
 * module inside that chunk back, would lose its name in the build manifest the prerenderer reads.
 */
export const nepaliModules = {
  about: () => import('../ne/about'),
  aboutMarketplace: () => import('../ne/about-marketplace'),
  advisors: () => import('../ne/advisors'),
  blog: () => import('../ne/blog'),
  careerOpenings: () => import('../ne/career-openings'),
  contact: () => import('../ne/contact'),
  features: () => import('../ne/features'),
  follow: () => import('../ne/follow'),
  forms: () => import('../ne/forms'),
  founder: () => import('../ne/founder'),
  galleryEvents: () => import('../ne/gallery-events'),
  history: () => import('../ne/history'),
  home: () => import('../ne/home'),
  homeHero: () => import('../ne/home-hero'),
  inaugurationPhotos: () => import('../ne/inauguration-photos'),
  industries: () => import('../ne/industries'),
  marketplaceEvents: () => import('../ne/marketplace-events'),
  privacy: () => import('../ne/privacy'),
  routeHeads: () => import('../ne/route-heads'),
  services: () => import('../ne/services'),
  shell: () => import('../ne/shell'),
  terms: () => import('../ne/terms'),
  testimonials: () => import('../ne/testimonials'),
  timeline: () => import('../ne/timeline'),
  videos: () => import('../ne/videos'),
  vmgo: () => import('../ne/vmgo'),
  whyUs: () => import('../ne/why-us'),
  widgets: () => import('../ne/widgets'),
  worksSteps: () => import('../ne/works-steps'),
};
