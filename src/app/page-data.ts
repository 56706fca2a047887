import { createContext, useContext } from 'react';
import type { BlogPageData } from '@schemas/blog-post';
import type { BookFormAnswer } from '@schemas/book-form-answer';
import type { BookingPageSlots } from '@schemas/free-slots';
import type { CareerPageData } from '@schemas/career-opening';
import type { DurationPrices } from '@schemas/meeting-price-text';
import type { OfferedOptions } from '@schemas/offered-options';
import type { GalleryPageData } from '@schemas/gallery-event';
import type { TestimonialsPageData } from '@schemas/testimonial';
import type { ListedTeamMember } from '@schemas/team-member';
import type { PublicVideo } from '@schemas/video-play';
import type { PublicSupporter } from '@schemas/public-supporter';

/**
 * What the gateway knows at request time and renders into a page (server/team/live-pages.ts):
 * the team page's members from its store, the blog's posts. Empty when the build prerenders the page; the page's
 * islands then read it in the browser.
 */
export interface PageData {
  team?: ListedTeamMember[];
  /** The blog's stored posts (server/content/posts/blog-pages.ts): /blog's list, or one post's page. */
  blog?: BlogPageData;
  /** The published events (server/content/events/gallery-pages.ts): the cards of /gallerys or /gallery, or an album. */
  gallery?: GalleryPageData;
  /** The stored testimonials (server/content/testimonials/): the carousel's four and the grid. */
  testimonials?: TestimonialsPageData;
  /** The open career openings (server/content/openings/career-pages.ts), above /career's form. */
  career?: CareerPageData;
  /** The answer to /book sent without JavaScript (server/meetings/book-form-post.ts). */
  booking?: BookFormAnswer;
  /** The purposes and gateways staff offer on /book, when they differ from the spec's (server/meetings/book-pages.ts). */
  bookingOptions?: OfferedOptions;
  /** /book's free slots of the coming days (server/meetings/book-pages.ts), so its picker needs no script. */
  bookingSlots?: BookingPageSlots;
  /** The paid durations' prices staff set (server/meetings/book-pages.ts), which /book's durations show. */
  meetingPrices?: DurationPrices;
  /** The stored videos, the featured one first (server/content/videos/video-pages.ts). */
  videos?: PublicVideo[];
  /** The home page's supporters, when staff changed the shipped ones (server/content/supporters/home-pages.ts). */
  supporters?: PublicSupporter[];
}

export const PageDataContext = createContext<PageData>({});

export function usePageData(): PageData {
  return useContext(PageDataContext);
}
