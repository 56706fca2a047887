import type { PublicTestimonial, TestimonialsPageData } from '../../../schemas/testimonial';
import type { PageRenderer } from '../../static/page-renderer';
import { bilingualPage } from '../../static/bilingual-page';
import type { StoredTestimonial, TestimonialStore } from './testimonial-store';

/** A testimonial in one language: an empty Nepali text falls back to the English one (marked so). */
export function publicTestimonial(item: StoredTestimonial, lang: 'en' | 'ne'): PublicTestimonial {
  const nepali = lang === 'ne';
  return {
    quote: (nepali && item.quoteNe) || item.quote,
    quoteLang: nepali && item.quoteNe ? 'ne' : 'en',
    name: (nepali && item.nameNe) || item.name,
    role: (nepali && item.roleNe) || item.role,
    rating: item.rating,
    photo: item.photo,
    sample: item.sample,
  };
}

/** /testimonials and /ne/testimonials rendered with the stored testimonials: the chosen four in the carousel, the others in the grid. */
export const testimonialPages = (renderer: PageRenderer, testimonials: TestimonialStore) =>
  bilingualPage(renderer, 'testimonials', (lang): { testimonials: TestimonialsPageData } => ({
    testimonials: {
      carousel: testimonials.carousel().map((item) => publicTestimonial(item, lang)),
      // The grid holds the others: a quote in the carousel is not shown twice.
      cards: testimonials
        .all()
        .filter((item) => item.carousel === null)
        .map((item) => publicTestimonial(item, lang)),
    },
  }));
