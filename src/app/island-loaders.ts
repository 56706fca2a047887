import type { IslandLoaders } from '@/islands/hydrate-islands';

/**
 * Every island by name (src/islands/island.tsx): the module the browser loads to hydrate it. Each is
 * a chunk of its own, fetched only by pages that show the island, when the island is needed.
 */
export const islandLoaders = {
  'helpline-bar': () => import('@/components/layout/helpline-bar').then((module) => module.HelplineBar),
  'support-popup': () => import('@/components/layout/support-popup').then((module) => module.SupportPopup),
  'callback-request': () =>
    import('@/features/callback-request/callback-request-section').then((module) => module.CallbackRequestSection),
  'home-sections': () => import('@/components/pages/home/home-sections').then((module) => module.default),
  'blog-topic-strip': () => import('@/components/pages/blog/blog-topics').then((module) => module.BlogTopicStrip),
  'blog-trending': () => import('@/components/pages/blog/blog-topics').then((module) => module.TrendingPosts),
  'blog-category-toggle': () => import('@/features/blog/category-toggle').then((module) => module.CategoryToggle),
  'blog-search': () => import('@/components/pages/blog/blog-search-panel').then((module) => module.BlogSearchPanel),
  'book-meeting-form': () =>
    import('@/features/meeting-booking/book-meeting-form').then((module) => module.BookMeetingForm),
  'career-application-form': () =>
    import('@/features/career-application/career-application-form').then((module) => module.CareerApplicationForm),
  'map-embed': () => import('@/components/pages/contact/map-embed').then((module) => module.MapEmbed),
  'photo-gallery': () => import('@/components/pages/gallery/photo-gallery').then((module) => module.PhotoGallery),
  'fade-carousel': () => import('@/components/pages/vmgo/fade-carousel').then((module) => module.FadeCarousel),
  'video-library': () => import('@/components/pages/video/video-library').then((module) => module.VideoLibrary),
  'testimonial-carousel': () =>
    import('@/components/pages/testimonials/testimonial-carousel').then((module) => module.TestimonialCarousel),
  'team-list': () => import('@/features/team/team-list').then((module) => module.TeamList),
} satisfies IslandLoaders;
