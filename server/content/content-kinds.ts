import { companyFactsKind } from './company-file';
import type { ContentKind } from './content-kind';
import { eventKind } from './events/event-files';
import { openingKind } from './openings/opening-files';
import { postKind } from './posts/post-files';
import { testimonialKind } from './testimonials/testimonial-files';
import { videoKind } from './videos/video-files';

/** Every kind of content item `npm run content` exports and imports, each in its own folder. */
export const contentKinds: readonly ContentKind[] = [
  postKind,
  eventKind,
  testimonialKind,
  companyFactsKind,
  videoKind,
  openingKind,
];
